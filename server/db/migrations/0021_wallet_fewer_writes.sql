ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_node_id_games_node_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_ledger_transfer_id_ledger_transfers_id_fk";
--> statement-breakpoint
DROP INDEX "game_rounds_bet_uq";--> statement-breakpoint
DROP INDEX "wallet_transactions_reference_idx";--> statement-breakpoint
CREATE INDEX "wallet_transactions_reference_idx" ON "wallet_transactions" USING btree ("reference_uuid") WHERE "wallet_transactions"."reference_uuid" is not null;
--> statement-breakpoint

-- Issue 17: a wallet call writes less. The hot tables above lose the foreign keys that locked the member's and the
-- game's rows on every call, and the bet's duplicate index on game_rounds. The money moves through wallet_move
-- instead of the general ledger_transfer, which takes both accounts FOR UPDATE and looks up its idempotency key
-- before moving: a wallet call already holds the advisory lock of its transaction id, and its wallet_transactions
-- row is the idempotency record, so that lookup can never find anything; and the round is read without FOR UPDATE,
-- since every call that changes a round holds the advisory lock of the round's bet. The bodies are otherwise those
-- of migration 0011.

-- Moves a wallet call's money between the member's account and the vendor's shard: p_delta is the member's change
-- (negative for a bet). The member's account is always updated (so locked) before the shard, by every wallet call,
-- and no other transaction touches a shard, so two calls never wait for each other in a circle. A debit that would
-- overdraw answers no row and writes nothing. The entries are those ledger_transfer writes: debit first.
CREATE OR REPLACE FUNCTION wallet_move(
  p_key text, p_kind text, p_member integer, p_shard integer, p_delta bigint, p_memo text, p_now timestamptz
) RETURNS TABLE (transfer_id bigint, member_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint;
  v_shard bigint;
  v_id bigint;
  v_amount bigint := abs(p_delta);
BEGIN
  IF p_delta IS NULL OR p_delta = 0 OR p_key IS NULL OR p_key = '' THEN
    RAISE EXCEPTION 'wallet_move: no amount or no key';
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_delta
    WHERE id = p_member AND (p_delta > 0 OR allow_negative OR balance >= v_amount) RETURNING balance INTO v_member;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE ledger_accounts SET balance = balance - p_delta WHERE id = p_shard RETURNING balance INTO v_shard;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'wallet_move: no account %', p_shard;
  END IF;
  IF p_delta < 0 THEN
    INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, memo, created_at)
      VALUES (p_key, p_kind, p_member, p_shard, v_amount, p_memo, p_now) RETURNING id INTO v_id;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      VALUES (v_id, p_member, p_delta, v_member, p_now), (v_id, p_shard, v_amount, v_shard, p_now);
  ELSE
    INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, memo, created_at)
      VALUES (p_key, p_kind, p_shard, p_member, v_amount, p_memo, p_now) RETURNING id INTO v_id;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      VALUES (v_id, p_shard, -v_amount, v_shard, p_now), (v_id, p_member, p_delta, v_member, p_now);
  END IF;
  RETURN QUERY SELECT v_id, v_member;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION wallet_bet(
  p_uuid text, p_fingerprint text, p_token_hash text, p_round text, p_amount bigint, p_round_closed boolean,
  p_vendor text, p_currency text, p_now timestamptz
) RETURNS TABLE (out_status text, out_balance bigint, out_member integer, out_replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_token game_tokens%ROWTYPE;
  v_seen wallet_transactions%ROWTYPE;
  v_account integer;
  v_balance bigint;
  v_status text := 'RS_OK';
  v_transfer bigint;
  v_move record;
BEGIN
  PERFORM wallet_lock(p_uuid, 'round:' || p_round);
  SELECT * INTO v_token FROM game_tokens t WHERE t.token_hash = p_token_hash;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'RS_ERROR_INVALID_TOKEN'::text, NULL::bigint, NULL::integer, false;
    RETURN;
  END IF;
  v_account := wallet_member_account(v_token.member_id, p_currency);
  SELECT * INTO v_seen FROM wallet_transactions w WHERE w.transaction_uuid = p_uuid;
  IF FOUND THEN
    IF v_seen.fingerprint = p_fingerprint AND v_seen.member_id = v_token.member_id THEN
      RETURN QUERY SELECT v_seen.status, v_seen.balance, v_seen.member_id, true;
    ELSE
      RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION'::text, (SELECT a.balance FROM ledger_accounts a WHERE a.id = v_account), v_token.member_id, false;
    END IF;
    RETURN;
  END IF;

  IF v_token.expires_at <= p_now THEN
    v_status := 'RS_ERROR_TOKEN_EXPIRED';
  ELSIF EXISTS (SELECT 1 FROM wallet_transactions w WHERE w.reference_uuid = p_uuid AND w.kind = 'rollback') THEN
    -- The tombstone of a rollback that arrived first: this bet was cancelled before it was placed.
    v_status := 'RS_ERROR_TRANSACTION_ROLLED_BACK';
  ELSIF EXISTS (SELECT 1 FROM game_rounds r WHERE r.id = p_round) THEN
    v_status := 'RS_ERROR_DUPLICATE_ROUND';
  ELSE
    SELECT * INTO v_move FROM wallet_move('wallet:' || p_uuid, 'game.bet', v_account,
      wallet_vendor_account(p_vendor, v_token.member_id, p_currency), -p_amount, p_round, p_now);
    IF FOUND THEN
      v_balance := v_move.member_balance;
      v_transfer := v_move.transfer_id;
      INSERT INTO game_rounds (id, member_id, node_id, bet_uuid, bet, win, status, created_at, settled_at)
        VALUES (p_round, v_token.member_id, v_token.node_id, p_uuid, p_amount, 0,
          CASE WHEN p_round_closed THEN 'settled' ELSE 'open' END, p_now, CASE WHEN p_round_closed THEN p_now END);
    ELSE
      v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
    END IF;
  END IF;
  IF v_balance IS NULL THEN
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_account;
  END IF;
  INSERT INTO wallet_transactions (transaction_uuid, kind, member_id, round, reference_uuid, amount, fingerprint, status, balance, ledger_transfer_id, created_at)
    VALUES (p_uuid, 'bet', v_token.member_id, p_round, NULL, p_amount, p_fingerprint, v_status, v_balance, v_transfer, p_now);
  RETURN QUERY SELECT v_status, v_balance, v_token.member_id, false;
END
$$;
--> statement-breakpoint

-- A win settles its bet's round (one win per bet; 0 closes a lost round). Never refused for an expired token.
CREATE OR REPLACE FUNCTION wallet_win(
  p_uuid text, p_fingerprint text, p_reference text, p_round text, p_amount bigint,
  p_vendor text, p_currency text, p_big_multiple integer, p_big_amount bigint, p_now timestamptz
) RETURNS TABLE (out_status text, out_balance bigint, out_member integer, out_replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_seen wallet_transactions%ROWTYPE;
  v_bet wallet_transactions%ROWTYPE;
  v_round game_rounds%ROWTYPE;
  v_account integer;
  v_balance bigint;
  v_status text := 'RS_OK';
  v_transfer bigint;
  v_move record;
BEGIN
  PERFORM wallet_lock(p_uuid, p_reference);
  SELECT * INTO v_seen FROM wallet_transactions w WHERE w.transaction_uuid = p_uuid;
  IF FOUND THEN
    IF v_seen.fingerprint = p_fingerprint THEN
      RETURN QUERY SELECT v_seen.status, v_seen.balance, v_seen.member_id, true;
    ELSE
      RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION'::text,
        (SELECT a.balance FROM ledger_accounts a WHERE a.code = 'member:' || v_seen.member_id), v_seen.member_id, false;
    END IF;
    RETURN;
  END IF;
  SELECT * INTO v_bet FROM wallet_transactions w WHERE w.transaction_uuid = p_reference AND w.kind = 'bet';
  -- Not recorded: the bet may still arrive, and then the same win is accepted.
  IF NOT FOUND OR v_bet.status <> 'RS_OK' OR v_bet.round <> p_round THEN
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'::text,
      (SELECT a.balance FROM ledger_accounts a WHERE a.code = 'member:' || v_bet.member_id), v_bet.member_id, false;
    RETURN;
  END IF;
  v_account := wallet_member_account(v_bet.member_id, p_currency);
  SELECT * INTO v_round FROM game_rounds r WHERE r.id = v_bet.round;
  IF v_round.status = 'rolled_back' THEN
    v_status := 'RS_ERROR_TRANSACTION_ROLLED_BACK';
  ELSIF v_round.status <> 'open' THEN
    v_status := 'RS_ERROR_BET_SETTLED';
  ELSE
    IF p_amount > 0 THEN
      SELECT * INTO v_move FROM wallet_move('wallet:' || p_uuid, 'game.win', v_account,
        wallet_vendor_account(p_vendor, v_bet.member_id, p_currency), p_amount, p_round, p_now);
      v_balance := v_move.member_balance;
      v_transfer := v_move.transfer_id;
    END IF;
    UPDATE game_rounds SET win = p_amount, status = 'settled', settled_at = p_now WHERE id = v_round.id;
    IF p_amount > 0 AND (p_amount >= v_round.bet * p_big_multiple OR p_amount >= p_big_amount) THEN
      INSERT INTO game_wins (node_id, member_id, player_name, amount, round, occurred_at)
        SELECT v_round.node_id, m.id, m.account, p_amount, v_round.id, p_now FROM members m WHERE m.id = v_round.member_id
        ON CONFLICT (round) DO NOTHING;
    END IF;
  END IF;
  IF v_balance IS NULL THEN
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_account;
  END IF;
  INSERT INTO wallet_transactions (transaction_uuid, kind, member_id, round, reference_uuid, amount, fingerprint, status, balance, ledger_transfer_id, created_at)
    VALUES (p_uuid, 'win', v_bet.member_id, p_round, p_reference, p_amount, p_fingerprint, v_status, v_balance, v_transfer, p_now);
  RETURN QUERY SELECT v_status, v_balance, v_bet.member_id, false;
END
$$;
--> statement-breakpoint

-- A rollback refunds its bet unless a win settled it. A rollback of a bet never seen answers RS_OK and stays as a
-- tombstone, so the bet, should it arrive late, is refused (docs/decisions.md). Never refused for an expired token.
CREATE OR REPLACE FUNCTION wallet_rollback(
  p_uuid text, p_fingerprint text, p_token_hash text, p_reference text, p_round text,
  p_vendor text, p_currency text, p_now timestamptz
) RETURNS TABLE (out_status text, out_balance bigint, out_member integer, out_replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_seen wallet_transactions%ROWTYPE;
  v_bet wallet_transactions%ROWTYPE;
  v_round game_rounds%ROWTYPE;
  v_member integer;
  v_account integer;
  v_amount bigint := 0;
  v_balance bigint;
  v_status text := 'RS_OK';
  v_transfer bigint;
  v_move record;
BEGIN
  PERFORM wallet_lock(p_uuid, p_reference);
  SELECT * INTO v_seen FROM wallet_transactions w WHERE w.transaction_uuid = p_uuid;
  IF FOUND THEN
    IF v_seen.fingerprint = p_fingerprint THEN
      RETURN QUERY SELECT v_seen.status, v_seen.balance, v_seen.member_id, true;
    ELSE
      RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION'::text,
        (SELECT a.balance FROM ledger_accounts a WHERE a.code = 'member:' || v_seen.member_id), v_seen.member_id, false;
    END IF;
    RETURN;
  END IF;
  SELECT * INTO v_bet FROM wallet_transactions w WHERE w.transaction_uuid = p_reference;
  IF FOUND AND v_bet.kind <> 'bet' THEN
    -- Only a bet can be rolled back; wins are final.
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'::text,
      (SELECT a.balance FROM ledger_accounts a WHERE a.code = 'member:' || v_bet.member_id), v_bet.member_id, false;
    RETURN;
  ELSIF NOT FOUND THEN
    -- Whose tombstone: the token's player (an expired token still names its player).
    SELECT t.member_id INTO v_member FROM game_tokens t WHERE t.token_hash = p_token_hash;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'RS_ERROR_INVALID_TOKEN'::text, NULL::bigint, NULL::integer, false;
      RETURN;
    END IF;
  ELSE
    v_member := v_bet.member_id;
  END IF;
  v_account := wallet_member_account(v_member, p_currency);
  IF v_bet.status = 'RS_OK' THEN
    SELECT * INTO v_round FROM game_rounds r WHERE r.id = v_bet.round;
    IF v_round.status = 'rolled_back' THEN
      NULL; -- already refunded by another rollback: nothing more to move
    ELSIF EXISTS (SELECT 1 FROM wallet_transactions w WHERE w.reference_uuid = p_reference AND w.kind = 'win' AND w.status = 'RS_OK') THEN
      v_status := 'RS_ERROR_BET_SETTLED';
    ELSE
      SELECT * INTO v_move FROM wallet_move('wallet:' || p_uuid, 'game.rollback', v_account,
        wallet_vendor_account(p_vendor, v_member, p_currency), v_bet.amount, p_round, p_now);
      v_amount := v_bet.amount;
      v_balance := v_move.member_balance;
      v_transfer := v_move.transfer_id;
      UPDATE game_rounds SET status = 'rolled_back', settled_at = p_now WHERE id = v_round.id;
    END IF;
  END IF;
  IF v_balance IS NULL THEN
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_account;
  END IF;
  INSERT INTO wallet_transactions (transaction_uuid, kind, member_id, round, reference_uuid, amount, fingerprint, status, balance, ledger_transfer_id, created_at)
    VALUES (p_uuid, 'rollback', v_member, p_round, p_reference, v_amount, p_fingerprint, v_status, v_balance, v_transfer, p_now);
  RETURN QUERY SELECT v_status, v_balance, v_member, false;
END
$$;

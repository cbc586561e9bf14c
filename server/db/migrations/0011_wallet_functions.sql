-- The operator's side of the demo vendor's seamless wallet (server/vendor/operator-wallet.ts): bet, win and
-- rollback each in one statement, so each call is one transaction and one round trip, like ledger_transfer.
-- Every call first takes transaction-scoped advisory locks on the transaction ids it touches (always in the same
-- order), so a repeat, a win and a rollback of one bet never interleave. Each answers a status code of the
-- protocol instead of raising; a refusal moves no money.

-- Locks on one or two names, in hash order so two calls never wait for each other in a circle.
CREATE OR REPLACE FUNCTION wallet_lock(p_a text, p_b text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  h1 bigint := hashtextextended(p_a, 0);
  h2 bigint := hashtextextended(coalesce(p_b, p_a), 0);
BEGIN
  PERFORM pg_advisory_xact_lock(least(h1, h2));
  IF h1 <> h2 THEN
    PERFORM pg_advisory_xact_lock(greatest(h1, h2));
  END IF;
END
$$;
--> statement-breakpoint

-- The member's wallet account, created on first use.
CREATE OR REPLACE FUNCTION wallet_member_account(p_member integer, p_currency text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE code = 'member:' || p_member;
  IF NOT FOUND THEN
    INSERT INTO ledger_accounts (code, member_id, currency, balance, allow_negative)
      VALUES ('member:' || p_member, p_member, p_currency, 0, false) ON CONFLICT (code) DO NOTHING;
    SELECT id INTO v_id FROM ledger_accounts WHERE code = 'member:' || p_member;
  END IF;
  RETURN v_id;
END
$$;
--> statement-breakpoint

-- The vendor's settlement account for this member: split into 8 shards by member id so players betting at the
-- same time on PostgreSQL do not all queue for one row lock. Shards may go below zero (the operator's result).
CREATE OR REPLACE FUNCTION wallet_vendor_account(p_vendor text, p_member integer, p_currency text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_code text := p_vendor || ':' || (p_member % 8);
  v_id integer;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE code = v_code;
  IF NOT FOUND THEN
    INSERT INTO ledger_accounts (code, currency, balance, allow_negative)
      VALUES (v_code, p_currency, 0, true) ON CONFLICT (code) DO NOTHING;
    SELECT id INTO v_id FROM ledger_accounts WHERE code = v_code;
  END IF;
  RETURN v_id;
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
  v_lt record;
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
    SELECT * INTO v_lt FROM ledger_transfer('wallet:' || p_uuid, 'game.bet', v_account,
      wallet_vendor_account(p_vendor, v_token.member_id, p_currency), p_amount, p_round, p_now);
    IF v_lt.status = 'ok' THEN
      v_balance := v_lt.from_balance;
      v_transfer := v_lt.transfer_id;
      INSERT INTO game_rounds (id, member_id, node_id, bet_uuid, bet, win, status, created_at, settled_at)
        VALUES (p_round, v_token.member_id, v_token.node_id, p_uuid, p_amount, 0,
          CASE WHEN p_round_closed THEN 'settled' ELSE 'open' END, p_now, CASE WHEN p_round_closed THEN p_now END);
    ELSIF v_lt.status = 'insufficient' THEN
      v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
    ELSE
      RAISE EXCEPTION 'wallet_bet: the ledger answered %', v_lt.status;
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
  v_lt record;
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
  SELECT * INTO v_round FROM game_rounds r WHERE r.id = v_bet.round FOR UPDATE;
  IF v_round.status = 'rolled_back' THEN
    v_status := 'RS_ERROR_TRANSACTION_ROLLED_BACK';
  ELSIF v_round.status <> 'open' THEN
    v_status := 'RS_ERROR_BET_SETTLED';
  ELSE
    IF p_amount > 0 THEN
      SELECT * INTO v_lt FROM ledger_transfer('wallet:' || p_uuid, 'game.win',
        wallet_vendor_account(p_vendor, v_bet.member_id, p_currency), v_account, p_amount, p_round, p_now);
      IF v_lt.status <> 'ok' THEN
        RAISE EXCEPTION 'wallet_win: the ledger answered %', v_lt.status;
      END IF;
      v_balance := v_lt.to_balance;
      v_transfer := v_lt.transfer_id;
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
  v_lt record;
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
    SELECT * INTO v_round FROM game_rounds r WHERE r.id = v_bet.round FOR UPDATE;
    IF v_round.status = 'rolled_back' THEN
      NULL; -- already refunded by another rollback: nothing more to move
    ELSIF EXISTS (SELECT 1 FROM wallet_transactions w WHERE w.reference_uuid = p_reference AND w.kind = 'win' AND w.status = 'RS_OK') THEN
      v_status := 'RS_ERROR_BET_SETTLED';
    ELSE
      SELECT * INTO v_lt FROM ledger_transfer('wallet:' || p_uuid, 'game.rollback',
        wallet_vendor_account(p_vendor, v_member, p_currency), v_account, v_bet.amount, p_round, p_now);
      IF v_lt.status <> 'ok' THEN
        RAISE EXCEPTION 'wallet_rollback: the ledger answered %', v_lt.status;
      END IF;
      v_amount := v_bet.amount;
      v_balance := v_lt.to_balance;
      v_transfer := v_lt.transfer_id;
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

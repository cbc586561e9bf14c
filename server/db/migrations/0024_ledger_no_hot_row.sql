-- Issue 38: no hot row on the money path. Every bet, win, bonus and point moved money between a player's account
-- and one system account (a vendor's shard, house, house:bonus, house:points, deposit:<provider>), and
-- ledger_transfer locked and updated both rows, so every player's transfer on that system account waited for the
-- previous one's commit. The accounts that may go below zero (allow_negative) now keep no balance row: a transfer
-- neither locks nor updates them, their entries carry no running balance (balance_after is null), and their balance
-- is the sum of their entries (docs/decisions.md, issue 38). An account that may not go below zero keeps its
-- balance, its running balance and its no-overdraft check under its own row lock, as before.
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP NOT NULL;
--> statement-breakpoint
-- Existing books: the system accounts' balances move into their entries' sum (which they already equal).
UPDATE "ledger_entries" e SET "balance_after" = NULL FROM "ledger_accounts" a
  WHERE a."id" = e."account_id" AND a."allow_negative" AND e."balance_after" IS NOT NULL;
--> statement-breakpoint
UPDATE "ledger_accounts" SET "balance" = 0 WHERE "allow_negative" AND "balance" <> 0;
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_negative_unkept" CHECK (not "ledger_accounts"."allow_negative" or "ledger_accounts"."balance" = 0);
--> statement-breakpoint

-- Locks only the accounts that keep a balance (in id order, as before), then moves the money on those alone.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key text, p_kind text, p_from integer, p_to integer, p_amount bigint, p_memo text, p_now timestamptz
) RETURNS TABLE (status text, transfer_id bigint, from_balance bigint, to_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_found integer;
  v_currencies integer;
  v_currency text;
  v_from_unkept boolean;
  v_to_unkept boolean;
  v_seen ledger_transfers%ROWTYPE;
  v_id bigint;
  v_from bigint;
  v_to bigint;
BEGIN
  IF p_key IS NULL OR p_key = '' OR p_amount IS NULL OR p_amount <= 0 OR p_from = p_to THEN
    RETURN QUERY SELECT 'invalid'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  PERFORM 1 FROM ledger_accounts a WHERE a.id IN (p_from, p_to) AND NOT a.allow_negative ORDER BY a.id FOR UPDATE;
  SELECT count(*), count(DISTINCT a.currency), min(a.currency),
      coalesce(bool_or(a.allow_negative) FILTER (WHERE a.id = p_from), false),
      coalesce(bool_or(a.allow_negative) FILTER (WHERE a.id = p_to), false)
    INTO v_found, v_currencies, v_currency, v_from_unkept, v_to_unkept
    FROM ledger_accounts a WHERE a.id IN (p_from, p_to);
  IF v_found <> 2 THEN
    RETURN QUERY SELECT 'invalid'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_currencies <> 1 THEN
    RETURN QUERY SELECT 'currency'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT * INTO v_seen FROM ledger_transfers WHERE idempotency_key = p_key;
  IF FOUND THEN
    IF v_seen.kind <> p_kind OR v_seen.from_account_id <> p_from OR v_seen.to_account_id <> p_to OR v_seen.amount <> p_amount THEN
      RETURN QUERY SELECT 'conflict'::text, v_seen.id, NULL::bigint, NULL::bigint;
    ELSE
      RETURN QUERY SELECT 'replayed'::text, v_seen.id,
        (SELECT e.balance_after FROM ledger_entries e WHERE e.transfer_id = v_seen.id AND e.account_id = p_from),
        (SELECT e.balance_after FROM ledger_entries e WHERE e.transfer_id = v_seen.id AND e.account_id = p_to);
    END IF;
    RETURN;
  END IF;
  IF NOT v_from_unkept THEN
    UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = p_from AND balance >= p_amount RETURNING balance INTO v_from;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
  END IF;
  IF NOT v_to_unkept THEN
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_to RETURNING balance INTO v_to;
  END IF;
  INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, memo, currency, created_at)
    VALUES (p_key, p_kind, p_from, p_to, p_amount, p_memo, v_currency, p_now) RETURNING id INTO v_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    VALUES (v_id, p_from, -p_amount, v_from, p_now), (v_id, p_to, p_amount, v_to, p_now);
  RETURN QUERY SELECT 'ok'::text, v_id, v_from, v_to;
END
$$;
--> statement-breakpoint

-- The vendor's shard (p_shard) may go below zero: it is neither locked nor updated, its entry has no running balance.
CREATE OR REPLACE FUNCTION wallet_move(
  p_key text, p_kind text, p_member integer, p_shard integer, p_delta bigint, p_memo text, p_now timestamptz
) RETURNS TABLE (transfer_id bigint, member_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint;
  v_shard bigint;
  v_id bigint;
  v_amount bigint := abs(p_delta);
  v_currency text;
BEGIN
  IF p_delta IS NULL OR p_delta = 0 OR p_key IS NULL OR p_key = '' THEN
    RAISE EXCEPTION 'wallet_move: no amount or no key';
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_delta
    WHERE id = p_member AND (p_delta > 0 OR allow_negative OR balance >= v_amount) RETURNING balance, currency INTO v_member, v_currency;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- v_shard stays null: the shard's entry has no running balance (its transfer's key refuses an unknown shard).
  IF p_delta < 0 THEN
    INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, memo, currency, created_at)
      VALUES (p_key, p_kind, p_member, p_shard, v_amount, p_memo, v_currency, p_now) RETURNING id INTO v_id;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      VALUES (v_id, p_member, p_delta, v_member, p_now), (v_id, p_shard, v_amount, v_shard, p_now);
  ELSE
    INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, memo, currency, created_at)
      VALUES (p_key, p_kind, p_shard, p_member, v_amount, p_memo, v_currency, p_now) RETURNING id INTO v_id;
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
  h1 bigint := hashtextextended(p_uuid, 0);
  h2 bigint := hashtextextended('round:' || p_round, 0);
  v record;
  v_account integer;
  v_shard integer;
  v_balance bigint;
  v_shard_balance bigint;
  v_status text;
  v_currency text;
BEGIN
  PERFORM pg_advisory_xact_lock(least(h1, h2));
  IF h1 <> h2 THEN
    PERFORM pg_advisory_xact_lock(greatest(h1, h2));
  END IF;
  SELECT t.member_id, t.node_id, t.expires_at, a.id AS account, s.id AS shard,
      w.transaction_uuid IS NOT NULL AS seen, w.fingerprint AS seen_fingerprint, w.member_id AS seen_member,
      w.status AS seen_status, w.balance AS seen_balance,
      EXISTS (SELECT 1 FROM wallet_transactions rb WHERE rb.reference_uuid = p_uuid AND rb.kind = 'rollback') AS tombstone,
      EXISTS (SELECT 1 FROM game_rounds r WHERE r.id = p_round) AS round_taken
    INTO v
    FROM game_tokens t
    LEFT JOIN ledger_accounts a ON a.code = 'member:' || t.member_id
    LEFT JOIN ledger_accounts s ON s.code = p_vendor || ':' || (t.member_id % 8)
    LEFT JOIN wallet_transactions w ON w.transaction_uuid = p_uuid
    WHERE t.token_hash = p_token_hash;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'RS_ERROR_INVALID_TOKEN'::text, NULL::bigint, NULL::integer, false;
    RETURN;
  END IF;
  v_account := coalesce(v.account, wallet_member_account(v.member_id, p_currency));
  IF v.seen THEN
    IF v.seen_fingerprint = p_fingerprint AND v.seen_member = v.member_id THEN
      RETURN QUERY SELECT v.seen_status, v.seen_balance, v.seen_member, true;
    ELSE
      RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION'::text, (SELECT a.balance FROM ledger_accounts a WHERE a.id = v_account), v.member_id, false;
    END IF;
    RETURN;
  END IF;

  IF v.expires_at <= p_now THEN
    v_status := 'RS_ERROR_TOKEN_EXPIRED';
  ELSIF v.tombstone THEN
    -- The tombstone of a rollback that arrived first: this bet was cancelled before it was placed.
    v_status := 'RS_ERROR_TRANSACTION_ROLLED_BACK';
  ELSIF v.round_taken THEN
    v_status := 'RS_ERROR_DUPLICATE_ROUND';
  ELSE
    v_shard := coalesce(v.shard, wallet_vendor_account(p_vendor, v.member_id, p_currency));
    UPDATE ledger_accounts SET balance = balance - p_amount
      WHERE id = v_account AND (allow_negative OR balance >= p_amount) RETURNING balance, currency INTO v_balance, v_currency;
    IF NOT FOUND THEN
      v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
    ELSE
      -- The shard is not touched: v_shard_balance stays null (no running balance on an account that may go below zero).
      WITH t AS (
        INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, memo, currency, created_at)
          VALUES ('wallet:' || p_uuid, 'game.bet', v_account, v_shard, p_amount, p_round, v_currency, p_now) RETURNING id
      ), entries AS (
        INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
          SELECT t.id, e.account, e.amount, e.balance, p_now
          FROM t, (VALUES (1, v_account, -p_amount, v_balance), (2, v_shard, p_amount, v_shard_balance)) e(n, account, amount, balance)
          ORDER BY e.n
      ), settled AS (
        INSERT INTO game_rounds (id, member_id, node_id, bet_uuid, bet, win, status, created_at, settled_at)
          VALUES (p_round, v.member_id, v.node_id, p_uuid, p_amount, 0,
            CASE WHEN p_round_closed THEN 'settled' ELSE 'open' END, p_now, CASE WHEN p_round_closed THEN p_now END)
      )
      INSERT INTO wallet_transactions (transaction_uuid, kind, member_id, round, reference_uuid, amount, fingerprint, status, balance, ledger_transfer_id, created_at)
        SELECT p_uuid, 'bet', v.member_id, p_round, NULL, p_amount, p_fingerprint, 'RS_OK', v_balance, t.id, p_now FROM t;
      RETURN QUERY SELECT 'RS_OK'::text, v_balance, v.member_id, false;
      RETURN;
    END IF;
  END IF;
  -- Refused: the call is recorded with the balance it answered, and nothing moved.
  SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_account;
  INSERT INTO wallet_transactions (transaction_uuid, kind, member_id, round, reference_uuid, amount, fingerprint, status, balance, ledger_transfer_id, created_at)
    VALUES (p_uuid, 'bet', v.member_id, p_round, NULL, p_amount, p_fingerprint, v_status, v_balance, NULL, p_now);
  RETURN QUERY SELECT v_status, v_balance, v.member_id, false;
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
  h1 bigint := hashtextextended(p_uuid, 0);
  h2 bigint := hashtextextended(coalesce(p_reference, p_uuid), 0);
  v record;
  v_account integer;
  v_shard integer;
  v_balance bigint;
  v_shard_balance bigint;
  v_status text := 'RS_OK';
  v_transfer bigint;
  v_currency text;
BEGIN
  PERFORM pg_advisory_xact_lock(least(h1, h2));
  IF h1 <> h2 THEN
    PERFORM pg_advisory_xact_lock(greatest(h1, h2));
  END IF;
  SELECT s.transaction_uuid IS NOT NULL AS seen, s.fingerprint AS seen_fingerprint, s.member_id AS seen_member,
      s.status AS seen_status, s.balance AS seen_balance,
      b.transaction_uuid IS NOT NULL AS bet_found, b.status AS bet_status, b.round AS bet_round, b.member_id,
      r.id AS round_id, r.status AS round_status, r.bet AS round_bet, r.node_id AS round_node, r.member_id AS round_member,
      a.id AS account, sh.id AS shard
    INTO v
    FROM (SELECT 1) one
    LEFT JOIN wallet_transactions s ON s.transaction_uuid = p_uuid
    LEFT JOIN wallet_transactions b ON b.transaction_uuid = p_reference AND b.kind = 'bet'
    LEFT JOIN game_rounds r ON r.id = b.round
    LEFT JOIN ledger_accounts a ON a.code = 'member:' || b.member_id
    LEFT JOIN ledger_accounts sh ON sh.code = p_vendor || ':' || (b.member_id % 8);
  IF v.seen THEN
    IF v.seen_fingerprint = p_fingerprint THEN
      RETURN QUERY SELECT v.seen_status, v.seen_balance, v.seen_member, true;
    ELSE
      RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION'::text,
        (SELECT a.balance FROM ledger_accounts a WHERE a.code = 'member:' || v.seen_member), v.seen_member, false;
    END IF;
    RETURN;
  END IF;
  -- Not recorded: the bet may still arrive, and then the same win is accepted.
  IF NOT v.bet_found OR v.bet_status <> 'RS_OK' OR v.bet_round <> p_round THEN
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'::text,
      (SELECT a.balance FROM ledger_accounts a WHERE a.code = 'member:' || v.member_id), v.member_id, false;
    RETURN;
  END IF;
  v_account := coalesce(v.account, wallet_member_account(v.member_id, p_currency));
  IF v.round_status = 'rolled_back' THEN
    v_status := 'RS_ERROR_TRANSACTION_ROLLED_BACK';
  ELSIF v.round_status <> 'open' THEN
    v_status := 'RS_ERROR_BET_SETTLED';
  ELSE
    IF p_amount > 0 THEN
      v_shard := coalesce(v.shard, wallet_vendor_account(p_vendor, v.member_id, p_currency));
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_account RETURNING balance, currency INTO v_balance, v_currency;
      -- The shard is not touched: v_shard_balance stays null (no running balance on an account that may go below zero).
      IF v_balance IS NULL THEN
        RAISE EXCEPTION 'wallet_win: no account %', v_account;
      END IF;
    ELSE
      SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_account;
    END IF;
    -- The transfer (none for a win of 0), its entries, the round and the call record in one statement.
    WITH t AS (
      INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, memo, currency, created_at)
        SELECT 'wallet:' || p_uuid, 'game.win', v_shard, v_account, p_amount, p_round, v_currency, p_now WHERE p_amount > 0 RETURNING id
    ), entries AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
        SELECT t.id, e.account, e.amount, e.balance, p_now
        FROM t, (VALUES (1, v_shard, -p_amount, v_shard_balance), (2, v_account, p_amount, v_balance)) e(n, account, amount, balance)
        ORDER BY e.n
    ), settled AS (
      UPDATE game_rounds SET win = p_amount, status = 'settled', settled_at = p_now WHERE id = v.round_id
    )
    INSERT INTO wallet_transactions (transaction_uuid, kind, member_id, round, reference_uuid, amount, fingerprint, status, balance, ledger_transfer_id, created_at)
      VALUES (p_uuid, 'win', v.member_id, p_round, p_reference, p_amount, p_fingerprint, 'RS_OK', v_balance, (SELECT t.id FROM t), p_now);
    IF p_amount > 0 AND (p_amount >= v.round_bet * p_big_multiple OR p_amount >= p_big_amount) THEN
      INSERT INTO game_wins (node_id, member_id, player_name, amount, round, occurred_at)
        SELECT v.round_node, m.id, m.account, p_amount, v.round_id, p_now FROM members m WHERE m.id = v.round_member
        ON CONFLICT (round) DO NOTHING;
    END IF;
    RETURN QUERY SELECT 'RS_OK'::text, v_balance, v.member_id, false;
    RETURN;
  END IF;
  -- Refused: the call is recorded with the balance it answered, and nothing moved.
  SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_account;
  INSERT INTO wallet_transactions (transaction_uuid, kind, member_id, round, reference_uuid, amount, fingerprint, status, balance, ledger_transfer_id, created_at)
    VALUES (p_uuid, 'win', v.member_id, p_round, p_reference, p_amount, p_fingerprint, v_status, v_balance, NULL, p_now);
  RETURN QUERY SELECT v_status, v_balance, v.member_id, false;
END
$$;

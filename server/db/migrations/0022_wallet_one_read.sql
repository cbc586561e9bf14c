-- Issue 17: a bet or a win runs seven statements instead of seventeen to nineteen. Profiled on PostgreSQL, a wallet
-- call's time went to starting and ending each statement (executor start, relation locks, memory contexts), not to
-- its rows: dropping five of its indexes changed nothing measurable. So the bet and the win now take their two
-- advisory locks inline, read everything they decide on in one statement (the token or the bet, both accounts, an
-- earlier call with the same id, a rollback's tombstone, the round) and write the transfer, its entries, the round
-- and the call record in one statement. The account rows are still updated one by one, the member's first, so two
-- calls never wait for each other in a circle (see wallet_move). The rules and the answers are those of migration
-- 0021; the rollback, rare, keeps its body.

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
      WHERE id = v_account AND (allow_negative OR balance >= p_amount) RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
    ELSE
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_shard RETURNING balance INTO v_shard_balance;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'wallet_bet: no account %', v_shard;
      END IF;
      WITH t AS (
        INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, memo, created_at)
          VALUES ('wallet:' || p_uuid, 'game.bet', v_account, v_shard, p_amount, p_round, p_now) RETURNING id
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
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_account RETURNING balance INTO v_balance;
      UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_shard RETURNING balance INTO v_shard_balance;
      IF v_balance IS NULL OR v_shard_balance IS NULL THEN
        RAISE EXCEPTION 'wallet_win: no account % or %', v_account, v_shard;
      END IF;
    ELSE
      SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_account;
    END IF;
    -- The transfer (none for a win of 0), its entries, the round and the call record in one statement.
    WITH t AS (
      INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, memo, created_at)
        SELECT 'wallet:' || p_uuid, 'game.win', v_shard, v_account, p_amount, p_round, p_now WHERE p_amount > 0 RETURNING id
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

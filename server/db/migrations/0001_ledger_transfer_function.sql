-- One ledger transfer in one statement (one round trip): lock both accounts in id order, honour the
-- idempotency key, refuse an overdraft, move the money and write both entries. It answers a status rather
-- than raising, so a caller's surrounding transaction stays usable after a refusal; nothing is written then.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key text, p_kind text, p_from integer, p_to integer, p_amount bigint, p_memo text, p_now timestamptz
) RETURNS TABLE (status text, transfer_id bigint, from_balance bigint, to_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_locked integer;
  v_seen ledger_transfers%ROWTYPE;
  v_id bigint;
  v_from bigint;
  v_to bigint;
BEGIN
  IF p_key IS NULL OR p_key = '' OR p_amount IS NULL OR p_amount <= 0 OR p_from = p_to THEN
    RETURN QUERY SELECT 'invalid'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  PERFORM 1 FROM ledger_accounts WHERE id IN (p_from, p_to) ORDER BY id FOR UPDATE;
  GET DIAGNOSTICS v_locked = ROW_COUNT;
  IF v_locked <> 2 THEN
    RETURN QUERY SELECT 'invalid'::text, NULL::bigint, NULL::bigint, NULL::bigint;
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
  UPDATE ledger_accounts SET balance = balance - p_amount
    WHERE id = p_from AND (allow_negative OR balance >= p_amount) RETURNING balance INTO v_from;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_to RETURNING balance INTO v_to;
  INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, memo, created_at)
    VALUES (p_key, p_kind, p_from, p_to, p_amount, p_memo, p_now) RETURNING id INTO v_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    VALUES (v_id, p_from, -p_amount, v_from, p_now), (v_id, p_to, p_amount, v_to, p_now);
  RETURN QUERY SELECT 'ok'::text, v_id, v_from, v_to;
END
$$;

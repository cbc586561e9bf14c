// Withdrawing, on PGlite and PostgreSQL: bank accounts, the payment password, refusals that hold nothing, the hold
// at once, replays, payouts in parts by the ops commands, the member's confirmations with proof uploads, the
// deadline after which a part counts as received, and the dispute queue.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { withdrawalProofs, withdrawals } from '../../../server/db/schema-wallet.ts';
import { ledgerAccounts } from '../../../server/db/schema.ts';
import { JobRunner } from '../../../server/jobs/runner.ts';
import { platformJobs } from '../../../server/jobs/platform-jobs.ts';
import { memberBalance } from '../../../server/ledger/accounts.ts';
import { call, pathOf, raw, untyped } from '../call-client.ts';
import { routes } from '../../../contract/routes.ts';
import type { CallBody } from '../../../contract/calls.ts';
import { JPG, PNG, jpgOf } from '../pictures.ts';

function multipart(files: { name: string; type: string; data: Buffer }[]) {
  const boundary = '----playstate-test-boundary';
  const chunks: Buffer[] = [];
  for (const f of files)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(dbKinds)('withdrawals on %s', (kind) => {
  let t: TestServer;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const info = async (m: TestMember) => (await call(t, 'withdrawInfo', { as: m })).body.value;
  const bind = (m: TestMember, body: CallBody<'addBankAccount'>) => call(t, 'addBankAccount', { as: m, body });
  const setPin = (m: TestMember, pin: string, confirm = pin) =>
    call(t, 'setPaymentPassword', { as: m, body: { paymentPassword: pin, confirmPaymentPassword: confirm } });
  const withdraw = (m: TestMember, body: { amount: number; bankAccountId: number; paymentPassword?: string; requestId?: string }) =>
    call(t, 'withdraw', { as: m, body: { paymentPassword: '135790', requestId: `req-${process.pid}-${++seq}`, ...body } });
  /** The withdrawal as its member sees it, read loosely (the tests destructure its parts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const view = async (m: TestMember, id: number): Promise<any> => (await call(t, 'withdrawal', { as: m, query: { id } })).body.value;
  const notReceived = (m: TestMember, partId: number, files: { name: string; type: string; data: Buffer }[]) => {
    const body = multipart(files);
    // Raw: the call's files, put together here as a browser's form would send them.
    return raw(t, routes.confirmNotReceived.method, pathOf('confirmNotReceived', { partId }), {
      as: m,
      headers: { 'content-type': body.contentType },
      body: body.payload,
    });
  };
  const holdBalance = async () => (await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'withdrawal:hold')))[0]?.balance ?? 0;

  /** A member with money, a bound account and the payment password 135790. */
  async function readyMember(funds: number) {
    const m = await signedInMember(t, funds);
    const account = (await bind(m, { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234564821' })).body.value;
    expect((await setPin(m, '135790')).body.success).toBe(true);
    return { m, accountId: account.id as number };
  }

  it('shows the limits and binds bank accounts, masked; refuses duplicates and bad input', async () => {
    const m = await signedInMember(t, 50_000);
    expect(await info(m)).toMatchObject({
      balance: 500,
      min: 100,
      max: 50_000,
      dailyCount: 5,
      usedToday: 0,
      remainingToday: 5,
      hasPaymentPassword: false,
      accounts: [],
      confirmMinutes: 30,
      maxBankAccounts: 5,
    });
    const bound = await bind(m, { bankCode: 'BPI', accountName: 'Maria Santos', accountNumber: '9876543210' });
    expect(bound.body.value).toMatchObject({
      bankCode: 'BPI',
      bankName: 'Bank of the Philippine Islands',
      accountName: 'Maria Santos',
      accountNumber: '•••• 3210',
    });
    expect((await bind(m, { bankCode: 'BPI', accountName: 'Maria Santos', accountNumber: '9876543210' })).body).toMatchObject({
      success: false,
      errorCode: 'bank.account.exists',
    });
    expect((await bind(m, { bankCode: 'BPI', accountName: 'Maria', accountNumber: '12ab' })).status).toBe(400);
    expect((await untyped(t, 'addBankAccount', { as: m, body: { bankCode: 'NOPE', accountName: 'Maria', accountNumber: '12345678' } })).status).toBe(400);
    expect((await info(m)).accounts).toHaveLength(1);
    expect(JSON.stringify(await info(m))).not.toContain('9876543210');
  });

  it('sets the payment password once and changes it only with the old one', async () => {
    const m = await signedInMember(t, 0);
    expect((await setPin(m, '12345')).status).toBe(400);
    expect((await setPin(m, '111222', '111333')).body).toMatchObject({ success: false, errorCode: 'paymentPassword.mismatch' });
    expect((await setPin(m, '111222')).body.success).toBe(true);
    expect((await info(m)).hasPaymentPassword).toBe(true);
    expect((await setPin(m, '333444')).body).toMatchObject({ success: false, errorCode: 'paymentPassword.already.set' });
    const change = (old: string, next: string) =>
      call(t, 'changePaymentPassword', { as: m, body: { oldPaymentPassword: old, newPaymentPassword: next, confirmPaymentPassword: next } });
    expect((await change('000000', '555666')).body).toMatchObject({ success: false, errorCode: 'paymentPassword.incorrect' });
    expect((await change('111222', '555666')).body.success).toBe(true);
    expect((await change('111222', '777888')).body.errorCode).toBe('paymentPassword.incorrect');
  });

  it('refuses a withdrawal with its reason and holds nothing', async () => {
    const fresh = await signedInMember(t, 100_000);
    expect((await withdraw(fresh, { amount: 200, bankAccountId: 1 })).body.errorCode).toBe('paymentPassword.unset');
    const { m, accountId } = await readyMember(100_000);
    const other = await readyMember(0);
    expect((await withdraw(m, { amount: 200, bankAccountId: other.accountId })).body.errorCode).toBe('withdraw.bankAccount.missing');
    expect((await withdraw(m, { amount: 99.99, bankAccountId: accountId })).body).toMatchObject({
      errorCode: 'withdraw.amount.below.min',
      value: { min: 100, max: 50_000 },
    });
    expect((await withdraw(m, { amount: 50_000.01, bankAccountId: accountId })).body.errorCode).toBe('withdraw.amount.above.max');
    expect((await withdraw(m, { amount: 200, bankAccountId: accountId, paymentPassword: '000000' })).body).toMatchObject({
      errorCode: 'paymentPassword.incorrect',
      value: { attemptsLeft: 4 },
    });
    expect((await withdraw(m, { amount: 1000.01, bankAccountId: accountId })).body.errorCode).toBe('withdraw.insufficient.balance');
    expect((await withdraw(m, { amount: 200.001, bankAccountId: accountId })).status).toBe(400);
    expect(await balance(t, m)).toBe(100_000);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.memberId))).toHaveLength(0);
  });

  it('locks withdrawing after 5 wrong payment passwords in an hour', async () => {
    const { m, accountId } = await readyMember(100_000);
    for (let i = 0; i < 5; i++)
      expect((await withdraw(m, { amount: 200, bankAccountId: accountId, paymentPassword: '999999' })).body.errorCode).toBe('paymentPassword.incorrect');
    const locked = await withdraw(m, { amount: 200, bankAccountId: accountId });
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('paymentPassword.locked');
    t.clock.advance(3_600_001);
    expect((await withdraw(m, { amount: 200, bankAccountId: accountId })).body.success).toBe(true);
    expect(await balance(t, m)).toBe(80_000);
  });

  it('holds the amount at once; a resent request or a replayed body holds nothing again', async () => {
    const { m, accountId } = await readyMember(100_000);
    const holdBefore = await holdBalance();
    const body = { amount: 250.5, bankAccountId: accountId, paymentPassword: '135790', requestId: `once-${process.pid}-${kind}` };
    const first = await withdraw(m, body);
    const w = first.body.value;
    expect(w).toMatchObject({
      amount: 250.5,
      status: 'pending',
      payee: 'BDO •••• 4821',
      paidAmount: 0,
      receivedAmount: 0,
      remainingAmount: 250.5,
      confirmMinutes: 30,
      parts: [],
    });
    expect(w.orderNo).toMatch(/^W\d{8}[0-9A-F]{10}$/);
    expect(await balance(t, m)).toBe(100_000 - 25_050);
    expect(await holdBalance()).toBe(holdBefore + 25_050);
    const again = await Promise.all([withdraw(m, body), withdraw(m, body)]);
    expect(again.map((r) => r.body.value.id)).toEqual([w.id, w.id]);
    expect(await balance(t, m)).toBe(100_000 - 25_050);
    expect((await info(m)).usedToday).toBe(1);
    // The very same sealed body sent twice: the second is refused before anything is read.
    const publicKey = (await call(t, 'rsaKey')).body.value.publicKey;
    const { sealPayload } = await import('../../../src/api/encryption.ts');
    const once = await sealPayload(publicKey, { ...body, requestId: `twice-${process.pid}-${kind}` }, t.clock.now().getTime());
    const send = () => raw(t, routes.withdraw.method, pathOf('withdraw'), { as: m, headers: { encryption: once.header }, body: once.body });
    expect((await send()).body.success).toBe(true);
    const replay = await send();
    expect(replay.status).toBe(400);
    expect(replay.body.errorCode).toBe('encryption.replayed');
    expect(await balance(t, m)).toBe(100_000 - 2 * 25_050);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('never holds more than the balance when requests race', async () => {
    const { m, accountId } = await readyMember(100_000);
    const answers = await Promise.all(Array.from({ length: 4 }, () => withdraw(m, { amount: 400, bankAccountId: accountId })));
    const codes = answers.map((a) => (a.body.success ? 'ok' : a.body.errorCode)).sort();
    expect(codes).toEqual(['ok', 'ok', 'withdraw.insufficient.balance', 'withdraw.insufficient.balance']);
    expect(await balance(t, m)).toBe(20_000);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.memberId))).toHaveLength(2);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('refuses more than the daily count of withdrawals', async () => {
    const { m, accountId } = await readyMember(1_000_000);
    for (let i = 0; i < 5; i++) expect((await withdraw(m, { amount: 100, bankAccountId: accountId })).body.success).toBe(true);
    expect((await withdraw(m, { amount: 100, bankAccountId: accountId })).body.errorCode).toBe('withdraw.daily.limit');
    expect(await balance(t, m)).toBe(1_000_000 - 5 * 10_000);
  });

  it('pays in two parts; one received, one not received with proof and refunded from the dispute queue', async () => {
    const { m, accountId } = await readyMember(500_000);
    const w = (await withdraw(m, { amount: 3000, bankAccountId: accountId })).body.value;
    expect(await runOpsCommand(t.deps, 'withdrawal-pay', { id: w.id, amount: 1000 })).toContain('Paid part 1');
    let v = await view(m, w.id);
    expect(v).toMatchObject({ status: 'paying', paidAmount: 1000, receivedAmount: 0, remainingAmount: 3000 });
    await expect(runOpsCommand(t.deps, 'withdrawal-pay', { id: w.id, amount: 2000.01 })).rejects.toThrow('2000.00 left to pay');
    await runOpsCommand(t.deps, 'withdrawal-pay', { id: w.id, amount: 2000 });
    v = await view(m, w.id);
    expect(v.status).toBe('paid');
    const [p1, p2] = v.parts;
    expect(p1).toMatchObject({ seq: 1, amount: 1000, status: 'awaiting', confirmedAt: null, proofCount: 0, dispute: null });
    expect(Date.parse(p1.confirmBy) - Date.parse(p1.paidAt)).toBe(30 * 60_000);

    const received = await call(t, 'confirmReceived', { as: m, body: { partId: p1.id } });
    expect(received.body.value).toMatchObject({ receivedAmount: 1000, remainingAmount: 2000 });
    expect((await call(t, 'confirmReceived', { as: m, body: { partId: p1.id } })).body.value.receivedAmount).toBe(1000);

    const reported = await notReceived(m, p2.id, [
      { name: 'receipt.png', type: 'image/png', data: PNG },
      { name: 'bank.jpg', type: 'image/jpeg', data: JPG },
    ]);
    expect(reported.body.value).toMatchObject({ status: 'completed', receivedAmount: 1000, remainingAmount: 2000 });
    expect(reported.body.value.parts[1]).toMatchObject({ status: 'notReceived', proofCount: 2, dispute: 'open' });
    // A repeat stores nothing more; a part reported missing cannot then be confirmed.
    expect((await notReceived(m, p2.id, [{ name: 'again.png', type: 'image/png', data: PNG }])).body.value.parts[1].proofCount).toBe(2);
    expect((await call(t, 'confirmReceived', { as: m, body: { partId: p2.id } })).body.errorCode).toBe('withdrawal.part.answered');
    expect((await notReceived(m, p1.id, [{ name: 'a.png', type: 'image/png', data: PNG }])).body.errorCode).toBe('withdrawal.part.answered');

    expect(await runOpsCommand(t.deps, 'dispute-list', {})).toContain(`part ${String(p2.id).padStart(5)}`);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'proofs-'));
    try {
      expect(await runOpsCommand(t.deps, 'dispute-proofs', { partId: p2.id, out })).toContain('image/jpeg');
      expect(fs.readFileSync(path.join(out, `part-${p2.id}-proof-1.png`)).equals(PNG)).toBe(true);
      expect(fs.readFileSync(path.join(out, `part-${p2.id}-proof-2.jpg`)).equals(JPG)).toBe(true);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
    const before = await balance(t, m);
    expect(await runOpsCommand(t.deps, 'dispute-refund', { partId: p2.id })).toContain('refunded');
    expect(await balance(t, m)).toBe(before + 200_000);
    await expect(runOpsCommand(t.deps, 'dispute-refund', { partId: p2.id })).rejects.toThrow('no open dispute');
    expect(await balance(t, m)).toBe(before + 200_000);
    expect((await view(m, w.id)).parts[1].dispute).toBe('refunded');
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('refuses uploads that are too many, too big, not images or missing, and stores nothing', async () => {
    const { m, accountId } = await readyMember(500_000);
    const w = (await withdraw(m, { amount: 500, bankAccountId: accountId })).body.value;
    await runOpsCommand(t.deps, 'withdrawal-pay', { id: w.id, amount: 500 });
    const partId = (await view(m, w.id)).parts[0].id;
    const png = (name: string) => ({ name, type: 'image/png', data: PNG });
    expect((await notReceived(m, partId, [png('1.png'), png('2.png'), png('3.png'), png('4.png')])).body).toMatchObject({
      success: false,
      errorCode: 'proof.too.many',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await notReceived(m, partId, [{ name: 'big.png', type: 'image/png', data: big }])).body.errorCode).toBe('proof.too.large');
    expect(
      (await notReceived(m, partId, [png('ok.png'), { name: 'fake.png', type: 'image/png', data: Buffer.from('<svg>not a png</svg>') }])).body.errorCode,
    ).toBe('proof.not.image');
    expect((await notReceived(m, partId, [])).body.errorCode).toBe('proof.missing');
    const json = await untyped(t, 'confirmNotReceived', { as: m, query: { partId }, body: { proof: 'x' } });
    expect(json.status).toBe(400);
    expect((await view(m, w.id)).parts[0]).toMatchObject({ status: 'awaiting', proofCount: 0, dispute: null });
    expect(await t.db.select({ id: withdrawalProofs.id }).from(withdrawalProofs).where(eq(withdrawalProofs.partId, partId))).toHaveLength(0);
    // 3 images are fine (the 5 MB limit itself is the upload parser's fileSize limit, refused above).
    const max = jpgOf(400, 100);
    expect(
      (await notReceived(m, partId, [png('1.png'), png('2.png'), { name: 'max.jpg', type: 'image/jpeg', data: max }])).body.value.parts[0].proofCount,
    ).toBe(3);
  });

  it('counts a part not answered in time as received: no report, no refund', async () => {
    const { m, accountId } = await readyMember(500_000);
    const w = (await withdraw(m, { amount: 400, bankAccountId: accountId })).body.value;
    await runOpsCommand(t.deps, 'withdrawal-pay', { id: w.id, amount: 400 });
    const part = (await view(m, w.id)).parts[0];
    t.clock.advance(29 * 60_000);
    expect((await view(m, w.id)).parts[0].status).toBe('awaiting');
    t.clock.advance(60_000);
    const v = await view(m, w.id);
    expect(v).toMatchObject({ status: 'completed', receivedAmount: 400, remainingAmount: 0 });
    expect(v.parts[0]).toMatchObject({ status: 'autoReceived', confirmedAt: part.confirmBy });
    expect((await notReceived(m, part.id, [{ name: 'late.png', type: 'image/png', data: PNG }])).body.errorCode).toBe('withdrawal.part.autoReceived');
    await expect(runOpsCommand(t.deps, 'dispute-refund', { partId: part.id })).rejects.toThrow('no open dispute');
    expect(await t.db.select({ id: withdrawalProofs.id }).from(withdrawalProofs).where(eq(withdrawalProofs.partId, part.id))).toHaveLength(0);
  });

  it('marks all parts received at once, and the sweep settles overdue parts for everyone', async () => {
    const { m, accountId } = await readyMember(500_000);
    const w = (await withdraw(m, { amount: 900, bankAccountId: accountId })).body.value;
    expect(await runOpsCommand(t.deps, 'withdrawal-process', {})).toContain(String(w.id));
    const all = await call(t, 'confirmAllReceived', { as: m, body: { withdrawalId: w.id } });
    expect(all.body.value).toMatchObject({ status: 'completed', receivedAmount: 900, remainingAmount: 0 });
    expect(all.body.value.parts.map((p: { status: string; amount: number }) => [p.status, p.amount])).toEqual([
      ['received', 450],
      ['received', 450],
    ]);
    expect((await call(t, 'confirmAllReceived', { as: m, body: { withdrawalId: w.id } })).body.value.status).toBe('completed');

    const w2 = (await withdraw(m, { amount: 100, bankAccountId: accountId })).body.value;
    await runOpsCommand(t.deps, 'withdrawal-pay', { id: w2.id, amount: 100 });
    t.clock.advance(31 * 60_000);
    expect(await runOpsCommand(t.deps, 'withdrawal-sweep', {})).toMatch(/^[1-9]\d* part/);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, w2.id));
    expect(row!.status).toBe('completed');
  });

  it('rejects a withdrawal: what is still held goes back; a list shows every withdrawal', async () => {
    const { m, accountId } = await readyMember(500_000);
    const w = (await withdraw(m, { amount: 1000, bankAccountId: accountId })).body.value;
    await runOpsCommand(t.deps, 'withdrawal-pay', { id: w.id, amount: 300 });
    expect(await runOpsCommand(t.deps, 'withdrawal-reject', { id: w.id })).toContain('700.00 went back');
    expect(await memberBalance(t.db, m.memberId)).toBe(500_000 - 100_000 + 70_000);
    await expect(runOpsCommand(t.deps, 'withdrawal-reject', { id: w.id })).rejects.toThrow('already rejected');
    await expect(runOpsCommand(t.deps, 'withdrawal-pay', { id: w.id, amount: 1 })).rejects.toThrow('rejected');
    expect((await view(m, w.id)).status).toBe('rejected');
    expect(await runOpsCommand(t.deps, 'withdrawal-list', {})).toContain(w.orderNo);

    const page = (await call(t, 'withdrawals', { as: m, query: { pageSize: 1 } })).body.value;
    expect(page).toMatchObject({ total: 1, totalPages: 1, pageNum: 1 });
    expect(page.content[0]).toMatchObject({ id: w.id, status: 'rejected', paidAmount: 300 });
    expect((await call(t, 'withdrawals', { as: m, query: { status: 'pending' } })).body.value.total).toBe(0);
    const stranger = await signedInMember(t, 0);
    expect((await call(t, 'withdrawal', { as: stranger, query: { id: w.id } })).body.errorCode).toBe('withdrawal.unknown');
    expect((await call(t, 'confirmReceived', { as: stranger, body: { partId: 1 } })).body.errorCode).toBe('withdrawal.part.unknown');
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('the demo payout processor (a job) pays a pending withdrawal in two halves as time passes, once', async () => {
    t.deps.config.wallet.demoPayoutMinutes = 1;
    // A second runner on the same database, as a second instance would have.
    const other = new JobRunner(t.deps, platformJobs(t.deps.config));
    try {
      const { m, accountId } = await readyMember(500_000);
      const w = (await withdraw(m, { amount: 300.01, bankAccountId: accountId })).body.value;
      await t.app.jobs.runDue();
      expect((await view(m, w.id)).parts).toEqual([]);
      t.clock.advance(60_000);
      // Reads pay nothing: the job does.
      expect((await view(m, w.id)).parts).toEqual([]);
      await Promise.all([t.app.jobs.runDue(), other.runDue()]);
      const a = await view(m, w.id);
      expect(a.parts).toHaveLength(1);
      expect(a).toMatchObject({ status: 'paying', paidAmount: 150 });
      t.clock.advance(60_000);
      await Promise.all([t.app.jobs.runDue(), other.runDue()]);
      const list = (await call(t, 'withdrawals', { as: m })).body.value;
      expect(list.content[0]).toMatchObject({ status: 'paid', paidAmount: 300.01 });
      expect(list.content[0]!.parts.map((p: { amount: number }) => p.amount)).toEqual([150, 150.01]);
      t.clock.advance(60_000);
      await t.app.jobs.runDue();
      expect((await view(m, w.id)).parts).toHaveLength(2);
      expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
    } finally {
      t.deps.config.wallet.demoPayoutMinutes = 0;
    }
  });

  it('refuses trial accounts with 403', async () => {
    const trial = await signedInMember(t, 0, 4);
    const res = await call(t, 'withdrawInfo', { as: trial });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('member.trial');
  });
});

// Transfers on PGlite and PostgreSQL: between the main wallet and the providers' transfer wallets (only when the
// merchant runs them), and to the member's agent (only where the merchant allows it); resends move nothing again.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balance, signedInMember, type TestServer } from '../wallet-helpers.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { members } from '../../../server/db/schema.ts';
import { call, untyped } from '../call-client.ts';

describe.each(dbKinds)('transfers on %s', (kind) => {
  let t: TestServer;
  let seq = 0;
  const rid = () => `rid-${process.pid}-${++seq}`;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  it('refuses wallet transfers while the merchant runs a single wallet', async () => {
    const m = await signedInMember(t, 10_000);
    expect((await call(t, 'walletTransfer', { as: m, body: { from: 'MAIN', to: 'JL', amount: 10, requestId: rid() } })).body).toMatchObject({
      success: false,
      errorCode: 'wallet.transfer.single',
    });
    expect((await call(t, 'consolidatedFunds', { as: m })).body.value.wallets).toEqual([{ name: 'main', code: 'MAIN', balance: 100 }]);
    expect(await balance(t, m)).toBe(10_000);
  });

  it('moves money between the main wallet and a transfer wallet, once per request id', async () => {
    await runOpsCommand(t.deps, 'wallet-mode', { isSingle: false });
    const m = await signedInMember(t, 10_000);
    const body = { from: 'MAIN', to: 'JL', amount: 40.25, requestId: rid() };
    const first = await call(t, 'walletTransfer', { as: m, body });
    expect(first.body.value.wallets[0]).toEqual({ code: 'MAIN', name: 'Main wallet', balance: 59.75 });
    expect(first.body.value.wallets.find((w: { code: string }) => w.code === 'JL')!.balance).toBe(40.25);
    expect((await call(t, 'walletTransfer', { as: m, body })).body.value.wallets[0]!.balance).toBe(59.75);
    expect((await call(t, 'walletTransfer', { as: m, body: { ...body, amount: 1 } })).body.errorCode).toBe('wallet.transfer.conflict');
    expect((await call(t, 'walletTransfer', { as: m, body: { from: 'JL', to: 'MAIN', amount: 40.26, requestId: rid() } })).body.errorCode).toBe(
      'wallet.insufficient.balance',
    );
    expect((await call(t, 'walletTransfer', { as: m, body: { from: 'JL', to: 'MAIN', amount: 0.25, requestId: rid() } })).body.value.wallets[0]!.balance).toBe(
      60,
    );
    expect((await call(t, 'walletTransfer', { as: m, body: { from: 'JL', to: 'PG', amount: 1, requestId: rid() } })).body.errorCode).toBe(
      'wallet.transfer.main',
    );
    expect((await call(t, 'walletTransfer', { as: m, body: { from: 'MAIN', to: 'MAIN', amount: 1, requestId: rid() } })).body.errorCode).toBe(
      'wallet.transfer.same',
    );
    expect((await call(t, 'walletTransfer', { as: m, body: { from: 'MAIN', to: 'NOPE', amount: 1, requestId: rid() } })).body.errorCode).toBe('wallet.unknown');
    expect((await call(t, 'walletTransfer', { as: m, body: { from: 'MAIN', to: 'JL', amount: 1.001, requestId: rid() } })).status).toBe(400);
    const funds = (await call(t, 'consolidatedFunds', { as: m })).body.value;
    expect(funds.balance).toBe(60);
    expect(funds.wallets.length).toBeGreaterThan(2);
    const record = (await call(t, 'accountRecord', { as: m })).body.value;
    expect(record.content.map((r: { kind: string; amount: number }) => [r.kind, r.amount]).slice(0, 2)).toEqual([
      ['transfer.in', 0.25],
      ['transfer.out', -40.25],
    ]);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
    await runOpsCommand(t.deps, 'wallet-mode', { isSingle: true });
  });

  it('transfers to the agent only where the merchant allows it', async () => {
    const agent = await signedInMember(t, 0, 1);
    const m = await signedInMember(t, 10_000);
    await t.db.update(members).set({ parentId: agent.memberId }).where(eq(members.id, m.memberId));
    const send = (amount: number, requestId = rid()) => call(t, 'transferUpline', { as: m, body: { amount, requestId } });
    expect((await call(t, 'transferUplineInfo', { as: m })).body.value).toEqual({ enabled: false, upline: agent.account, balance: 100 });
    expect((await send(10)).body.errorCode).toBe('function.not.available');
    await runOpsCommand(t.deps, 'transfer-upline', { enabled: true });
    expect((await call(t, 'transferUplineInfo', { as: m })).body.value.enabled).toBe(true);
    const id = rid();
    expect((await send(30, id)).body.value).toEqual({ balance: 70, upline: agent.account });
    expect((await send(30, id)).body.value.balance).toBe(70);
    expect((await send(70.01)).body.errorCode).toBe('wallet.insufficient.balance');
    expect(await balance(t, agent)).toBe(3_000);
    const orphan = await signedInMember(t, 10_000);
    expect((await call(t, 'transferUpline', { as: orphan, body: { amount: 1, requestId: rid() } })).body.errorCode).toBe('transfer.upline.none');
    await runOpsCommand(t.deps, 'transfer-upline', { enabled: false });
  });

  const badAmounts: [string, unknown, string][] = [
    ['no amount', undefined, 'amount: Invalid input'],
    ['zero', 0, 'amount: Too small'],
    ['a negative amount', -5, 'amount: Too small'],
    ['more than 2 decimals', 0.125, 'amount: at most 2 decimal places'],
    ['text', 'ten', 'amount: Invalid input'],
    ['a number as text', '10', 'amount: Invalid input'],
    ['null', null, 'amount: Invalid input'],
  ];

  it.each(badAmounts)("refuses a wallet transfer of %s with 400 and the amount's message, moving nothing", async (_name, amount, message) => {
    await runOpsCommand(t.deps, 'wallet-mode', { isSingle: false });
    try {
      const m = await signedInMember(t, 10_000);
      const res = await untyped(t, 'walletTransfer', { as: m, body: { from: 'MAIN', to: 'JL', amount, requestId: rid() } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
      expect(res.body.message).toContain(message);
      expect(await balance(t, m)).toBe(10_000);
      expect(
        (await call(t, 'consolidatedFunds', { as: m })).body.value.wallets.every(
          (w: { code: string; balance: number }) => w.balance === (w.code === 'MAIN' ? 100 : 0),
        ),
      ).toBe(true);
      expect((await call(t, 'accountRecord', { as: m })).body.value.total).toBe(1);
    } finally {
      await runOpsCommand(t.deps, 'wallet-mode', { isSingle: true });
    }
  });

  it('refuses a wallet transfer with a missing or malformed wallet or request id with 400, moving nothing', async () => {
    await runOpsCommand(t.deps, 'wallet-mode', { isSingle: false });
    try {
      const m = await signedInMember(t, 10_000);
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'from: Invalid input'],
        [{ from: 'MAIN', amount: 1, requestId: rid() }, 'to: Invalid input'],
        [{ from: 'main', to: 'JL', amount: 1, requestId: rid() }, 'from: MAIN or a provider code'],
        [{ from: 'MAIN', to: 'JL', amount: 1 }, 'requestId: Invalid input'],
        [{ from: 'MAIN', to: 'JL', amount: 1, requestId: 'short' }, 'requestId: Too small'],
        [{ from: 'MAIN', to: 'JL', amount: 1, requestId: rid(), extra: true }, 'Unrecognized key'],
      ];
      for (const [body, message] of cases) {
        const res = await untyped(t, 'walletTransfer', { as: m, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message, JSON.stringify(body)).toContain(message);
      }
      // Refusals the server decides (200 with a code) move nothing either.
      expect((await call(t, 'walletTransfer', { as: m, body: { from: 'MAIN', to: 'MAIN', amount: 1, requestId: rid() } })).body.errorCode).toBe(
        'wallet.transfer.same',
      );
      expect((await call(t, 'walletTransfer', { as: m, body: { from: 'MAIN', to: 'JL', amount: 100.01, requestId: rid() } })).body.errorCode).toBe(
        'wallet.insufficient.balance',
      );
      expect(await balance(t, m)).toBe(10_000);
      expect((await call(t, 'accountRecord', { as: m })).body.value.total).toBe(1);
    } finally {
      await runOpsCommand(t.deps, 'wallet-mode', { isSingle: true });
    }
  });

  it.each(badAmounts)("refuses a transfer to the agent of %s with 400 and the amount's message, moving nothing", async (_name, amount, message) => {
    const agent = await signedInMember(t, 0, 1);
    const m = await signedInMember(t, 10_000);
    await t.db.update(members).set({ parentId: agent.memberId }).where(eq(members.id, m.memberId));
    await runOpsCommand(t.deps, 'transfer-upline', { enabled: true });
    try {
      const res = await untyped(t, 'transferUpline', { as: m, body: { amount, requestId: rid() } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
      expect(res.body.message).toContain(message);
      expect(await balance(t, m)).toBe(10_000);
      expect(await balance(t, agent)).toBe(0);
    } finally {
      await runOpsCommand(t.deps, 'transfer-upline', { enabled: false });
    }
  });

  it('refuses trial accounts', async () => {
    const trial = await signedInMember(t, 0, 4);
    expect((await call(t, 'walletTransfer', { as: trial, body: { from: 'MAIN', to: 'JL', amount: 1, requestId: rid() } })).status).toBe(403);
  });
});

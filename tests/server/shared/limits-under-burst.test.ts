// Issue 12, item 4: every limit holds under a burst of parallel requests, on PGlite and on PostgreSQL (where
// requests really run side by side). Each test fires the burst with Promise.all and then checks what a caller
// sees: how many were checked or accepted, that the right answer afterwards is still refused, and that no money,
// withdrawal or binding beyond the limit exists.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { members } from '../../../server/db/schema.ts';
import { bankAccounts, withdrawals } from '../../../server/db/schema-wallet.ts';
import { hashPassword } from '../../../server/shared/passwords.ts';
import { CAPTCHA_ALPHABET, CAPTCHA_MIN_LENGTH } from '../../../server/session/captcha-image.ts';
import type { LoginRequest } from '../../../contract/session/session.ts';
import { call, type Answered } from '../call-client.ts';

// The injected random below always picks the smallest value: every captcha reads this, every texted code 000000.
const CAPTCHA_ANSWER = CAPTCHA_ALPHABET[0]!.repeat(CAPTCHA_MIN_LENGTH);
const SMS_CODE = '000000';

type Answer = { statusCode: number; errorCode: string; success: boolean; value: unknown };

/** How many answers had each outcome ('ok' for a success, else the error code). */
function tally(answers: Answer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.success ? 'ok' : a.errorCode;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

const burst = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe.each(dbKinds)('limits under parallel bursts on %s', (kind) => {
  let t: TestServer;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    t.deps.random = { ...t.deps.random, int: (min) => min };
  });
  afterAll(() => t.close());

  const answer = async (res: Promise<Answered<unknown>>): Promise<Answer> => {
    const { status, body } = await res;
    return { statusCode: status, errorCode: body.errorCode, success: body.success, value: body.value };
  };

  /** A member who signs in with `password`, under a fresh account name. */
  async function memberWithPassword(password: string, extra: Partial<typeof members.$inferInsert> = {}) {
    const account = `burst${kind.slice(0, 2)}${++seq}${process.pid % 1000}`;
    const now = t.clock.now();
    await t.db.insert(members).values({
      account,
      nickname: account,
      passwordHash: await hashPassword(password),
      type: 0,
      language: 'EN',
      passwordChangedAt: now,
      createdAt: now,
      ...extra,
    });
    return account;
  }

  /** A solved captcha, fetched from its own address so the per-IP captcha limit stays out of the way. */
  const captcha = async () => {
    const ip = `10.99.${++seq % 250}.${seq % 250}`;
    const res = await call(t, 'captcha', { ip });
    return { captchaId: res.body.value.captchaId, captcha: CAPTCHA_ANSWER };
  };

  const login = (payload: Omit<Extract<LoginRequest, { type: 'username' }>, 'type'>, ip: string) =>
    answer(call(t, 'login', { body: { type: 'username', ...payload }, ip }));

  it('checks one wrong password of a burst without captchas; the right one then still needs the captcha', async () => {
    const username = await memberWithPassword('Right1234');
    const ip = '10.60.0.1';
    const answers = await burst(200, () => login({ username, password: 'wrong-guess' }, ip));
    // At most one is checked; the others are refused unchecked: for want of a captcha, or (while many are in flight)
    // as too many. Which one is checked is a race, and when the account and the address counters are claimed in
    // opposite orders by two requests, neither comes first on both and none is checked.
    const { 'login.failed': checked = 0, 'captcha.required': noCaptcha = 0, TOO_MANY_REQUESTS: tooMany = 0, ...rest } = tally(answers);
    expect(checked).toBeLessThanOrEqual(1);
    expect(noCaptcha + tooMany).toBe(200 - checked);
    expect(rest).toEqual({});

    // A captcha after one failure: if a wrong password was checked, the right one needs it; if none was, there was
    // no failure, and the right one signs in as it is.
    const right = await login({ username, password: 'Right1234' }, ip);
    if (checked === 1) {
      expect(right.errorCode).toBe('captcha.required');
      expect((await login({ username, password: 'Right1234', ...(await captcha()) }, ip)).success).toBe(true);
    } else expect(right.success).toBe(true);
  });

  it('checks at most 10 wrong passwords of a burst with solved captchas from many addresses, then refuses the right one', async () => {
    const username = await memberWithPassword('Right1234');
    const captchas = await burst(200, () => captcha());
    const answers = await burst(200, (i) => login({ username, password: `wrong-${i}`, ...captchas[i] }, `10.61.${i % 250}.${Math.floor(i / 250) + 1}`));
    const outcomes = tally(answers);
    expect(outcomes['login.failed']).toBe(10);
    expect(outcomes.TOO_MANY_REQUESTS).toBe(190);
    expect(answers.filter((a) => a.errorCode === 'TOO_MANY_REQUESTS').every((a) => a.statusCode === 429)).toBe(true);

    const right = await login({ username, password: 'Right1234', ...(await captcha()) }, '10.61.250.1');
    expect(right).toMatchObject({ statusCode: 429, errorCode: 'TOO_MANY_REQUESTS' });
    t.clock.advance(15 * 60_000 + 1);
    expect((await login({ username, password: 'Right1234', ...(await captcha()) }, '10.61.250.2')).success).toBe(true);
  });

  it('checks at most 30 failures from one address in a burst across accounts', async () => {
    const ip = '10.62.0.1';
    const captchas = await burst(100, () => captcha());
    const answers = await burst(100, (i) => login({ username: `nobody${kind}${i}`, password: 'wrong-guess', ...captchas[i] }, ip));
    const outcomes = tally(answers);
    expect(outcomes['login.failed']).toBe(30);
    expect(outcomes.TOO_MANY_REQUESTS).toBe(70);
    const someone = await memberWithPassword('Right1234');
    expect((await login({ username: someone, password: 'Right1234', ...(await captcha()) }, ip)).statusCode).toBe(429);
  });

  it('checks at most 3 wrong second-step answers of a burst on one ticket, 5 across tickets, then refuses the right one', async () => {
    const username = await memberWithPassword('Right1234', { secondVerification: 'bankName', payeeName: 'Ana Santos' });
    const ticket = async (ip: string) => {
      const asked = await login({ username, password: 'Right1234', ...(await captcha()) }, ip);
      expect(asked.errorCode).toBe('login.verification.required');
      return (asked.value as { ticket: string }).ticket;
    };
    const second = (t2: string, verification: string, ip: string) => answer(call(t, 'login', { body: { type: 'secondStep', ticket: t2, verification }, ip }));

    const one = await ticket('10.63.0.1');
    expect(tally(await burst(9, (i) => second(one, `Nobody ${i}`, `10.63.0.${i + 1}`)))).toEqual({
      'login.verification.invalid': 3,
      'login.ticket.expired': 6,
    });
    // Two more wrong answers on fresh tickets reach the member's 5, counted however many tickets they come with.
    const more = [await ticket('10.63.1.1'), await ticket('10.63.1.2'), await ticket('10.63.1.3')];
    expect(tally(await burst(6, (i) => second(more[i % 3]!, `Nobody ${i}`, `10.63.2.${i + 1}`)))).toEqual({
      'login.verification.invalid': 2,
      TOO_MANY_REQUESTS: 4,
    });
    const right = await second(await ticket('10.63.3.1'), 'Ana Santos', '10.63.3.1');
    expect(right.statusCode).toBe(429);
  });

  describe('the payment password and withdrawals', () => {
    const withdraw = (m: TestMember, body: { amount: number; bankAccountId: number; paymentPassword?: string }) =>
      answer(call(t, 'withdraw', { as: m, body: { paymentPassword: '135790', requestId: `burst-${process.pid}-${++seq}`, ...body } }));

    /** A member with money, a bound account and the payment password 135790. */
    async function readyMember(funds: number) {
      const m = await signedInMember(t, funds);
      const account = (await call(t, 'addBankAccount', { as: m, body: { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234564821' } })).body
        .value;
      const set = await call(t, 'setPaymentPassword', { as: m, body: { paymentPassword: '135790', confirmPaymentPassword: '135790' } });
      expect(set.body.success).toBe(true);
      return { m, accountId: account.id as number };
    }

    const withdrawalsOf = (m: TestMember) => t.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.memberId));

    it('answers at most 5 wrong payment passwords of a withdrawal burst as wrong, then refuses the right one and holds nothing', async () => {
      const { m, accountId } = await readyMember(100_000);
      const answers = await burst(50, (i) => withdraw(m, { amount: 200, bankAccountId: accountId, paymentPassword: String(200_000 + i) }));
      const outcomes = tally(answers);
      expect(outcomes['paymentPassword.incorrect']).toBe(5);
      expect(outcomes['paymentPassword.locked']).toBe(45);
      expect(await withdraw(m, { amount: 200, bankAccountId: accountId })).toMatchObject({ statusCode: 429, errorCode: 'paymentPassword.locked' });
      expect(await withdrawalsOf(m)).toHaveLength(0);
      expect(await balance(t, m)).toBe(100_000);
    });

    it('answers at most 5 wrong old payment passwords of a change burst as wrong, and the password stays as it was', async () => {
      const { m, accountId } = await readyMember(100_000);
      const change = (old: string) =>
        answer(
          call(t, 'changePaymentPassword', {
            as: m,
            body: { oldPaymentPassword: old, newPaymentPassword: '246802', confirmPaymentPassword: '246802' },
          }),
        );
      const outcomes = tally(await burst(30, (i) => change(String(300_000 + i))));
      expect(outcomes['paymentPassword.incorrect']).toBe(5);
      expect(outcomes['paymentPassword.locked']).toBe(25);
      expect((await change('135790')).errorCode).toBe('paymentPassword.locked');
      t.clock.advance(3_600_001);
      expect((await withdraw(m, { amount: 200, bankAccountId: accountId, paymentPassword: '135790' })).success).toBe(true);
    });

    it('lets no more than the daily count of a withdrawal burst through, and holds only those', async () => {
      const { m, accountId } = await readyMember(1_000_000);
      const outcomes = tally(await burst(20, () => withdraw(m, { amount: 100, bankAccountId: accountId })));
      expect(outcomes).toEqual({ ok: 5, 'withdraw.daily.limit': 15 });
      expect(await withdrawalsOf(m)).toHaveLength(5);
      expect(await balance(t, m)).toBe(1_000_000 - 5 * 10_000);
      expect((await call(t, 'withdrawInfo', { as: m })).body.value).toMatchObject({ usedToday: 5, remainingToday: 0 });
      expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
    });

    it('binds no more than 5 bank accounts, and the same account once, from a burst', async () => {
      const m = await signedInMember(t, 0);
      const bind = (accountNumber: string) => call(t, 'addBankAccount', { as: m, body: { bankCode: 'BPI', accountName: 'Maria Santos', accountNumber } });
      const same = await burst(10, () => bind('5550001111'));
      expect(same.filter((r) => r.body.success)).toHaveLength(1);
      expect(same.filter((r) => r.body.errorCode === 'bank.account.exists')).toHaveLength(9);
      const many = await burst(12, (i) => bind(String(6_660_000_000 + i)));
      expect(many.filter((r) => r.body.success)).toHaveLength(4);
      expect(many.filter((r) => r.body.errorCode === 'bank.account.limit')).toHaveLength(8);
      expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.memberId, m.memberId))).toHaveLength(5);
    });
  });

  it('checks at most 5 wrong texted codes of a burst; the right code is then expired', async () => {
    const mobileNum = '9171234567';
    const send = await call(t, 'sendLoginCode', { body: { mobileNum, countryDialingCode: '63' }, ip: '10.64.0.1' });
    expect(send.body.success).toBe(true);
    const smsLogin = (verificationCode: string) => answer(call(t, 'login', { body: { type: 'sms', mobileNum, countryDialingCode: '63', verificationCode } }));
    const outcomes = tally(await burst(40, (i) => smsLogin(String(100_000 + i))));
    expect(outcomes).toEqual({ 'sms.code.invalid': 5, 'sms.code.expired': 35 });
    expect((await smsLogin(SMS_CODE)).errorCode).toBe('sms.code.expired');
  });

  it('signs in once with a texted code sent in a burst of the right code', async () => {
    const mobileNum = '9171234567';
    t.clock.advance(61_000);
    const send = await call(t, 'sendLoginCode', { body: { mobileNum, countryDialingCode: '63' }, ip: '10.64.0.2' });
    expect(send.body.success).toBe(true);
    const answers = await burst(10, () => answer(call(t, 'login', { body: { type: 'sms', mobileNum, countryDialingCode: '63', verificationCode: SMS_CODE } })));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
  });
});

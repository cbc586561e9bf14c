// Feedback on PGlite and PostgreSQL: a visitor with a captcha and contact, a member with an image, every refusal
// storing nothing (words, contact, captcha, image type and size, trial accounts), and the operator's answer given
// once and arriving as the member's platform message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { routes } from '../../../contract/routes.ts';
import { call, raw } from '../call-client.ts';
import { signedInMember, type TestServer } from '../wallet-helpers.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { parseOpsArgs } from '../../../server/ops/parse-args.ts';
import { feedback } from '../../../server/db/schema-reach.ts';
import { messages } from '../../../server/db/schema-wallet.ts';
import { countWords } from '../../../contract/rules/feedback.ts';
import { PNG } from '../pictures.ts';

const GOOD = 'The deposit page took a long time to load this evening on my phone, please check it.';

interface Upload {
  name: string;
  type: string;
  data: Buffer;
}

function multipart(fields: Record<string, string>, files: Upload[] = []) {
  const boundary = '----playstate-feedback-boundary';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('word counting', () => {
  it('counts words with spaces and without them (Chinese, Thai) by the same rule', () => {
    expect(countWords('  one two, three!  ')).toBe(3);
    expect(countWords('')).toBe(0);
    expect(countWords('我今天充值了但是没有到账请帮忙查看一下')).toBeGreaterThanOrEqual(8);
    expect(countWords('ฉันฝากเงินแล้วแต่ยังไม่เข้าบัญชี')).toBeGreaterThanOrEqual(6);
  });
  it('reads npm run ops -- feedback-... into its command', () => {
    expect(parseOpsArgs(['feedback-list', '--status', 'N'])).toEqual({ name: 'feedback-list', args: { status: 'N' } });
    expect(parseOpsArgs(['feedback-answer', '7', 'Thanks,', 'fixed'])).toEqual({ name: 'feedback-answer', args: { id: 7, text: 'Thanks, fixed' } });
  });
});

describe.each(dbKinds)('feedback on %s', (kind) => {
  let t: TestServer;
  let ipSeq = 0;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const count = async () => (await t.db.select().from(feedback)).length;
  const ops = (...words: string[]) => {
    const { name, args } = parseOpsArgs(words);
    return runOpsCommand(t.deps, name, args);
  };
  async function captcha(ip: string) {
    const value = (await call(t, 'captcha', { ip })).body.value;
    return { captchaId: value.captchaId, captcha: t.app.demoCaptchas!.answerOf(value.captchaId)! };
  }
  async function send(fields: Record<string, string>, opts: { token?: string; files?: Upload[]; ip?: string } = {}) {
    const { payload, contentType } = multipart(fields, opts.files);
    // Raw: the call's form, put together here as a browser sends it (bad fields and files included).
    return raw(t, routes.sendFeedback.method, routes.sendFeedback.path, {
      as: opts.token,
      headers: { 'content-type': contentType },
      body: payload,
      ip: opts.ip ?? `10.9.0.${++ipSeq}`,
    });
  }

  it("takes a visitor's feedback with contact and the right captcha, and refuses what is missing or wrong", async () => {
    const ip = '10.8.0.1';
    const before = await count();
    expect((await send({ type: 'GAME', content: GOOD, contact: 'me@example.com' }, { ip })).body.errorCode).toBe('captcha.required');
    expect(
      (await send({ type: 'GAME', content: GOOD, contact: 'me@example.com', captchaId: (await captcha(ip)).captchaId, captcha: 'ZZZZ' }, { ip })).body
        .errorCode,
    ).toBe('captcha.invalid');
    expect((await send({ type: 'GAME', content: GOOD, ...(await captcha(ip)) }, { ip })).body.errorCode).toBe('feedback.contact.required');
    const few = await send({ type: 'GAME', content: 'too few words here', contact: 'x', ...(await captcha(ip)) }, { ip });
    expect(few.body).toMatchObject({ success: false, errorCode: 'feedback.content.tooShort', value: { minWords: 10, maxWords: 500 } });
    expect((await send({ type: 'GAME', content: 'word '.repeat(501), contact: 'x', ...(await captcha(ip)) }, { ip })).body.errorCode).toBe(
      'feedback.content.tooLong',
    );
    expect((await send({ type: 'WHATEVER', content: GOOD, contact: 'x', ...(await captcha(ip)) }, { ip })).body.errorCode).toBe('feedback.type.invalid');
    expect(await count()).toBe(before);

    const sent = await send({ type: 'GAME', content: GOOD, contact: 'me@example.com', ...(await captcha(ip)) }, { ip });
    expect(sent.body).toMatchObject({ success: true, value: { id: expect.any(Number) } });
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, sent.body.value.id));
    expect(row).toMatchObject({ memberId: null, type: 'GAME', contact: 'me@example.com', status: 'N', imageKey: null });
  });

  it("limits a visitor's sends per address per hour", async () => {
    const ip = '10.7.0.1';
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await send({ type: 'OTHER', content: 'short' }, { ip })).status;
    expect(last).toBe(429);
  });

  it("takes a member's feedback with one image, refuses bad images and trial accounts, and answers it once as a message", async () => {
    const m = await signedInMember(t, 0);
    const before = await count();
    expect(
      (await send({ type: 'PAYMENT', content: GOOD }, { token: m.token, files: [{ name: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a-----') }] })).body
        .errorCode,
    ).toBe('feedback.image.invalid');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]);
    expect(
      (await send({ type: 'PAYMENT', content: GOOD }, { token: m.token, files: [{ name: 'big.png', type: 'image/png', data: big }] })).body.errorCode,
    ).toBe('feedback.image.tooLarge');
    const two = [
      { name: 'a.png', type: 'image/png', data: PNG },
      { name: 'b.png', type: 'image/png', data: PNG },
    ];
    expect((await send({ type: 'PAYMENT', content: GOOD }, { token: m.token, files: two })).body.errorCode).toBe('feedback.image.tooMany');
    const trial = await signedInMember(t, 0, 4);
    expect((await send({ type: 'PAYMENT', content: GOOD }, { token: trial.token })).body.errorCode).toBe('feedback.trial');
    expect(await count()).toBe(before);

    // A member needs neither captcha nor contact.
    const sent = await send({ type: 'PAYMENT', content: GOOD }, { token: m.token, files: [{ name: 'slip.png', type: 'image/png', data: PNG }] });
    expect(sent.body.success).toBe(true);
    const id = sent.body.value.id as number;
    const mine = (await call(t, 'myFeedback', { as: m })).body.value.list;
    expect(mine).toEqual([expect.objectContaining({ id, type: 'PAYMENT', hasImage: true, status: 'N', answer: null })]);
    expect(await ops('feedback-list', '--status', 'N')).toContain(`${id}  New  PAYMENT  member ${m.memberId}`);

    expect(await ops('feedback-answer', String(id), 'Your', 'deposit', 'is', 'credited.')).toContain(`member ${m.memberId}`);
    await expect(ops('feedback-answer', String(id), 'again')).rejects.toThrow('feedback.answered');
    await expect(ops('feedback-answer', '999999', 'x')).rejects.toThrow('feedback.unknown');
    const inbox = await t.db.select().from(messages).where(eq(messages.memberId, m.memberId));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.content).toContain('Your deposit is credited.');
    const after = (await call(t, 'myFeedback', { as: m })).body.value.list;
    expect(after[0]).toMatchObject({ status: 'A', answer: 'Your deposit is credited.' });
  });
});

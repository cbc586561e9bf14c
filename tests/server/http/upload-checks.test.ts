// Uploads are checked before they are read and decoded before they are kept (issue 39 item 4), on PGlite and
// PostgreSQL: a file that only starts like a png (an application's, a feedback's) is refused with a clear error and nothing is stored, and a proof
// for an unknown part or a second application is refused while its body is still on its way (the request's body
// here never ends, so an answer proves the server did not wait for the file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { dbKinds, MERCHANT_HEADERS, startTestServer } from '../test-server.ts';
import { signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { pathOf, raw } from '../call-client.ts';
import { routes } from '../../../contract/routes.ts';
import { promotionEntries, promotions } from '../../../server/db/schema-economy.ts';
import { PNG, PNG_THEN_HTML, pngOfAbout } from '../pictures.ts';

const BOUNDARY = '----playstate-upload-checks';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const fileHead = (field: string, name: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`);
const remarkPart = (remark: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="remark"\r\n\r\n${remark}\r\n`);
const multipart = (remark: string, field: string, file: Buffer) =>
  Buffer.concat([remarkPart(remark), fileHead(field, 'win.png'), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

describe.each(dbKinds)('uploads on %s', (kind) => {
  let t: TestServer;
  let promotionId: number;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    promotionId = (await t.db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, 'LIVESTREAK')))[0]!.id;
  });
  afterAll(() => t.close());

  const apply = (m: TestMember, body: Buffer) =>
    raw(t, routes.applyPromotion.method, pathOf('applyPromotion', { promotionId }), { as: m, headers: { 'content-type': CONTENT_TYPE }, body });
  const entryOf = async (m: TestMember) =>
    (
      await t.db
        .select()
        .from(promotionEntries)
        .where(and(eq(promotionEntries.memberId, m.memberId), eq(promotionEntries.promotionId, promotionId)))
    )[0];

  /** Sends `head` and then nothing more: the body never ends. Answers the reply and whether the body was ever ended. */
  async function stalled(m: TestMember, method: string, url: string, head: Buffer) {
    const body = new PassThrough();
    body.write(head);
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...MERCHANT_HEADERS, authorization: m.token, 'content-type': CONTENT_TYPE },
      payload: body,
    });
    const ended = body.writableEnded;
    body.destroy();
    return { json: res.json() as { success: boolean; errorCode: string; message: string }, ended };
  }

  it('refuses a png signature followed by HTML, and a real png with HTML after its end, storing nothing', async () => {
    const m = await signedInMember(t, 0);
    for (const file of [PNG_THEN_HTML, Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')])]) {
      const res = await apply(m, multipart('Eight banker wins', 'image', file));
      expect(res.body).toMatchObject({ success: false, errorCode: 'promotion.image.invalid' });
      expect(res.body.message).toMatch(/png or jpg/);
    }
    expect(await entryOf(m)).toBeUndefined();
    // The same member's real picture is taken.
    expect((await apply(m, multipart('Eight banker wins', 'image', PNG))).body).toMatchObject({ success: true });
  });

  it('refuses a png signature followed by HTML as the feedback picture', async () => {
    const m = await signedInMember(t, 0);
    const body = Buffer.concat([fileHead('image', 'slip.png'), PNG_THEN_HTML, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const res = await raw(t, routes.sendFeedback.method, pathOf('sendFeedback'), { as: m, headers: { 'content-type': CONTENT_TYPE }, body });
    expect(res.body).toMatchObject({ success: false, errorCode: 'feedback.image.invalid' });
  });

  it('refuses a second application before reading its pictures', async () => {
    const m = await signedInMember(t, 0);
    expect((await apply(m, multipart('First', 'image', PNG))).body).toMatchObject({ success: true });
    const head = Buffer.concat([remarkPart('Again'), fileHead('image', 'big.png'), pngOfAbout(256 * 1024)]);
    const again = await stalled(m, routes.applyPromotion.method, pathOf('applyPromotion', { promotionId }), head);
    expect(again).toEqual({ json: expect.objectContaining({ success: false, errorCode: 'promotion.already.applied' }), ended: false });
  });

  it('refuses a proof for an unknown part before reading its file', async () => {
    const m = await signedInMember(t, 0);
    const head = Buffer.concat([fileHead('proof', 'receipt.png'), pngOfAbout(256 * 1024)]);
    const answer = await stalled(m, routes.confirmNotReceived.method, pathOf('confirmNotReceived', { partId: 987_654 }), head);
    expect(answer).toEqual({ json: expect.objectContaining({ success: false, errorCode: 'withdrawal.part.unknown' }), ended: false });
  });
});

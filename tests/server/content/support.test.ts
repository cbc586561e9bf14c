import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-server.ts';
import { call, untyped } from '../call-client.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { eq } from 'drizzle-orm';
import { customerService } from '../../../server/db/schema-content.ts';
import { chatUrlFor } from '../../../server/content/support.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const models = () => call(t, 'serviceEntries');
const launch = (modelId: number, token?: string) => call(t, 'launchChat', { as: token, body: { modelId } });

describe('the chat room (CBS_modelList, CBS_launchChat)', () => {
  it('lists the LIVECHAT entries of the customer-service table, without login', async () => {
    const res = await models();
    expect(res.status).toBe(200);
    const { list } = res.body.value;
    expect(list).toEqual([{ modelId: expect.any(Number), title: 'Live chat 24/7' }]);
  });

  it("answers the room's URL; a valid token adds the member's account, a forged one counts as a visitor", async () => {
    const room = (await models()).body.value.list[0]!;
    expect((await launch(room.modelId)).body).toEqual({ success: true, value: { chatUrl: '/help#contact' }, message: '', errorCode: '' });
    expect((await launch(room.modelId, 'forged-token')).body.value.chatUrl).toBe('/help#contact');
    const token = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    expect((await launch(room.modelId, token)).body.value.chatUrl).toBe('/help?account=demo#contact');
  });

  it('refuses an unknown room with 404 and bad input with 400', async () => {
    const res = await launch(999_999);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: 'chat.model.not.found' });
    // A Telegram entry is customer service, but not a chat room this call opens.
    const [telegram] = await t.db.select().from(customerService).where(eq(customerService.csType, 'TELEGRAM'));
    expect((await launch(telegram!.id)).status).toBe(404);
    for (const bad of [{}, { modelId: 'x' }, { modelId: 0 }, { modelId: 1.5 }, { modelId: 1, extra: true }]) {
      const r = await untyped(t, 'launchChat', { body: bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.errorCode).toBe('request.invalid');
    }
    expect((await untyped(t, 'serviceEntries', { query: { csType: 'LIVECHAT' } })).status).toBe(400);
  });
});

describe('chatUrlFor', () => {
  it('keeps query and fragment, encodes the account, and leaves a visitor URL untouched', () => {
    expect(chatUrlFor('https://chat.example/room?lang=en#top', 'a b&c')).toBe('https://chat.example/room?lang=en&account=a+b%26c#top');
    expect(chatUrlFor('/help#contact', null)).toBe('/help#contact');
    expect(chatUrlFor('/help?x=1', 'demo')).toBe('/help?x=1&account=demo');
  });
});

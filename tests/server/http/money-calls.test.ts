// The wallet, deposit, withdrawal, record and message calls as the contract registers them: what the OpenAPI
// document tells a caller, and who may make each call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADERS, startTestServer } from '../test-server.ts';
import { signedInMember, type TestServer } from '../wallet-helpers.ts';
import { routes } from '../../../contract/routes.ts';
import { call } from '../call-client.ts';

interface Operation {
  operationId: string;
  description: string;
  requestBody?: {
    content: Record<string, { schema: { properties: Record<string, { type: string; maxItems?: number; minItems?: number; items?: { format?: string } }> } }>;
  };
}

describe('the money and member-centre calls', () => {
  let t: TestServer;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await startTestServer();
    paths = (await t.app.inject({ method: 'GET', url: '/wps/openapi.json', headers: MERCHANT_HEADERS })).json().paths;
  });
  afterAll(() => t.close());

  it('documents the proof upload as multipart/form-data with 1 to 3 proof files', () => {
    const op = paths[routes.confirmNotReceived.path]!.post!;
    expect(op.operationId).toBe('confirmNotReceived');
    expect(Object.keys(op.requestBody!.content)).toEqual(['multipart/form-data']);
    const proof = op.requestBody!.content['multipart/form-data']!.schema.properties.proof!;
    expect(proof).toMatchObject({ type: 'array', minItems: 1, maxItems: 3 });
    expect(proof.items?.format).toBe('binary');
  });

  it("names each call's refusals in its description", () => {
    expect(paths[routes.walletTransfer.path]!.post!.description).toContain('wallet.insufficient.balance (200)');
    expect(paths[routes.createDepositOrder.path]!.post!.description).toContain('deposit.amount.below.min (200)');
    expect(paths[routes.withdraw.path]!.post!.description).toContain('paymentPassword.locked (429)');
    expect(paths[routes.withdraw.path]!.post!.description).toContain('encryption.replayed (400)');
    expect(paths[routes.message.path]!.post!.description).toContain('message.unknown (200)');
    expect(paths[routes.accountRecord.path]!.get!.description).toContain('member.trial (403)');
  });

  it('lets a trial player read the balance, the wallet mode and the unread count, and nothing else of these', async () => {
    const trial = await signedInMember(t, 0, 4);
    for (const name of ['balance', 'consolidatedFunds', 'merchantWallet', 'unreadCount'] as const) {
      const res = await call(t, name, { as: trial });
      expect(res.status, name).toBe(200);
      expect(res.body.success, name).toBe(true);
    }
    expect((await call(t, 'unreadCount', { as: trial })).body.value).toEqual({ count: 0 });
    for (const name of ['depositMethods', 'withdrawInfo', 'profitLoss', 'messageList', 'transferUplineInfo'] as const) {
      const res = await call(t, name, { as: trial });
      expect(res.status, name).toBe(403);
      expect(res.body.errorCode, name).toBe('member.trial');
    }
  });
});

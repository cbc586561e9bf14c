// The wallet, deposit, withdrawal, record and message calls as the contract registers them: what the OpenAPI
// document tells a caller, and who may make each call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADERS, startTestServer } from '../test-server.ts';
import { api, signedInMember, type TestServer } from '../wallet-helpers.ts';

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
    const op = paths['/wps/relay/WDS_confirmNotReceived']!.post!;
    expect(op.operationId).toBe('confirmNotReceived');
    expect(Object.keys(op.requestBody!.content)).toEqual(['multipart/form-data']);
    const proof = op.requestBody!.content['multipart/form-data']!.schema.properties.proof!;
    expect(proof).toMatchObject({ type: 'array', minItems: 1, maxItems: 3 });
    expect(proof.items?.format).toBe('binary');
  });

  it("names each call's refusals in its description", () => {
    expect(paths['/wps/relay/GCS_walletTransfer']!.post!.description).toContain('wallet.insufficient.balance (200)');
    expect(paths['/wps/relay/PAY_depositOrder']!.post!.description).toContain('deposit.amount.below.min (200)');
    expect(paths['/wps/relay/WDS_withdraw']!.post!.description).toContain('paymentPassword.locked (429)');
    expect(paths['/wps/relay/WDS_withdraw']!.post!.description).toContain('encryption.replayed (400)');
    expect(paths['/wps/relay/CSP_message']!.post!.description).toContain('message.unknown (200)');
    expect(paths['/wps/relay/MRS_accountRecord']!.get!.description).toContain('member.trial (403)');
  });

  it('lets a trial player read the balance, the wallet mode and the unread count, and nothing else of these', async () => {
    const trial = await signedInMember(t, 0, 4);
    for (const url of ['/wps/v2/wallets/balance', '/wps/member/info/funds/consolidated', '/wps/relay/GCS_merchantWallet', '/wps/relay/CSP_unreadCount']) {
      const res = await api(t, trial, 'GET', url);
      expect(res.status, url).toBe(200);
      expect(res.body.success, url).toBe(true);
    }
    expect((await api(t, trial, 'GET', '/wps/relay/CSP_unreadCount')).body.value).toEqual({ count: 0 });
    for (const url of [
      '/wps/relay/PAY_depositMethods',
      '/wps/relay/WDS_withdrawInfo',
      '/wps/relay/MRS_profitLoss',
      '/wps/relay/CSP_messageList',
      '/wps/relay/MCS_transferUplineInfo',
    ]) {
      const res = await api(t, trial, 'GET', url);
      expect(res.status, url).toBe(403);
      expect(res.body.errorCode, url).toBe('member.trial');
    }
  });
});

// A nodeId past the 32-bit game id column names no game: a 400 naming the field, never a database error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-server.ts';
import { signedInMember, type TestMember } from '../wallet-helpers.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { call } from '../call-client.ts';
import { OperatorError } from '../../../server/shared/operator-error.ts';

const TOO_BIG = 3_095_930_627;

let t: Awaited<ReturnType<typeof startTestServer>>;
let member: TestMember;
beforeAll(async () => {
  t = await startTestServer();
  member = await signedInMember(t, 10_000);
});
afterAll(() => t.close());

describe('nodeId above 2^31-1', () => {
  it('is a 400 naming nodeId on free play', async () => {
    const res = await call(t, 'launchFreeGame', { body: { vassalage: 'JL', nodeId: TOO_BIG } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'request.invalid', message: expect.stringMatching(/^nodeId: /) });
  });

  it('is a 400 naming nodeId on a real launch, and the largest id is an ordinary unknown game', async () => {
    const res = await call(t, 'launchGame', { as: member, body: { vassalage: 'JL', gameType: 'RNG', nodeId: TOO_BIG } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'request.invalid', message: expect.stringMatching(/^nodeId: /) });
    const largest = await call(t, 'launchGame', { as: member, body: { vassalage: 'JL', gameType: 'RNG', nodeId: 2_147_483_647 } });
    expect(largest.status).toBeLessThan(500);
    expect(largest.body.success).toBe(false);
  });

  it('is a 400 on the favourite calls', async () => {
    expect((await call(t, 'removeFavourite', { as: member, query: { nodeId: TOO_BIG } })).status).toBe(400);
    expect((await call(t, 'addFavourite', { as: member, body: { nodeId: TOO_BIG, vendor: 'JL', gameType: 'RNG' } })).status).toBe(400);
  });

  it('names no game for the operator either', async () => {
    await expect(runOpsCommand(t.deps, 'game-maintenance', { target: String(TOO_BIG), enabled: true })).rejects.toThrow(OperatorError);
  });
});

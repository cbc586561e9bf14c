// A raffle draw the member can claim counts in the header's unclaimed count and the reward centre's "To claim now"
// (issue 39): an open draw without conditions counts until it is claimed; a draw whose conditions the member has
// not met does not; a draw not yet open or past its claim window does not. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { valueOf } from '../call-client.ts';
import { signedInMember, type TestServer } from '../wallet-helpers.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { raffleSchedules, raffles } from '../../../server/db/schema-loyalty.ts';

describe.each(dbKinds)('claimable raffle draws on %s', (kind) => {
  let t: TestServer;
  const raffleId = async (code: string) => (await t.db.select({ id: raffles.id }).from(raffles).where(eq(raffles.code, code)))[0]!.id;
  const addDraw = async (code: string, at?: Date) =>
    Number(
      /^Draw (\d+) /.exec(
        await runOpsCommand(t.deps, 'raffle-draw', { raffleId: await raffleId(code), minutes: 10, ...(at ? { at: at.toISOString() } : {}) }),
      )![1],
    );

  beforeAll(async () => {
    t = await startTestServer({ kind });
    // Only the draws added here: the seeded schedule (a draw every hour) would open draws of its own meanwhile.
    await t.db.delete(raffleSchedules);
  });
  afterAll(() => t.close());

  it('counts an open draw until it is claimed, and not a draw whose conditions are unmet', async () => {
    const m = await signedInMember(t, 0);
    const count = async () => (await valueOf(t, 'memberInfo', { as: m })).availablePromoCount;
    const before = await count();

    const later = await addDraw('HOURLY_LUCKY_DRAW', new Date(t.clock.now().getTime() + 5 * 60_000));
    expect(await count()).toBe(before);
    // The depositors' draw asks for ₱100 deposited since its previous draw: this member has deposited nothing.
    await addDraw('DEPOSITORS_DRAW');
    expect(await count()).toBe(before);

    t.clock.advance(5 * 60_000);
    expect(await count()).toBe(before + 1);
    const prize = await valueOf(t, 'claimRaffle', { as: m, body: { raffleId: await raffleId('HOURLY_LUCKY_DRAW'), raffleScheduleId: later } });
    // A ticket prize waits in the reward centre to be opened, and is counted there.
    expect(await count()).toBe(before + (prize.type === 'TICKET' ? 1 : 0));

    // A later draw of the same raffle takes the claimed one's place on the page, and counts.
    t.clock.advance(60_000);
    await addDraw('HOURLY_LUCKY_DRAW');
    expect(await count()).toBe(before + (prize.type === 'TICKET' ? 1 : 0) + 1);
    t.clock.advance(11 * 60_000);
    expect(await count()).toBe(before + (prize.type === 'TICKET' ? 1 : 0));
  });
});

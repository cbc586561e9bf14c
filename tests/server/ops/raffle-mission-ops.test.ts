// The operator's raffle and mission commands (issue 39): a draw added by hand opens for claims and its claims are
// listed with their prizes; a running mission ended early pays its leaderboard at once, and only once; bad input
// is refused with a clear line and changes nothing. The CLI's words reach the same commands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { startTestServer } from '../test-server.ts';
import { call } from '../call-client.ts';
import { signedInMember, type TestServer } from '../wallet-helpers.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { parseOpsArgs } from '../../../server/ops/parse-args.ts';
import { raffleSchedules, raffles } from '../../../server/db/schema-loyalty.ts';
import { rewards } from '../../../server/db/schema-economy.ts';
import { missions } from '../../../server/db/schema-loyalty.ts';

describe('raffle and mission commands', () => {
  let t: TestServer;
  const ops = (words: string[]) => {
    const { name, args } = parseOpsArgs(words);
    return runOpsCommand(t.deps, name, args);
  };
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('lists the raffles, adds a draw that members can claim at once, and lists its claims', async () => {
    const [hourly] = await t.db.select().from(raffles).where(eq(raffles.code, 'HOURLY_LUCKY_DRAW'));
    expect(await ops(['raffles'])).toMatch(new RegExp(`^${hourly!.id}  HOURLY_LUCKY_DRAW  Hourly lucky draw  draw \\d+ `, 'm'));

    const added = await ops(['raffle-draw', String(hourly!.id), '--minutes', '10']);
    const drawId = Number(/^Draw (\d+) of HOURLY_LUCKY_DRAW at /.exec(added)![1]);
    const [row] = await t.db.select().from(raffleSchedules).where(eq(raffleSchedules.id, drawId));
    expect(row!.claimUntil.getTime() - row!.drawAt.getTime()).toBe(10 * 60_000);
    expect(await ops(['raffle-claims', String(drawId)])).toBe(`No claims of draw ${drawId}.`);

    const m = await signedInMember(t, 0);
    const claimed = await call(t, 'claimRaffle', { as: m, body: { raffleId: hourly!.id, raffleScheduleId: drawId } });
    expect(claimed.body.success).toBe(true);
    expect(await ops(['raffle-claims', String(drawId)])).toMatch(new RegExp(`^${m.account}\\s+(MONEY|POINT|TICKET)\\s`));
  });

  it('refuses a draw in the past, of no raffle, or with a bad window, and adds nothing', async () => {
    const count = async () => (await t.db.select().from(raffleSchedules)).length;
    const before = await count();
    const past = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
    await expect(ops(['raffle-draw', '1', '--at', past])).rejects.toThrow('A draw cannot be added in the past.');
    await expect(ops(['raffle-draw', '999999'])).rejects.toThrow('No raffle 999999.');
    await expect(ops(['raffle-draw', '1', '--minutes', '0'])).rejects.toThrow(/Usage: npm run ops -- raffle-draw/);
    await expect(ops(['raffle-draw', '1', '--at', 'tomorrow'])).rejects.toThrow(/Usage: npm run ops -- raffle-draw/);
    expect(await count()).toBe(before);
  });

  it('shows the missions and a leaderboard, ends a running mission and pays its ranks once', async () => {
    const [weekly] = await t.db.select().from(missions).where(eq(missions.code, 'WEEKLY-VALID-BET'));
    expect(await ops(['missions'])).toMatch(new RegExp(`^${weekly!.id}  running  WEEKLY-VALID-BET `, 'm'));
    const board = await ops(['mission-board', String(weekly!.id)]);
    expect(board).toMatch(/^WEEKLY-VALID-BET \(running\): \d+ ranked\n {4}1 {2}\S+ +[\d.]+ {2}wins /);

    const paid = () =>
      t.db
        .select()
        .from(rewards)
        .where(like(rewards.key, `mission-rank:${weekly!.id}:%`));
    expect(await paid()).toHaveLength(0);
    const ended = await ops(['mission-end', String(weekly!.id)]);
    const issued = Number(/: (\d+) leaderboard prize\(s\) issued\.$/.exec(ended)![1]);
    expect(issued).toBeGreaterThan(0);
    expect(await paid()).toHaveLength(issued);
    expect(await ops(['missions'])).toMatch(new RegExp(`^${weekly!.id}  settled  WEEKLY-VALID-BET `, 'm'));

    await expect(ops(['mission-end', String(weekly!.id)])).rejects.toThrow(`Mission ${weekly!.id} is settled: only a running mission can be ended.`);
    await t.app.jobs.runDue();
    expect(await paid()).toHaveLength(issued);
    await expect(ops(['mission-board', '999999'])).rejects.toThrow('No mission 999999.');
  });
});

// The missions' demo data (issue 15, docs/loyalty.md §missions): a running valid-bet mission (started four days
// before the seed's now, ending three days after) whose milestones the demo accounts partly reached with their
// seeded rounds, so its leaderboard is populated from the start; and a finished bet-count mission whose claim window
// has closed, with its leaderboard paid (the prizes now expired) and its reached milestones overdue.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { promotions } from '../db/schema-economy.ts';
import { missionMilestones, missions } from '../db/schema-loyalty.ts';
import type { Clock } from '../deps.ts';
import { memberScores } from './missions-scores.ts';
import { settleMissionIn } from './missions-leaderboard.ts';
import { seedOnce } from '../seed/seed-run.ts';

const DAY = 86_400_000;
const peso = (n: number) => Math.round(n * 100);
/** Down to a whole ₱100, at least ₱100. */
const hundreds = (centavos: number) => Math.max(10_000, Math.floor(centavos / 10_000) * 10_000);

const RUNNING_RULES = `<p>Play any game between the start and the end of the week: every peso of valid bet counts.</p>
<ul><li>Each milestone pays once, when every one of its targets is reached: claim it here before the claim deadline.</li>
<li>Money rewards carry a turnover: play that much in valid bets before your next withdrawal.</li>
<li>The leaderboard ranks players by valid bet; a tie goes to who reached it first. The top ten are paid when the mission ends.</li></ul>`;
const FINISHED_RULES = '<p>Every settled round counted. This mission has ended and its rewards can no longer be claimed.</p>';

export async function seedMissions(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, { name: 'missions', version: 1 }, now, async (tx) => {
    const [promotion] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, 'MISSIONS'));
    const startsAt = new Date(now.getTime() - 4 * DAY);
    const endsAt = new Date(now.getTime() + 3 * DAY);
    // The promotions page's MISSION card runs with the mission ("Go" opens the missions page).
    if (promotion) await tx.update(promotions).set({ startsAt }).where(eq(promotions.id, promotion.id));

    const [running] = await tx
      .insert(missions)
      .values({
        code: 'WEEKLY-VALID-BET',
        promotionId: promotion?.id ?? null,
        title: 'Weekly valid bet challenge',
        rules: RUNNING_RULES,
        startsAt,
        endsAt,
        claimUntil: new Date(endsAt.getTime() + 3 * DAY),
        measure: 'VALID_BET',
        leaderboard: true,
        prizes: [
          { rankFrom: 1, rankTo: 1, amount: peso(500), points: peso(100), turnoverMultiple: 1 },
          { rankFrom: 2, rankTo: 2, amount: peso(300), points: peso(50), turnoverMultiple: 1 },
          { rankFrom: 3, rankTo: 3, amount: peso(200), points: 0, turnoverMultiple: 1 },
          { rankFrom: 4, rankTo: 10, amount: peso(50), points: 0, turnoverMultiple: 1 },
        ],
        gameTypes: null,
        createdAt: now,
      })
      .returning();
    // The demo account's play so far sets the later targets: the second reached, the third and fourth still ahead.
    const [demo] = await tx.select({ id: members.id }).from(members).where(eq(members.account, 'demo'));
    const played = demo ? (await memberScores(tx, demo.id, [running!.id], now)).get(running!.id)!.VALID_BET : 0;
    await tx.insert(missionMilestones).values([
      {
        missionId: running!.id,
        seq: 1,
        targets: [
          { condition: 'BET_COUNT', target: 3 },
          { condition: 'VALID_BET', target: peso(3) },
        ],
        rewardAmount: peso(10),
        rewardPoints: peso(5),
        turnoverMultiple: 1,
      },
      {
        missionId: running!.id,
        seq: 2,
        targets: [{ condition: 'VALID_BET', target: hundreds(played * 0.6) }],
        rewardAmount: peso(30),
        rewardPoints: peso(20),
        turnoverMultiple: 2,
      },
      {
        missionId: running!.id,
        seq: 3,
        targets: [
          { condition: 'VALID_BET', target: hundreds(played * 1.5) },
          { condition: 'PROFIT_MULTIPLIER', target: 500 },
        ],
        rewardAmount: peso(50),
        rewardTicket: 'GOLDEN_EGG',
        turnoverMultiple: 3,
      },
      {
        missionId: running!.id,
        seq: 4,
        targets: [
          { condition: 'VALID_BET', target: hundreds(played * 3) },
          { condition: 'DEPOSIT_AMOUNT', target: peso(1_000) },
        ],
        rewardAmount: peso(188),
        rewardPoints: peso(100),
        rewardTicket: 'GOLDEN_EGG',
        turnoverMultiple: 5,
      },
    ]);

    // Ended five days ago, claimable until two days ago: what the demo accounts reached is overdue now.
    const finishedEnd = new Date(now.getTime() - 5 * DAY);
    const [finished] = await tx
      .insert(missions)
      .values({
        code: 'SPIN-MARATHON',
        promotionId: promotion?.id ?? null,
        title: 'Spin marathon',
        rules: FINISHED_RULES,
        startsAt: new Date(finishedEnd.getTime() - 7 * DAY),
        endsAt: finishedEnd,
        claimUntil: new Date(now.getTime() - 2 * DAY),
        measure: 'BET_COUNT',
        leaderboard: true,
        prizes: [
          { rankFrom: 1, rankTo: 1, amount: peso(200), points: 0, turnoverMultiple: 1 },
          { rankFrom: 2, rankTo: 3, amount: peso(80), points: 0, turnoverMultiple: 1 },
        ],
        gameTypes: ['RNG', 'FISH'],
        createdAt: now,
      })
      .returning();
    await tx.insert(missionMilestones).values([
      { missionId: finished!.id, seq: 1, targets: [{ condition: 'BET_COUNT', target: 20 }], rewardAmount: peso(15), turnoverMultiple: 1 },
      {
        missionId: finished!.id,
        seq: 2,
        targets: [{ condition: 'BET_COUNT', target: 60 }],
        rewardAmount: peso(40),
        rewardPoints: peso(30),
        turnoverMultiple: 2,
      },
    ]);
    // Paid when it ended, as the job would have (its prizes expired with the claim window).
    await settleMissionIn(tx, finished!.id, finishedEnd);
  });
}

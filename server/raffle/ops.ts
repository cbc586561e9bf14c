// The operator's raffle commands (issue 39, docs/loyalty.md §raffle): the raffles with their next draw, a draw added
// by hand (a one-off, or one more beside the cadence), and a draw's claims with the prizes they won.
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { queryRows } from '../db/client.ts';
import { raffleSchedules, raffles } from '../db/schema-loyalty.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { OperatorError } from '../shared/operator-error.ts';

const id = z.number().int().positive().max(2_147_483_647);
const MINUTE = 60_000;

const prizeText = (type: string, value: number) =>
  type === 'TICKET' ? 'a ticket' : type === 'POINT' ? `${toDecimal(value)} points` : toDecimal(value).toFixed(2);

export const raffleCommands = {
  raffles: {
    usage: 'raffles   (every raffle with its current or next draw and the claims of its last draws)',
    args: z.strictObject({}),
    async run(deps: Deps) {
      const now = deps.clock.now();
      const list = await deps.db.select().from(raffles).orderBy(asc(raffles.id));
      if (!list.length) return 'No raffles.';
      const lines: string[] = [];
      for (const r of list) {
        const [next] = await deps.db
          .select()
          .from(raffleSchedules)
          .where(and(eq(raffleSchedules.raffleId, r.id), gte(raffleSchedules.claimUntil, now)))
          .orderBy(asc(raffleSchedules.drawAt))
          .limit(1);
        const draw = next
          ? `draw ${next.id} ${next.drawAt <= now ? 'open until' : 'at'} ${(next.drawAt <= now ? next.claimUntil : next.drawAt).toISOString()}`
          : 'no draw ahead';
        lines.push(`${r.id}  ${r.code}  ${r.title}  ${draw}`);
      }
      return lines.join('\n');
    },
  },
  'raffle-draw': {
    usage: 'raffle-draw <raffleId> [--at <ISO time>] [--minutes <claim window, default 30>]   (add a draw; now by default)',
    args: z.strictObject({
      raffleId: id,
      at: z.iso.datetime({ offset: true }).optional(),
      minutes: z
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 60)
        .default(30),
    }),
    async run(deps: Deps, a: { raffleId: number; at?: string; minutes: number }) {
      const now = deps.clock.now();
      const drawAt = a.at ? new Date(a.at) : now;
      if (drawAt.getTime() < now.getTime() - MINUTE) throw new OperatorError('A draw cannot be added in the past.');
      return deps.db.transaction(async (tx) => {
        // The raffle's row lock, as the schedule job takes it: never a draw added beside one it adds.
        const [raffle] = await tx.select().from(raffles).where(eq(raffles.id, a.raffleId)).for('update');
        if (!raffle) throw new OperatorError(`No raffle ${a.raffleId}.`);
        const [last] = await tx.select().from(raffleSchedules).where(eq(raffleSchedules.raffleId, raffle.id)).orderBy(desc(raffleSchedules.drawAt)).limit(1);
        const [row] = await tx
          .insert(raffleSchedules)
          .values({ raffleId: raffle.id, drawAt, claimUntil: new Date(drawAt.getTime() + a.minutes * MINUTE) })
          .returning();
        const cadence = last && drawAt > last.drawAt ? ' It is now the last draw: the raffle repeats from it at the gap to the one before.' : '';
        return `Draw ${row!.id} of ${raffle.code} at ${row!.drawAt.toISOString()}, claimable until ${row!.claimUntil.toISOString()}.${cadence}`;
      });
    },
  },
  'raffle-claims': {
    usage: 'raffle-claims <drawId>   (who claimed a draw and what each won)',
    args: z.strictObject({ drawId: id }),
    async run(deps: Deps, a: { drawId: number }) {
      const rows = await queryRows<{ account: string; prize_type: string; prize_value: string; claimed_at: Date | string }>(
        deps.db,
        sql`select m.account, c.prize_type, c.prize_value, c.created_at as claimed_at from raffle_claims c join members m on m.id = c.member_id
            where c.schedule_id = ${a.drawId} order by c.created_at, m.account`,
      );
      if (!rows.length) return `No claims of draw ${a.drawId}.`;
      return rows
        .map(
          (r) => `${r.account.padEnd(20)} ${r.prize_type.padEnd(7)} ${prizeText(r.prize_type, Number(r.prize_value))}  ${new Date(r.claimed_at).toISOString()}`,
        )
        .join('\n');
    },
  },
} as const;

// Tickets (docs/loyalty.md §tickets): issued once per key by a raffle, a mission milestone or a claimed reward,
// listed and opened in the reward centre. Opening (drawing the prize and paying it) is tickets-open.ts's job.
import { eq } from 'drizzle-orm';
import { tickets } from '../db/schema-loyalty.ts';
import type { Db, Tx } from '../db/client.ts';

export const TICKET_TYPES = ['GOLDEN_EGG', 'PRIZE_WHEEL', 'RED_ENVELOPE'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export interface TicketIssue {
  key: string;
  memberId: number;
  type: string;
  /** RAFFLE, MISSION, REWARD ... */
  source: string;
  name: string;
  expiresAt?: Date | null;
}

/** Issues the ticket unless its key was issued before; answers its id either way. */
export async function issueTicketIn(db: Db | Tx, now: Date, t: TicketIssue): Promise<number> {
  const [created] = await db
    .insert(tickets)
    .values({
      key: t.key,
      memberId: t.memberId,
      type: t.type,
      source: t.source,
      name: t.name,
      status: 'AVAILABLE',
      expiresAt: t.expiresAt ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: tickets.key })
    .returning({ id: tickets.id });
  if (created) return created.id;
  const [seen] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.key, t.key));
  return seen!.id;
}

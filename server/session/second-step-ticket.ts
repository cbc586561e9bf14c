// The second-step ticket (issue 39): once the password (and the captcha, when one was asked for) passed and the account
// has a second step, the server hands out a ticket, and the second step is sent with the ticket and the answer alone.
// The captcha is used up by the first request, so a second step that had to send it again was always refused.
// A ticket names its member and the page it was asked on, works once, lasts TICKET_MINUTES and takes
// MAX_TICKET_TRIES answers. Tickets live in sms_codes beside the texted codes they are so like (hashed, expiring,
// counted tries, used once), under their own purposes, so no table of their own is needed.
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { smsCodes } from '../db/schema.ts';
import type { Deps } from '../deps.ts';

export const TICKET_MINUTES = 5;
export const MAX_TICKET_TRIES = 3;

type Portal = 'agent' | undefined;
const PURPOSES = { member: 'loginTicket', agent: 'loginTicket:agent' } as const;
const purposeOf = (portal: Portal) => (portal === 'agent' ? PURPOSES.agent : PURPOSES.member);
const recipientOf = (memberId: number) => `member:${memberId}`;
const hashTicket = (secret: string) => createHash('sha256').update(`loginTicket:${secret}`).digest('base64url');

/** A new ticket for the member; what the site sends back with the second step's answer. */
export async function issueTicket(deps: Pick<Deps, 'db' | 'clock' | 'random'>, memberId: number, portal: Portal): Promise<string> {
  const now = deps.clock.now();
  // The member's id leads the ticket so it is found by the index the codes are found by.
  const ticket = `${memberId}.${deps.random.bytes(24).toString('base64url')}`;
  await deps.db.insert(smsCodes).values({
    purpose: purposeOf(portal),
    phone: recipientOf(memberId),
    codeHash: hashTicket(ticket),
    expiresAt: new Date(now.getTime() + TICKET_MINUTES * 60_000),
    createdAt: now,
  });
  return ticket;
}

export interface TicketTry {
  memberId: number;
  portal: Portal;
  /** Takes the ticket for good (the answer was right); false when a parallel try took it first. */
  use(): Promise<boolean>;
}

/**
 * Counts one try of the ticket, in one statement so parallel tries each see the others; null when the ticket is
 * unknown, used, past its time or out of tries.
 */
export async function tryTicket(deps: Pick<Deps, 'db' | 'clock'>, ticket: string): Promise<TicketTry | null> {
  const memberId = Number(/^(\d{1,10})\./.exec(ticket)?.[1]);
  if (!Number.isSafeInteger(memberId)) return null;
  const now = deps.clock.now();
  const [tried] = await deps.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.phone, recipientOf(memberId)),
        inArray(smsCodes.purpose, [PURPOSES.member, PURPOSES.agent]),
        eq(smsCodes.codeHash, hashTicket(ticket)),
        isNull(smsCodes.usedAt),
        lt(smsCodes.attempts, MAX_TICKET_TRIES),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning({ id: smsCodes.id, purpose: smsCodes.purpose });
  if (!tried) return null;
  return {
    memberId,
    portal: tried.purpose === PURPOSES.agent ? 'agent' : undefined,
    async use() {
      const used = await deps.db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.id, tried.id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return used.length === 1;
    },
  };
}

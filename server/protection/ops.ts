// The operator's view of player protection (issue 16 §5): one member's limits, pending raises, reminder and
// exclusion, and the exclusions in force. Read only: an operator neither lifts nor shortens an exclusion.
import { z } from 'zod';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { members } from '../db/schema.ts';
import { memberProtection } from '../db/schema-reach.ts';
import { limitUse } from './limits.ts';
import { exclusionOf, reminderOf } from './exclusion.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { OperatorError } from '../shared/operator-error.ts';

const PERIOD_NAMES = { D: 'daily', W: 'weekly', M: 'monthly' } as const;
const peso = (c: number | null) => (c === null ? 'none' : toDecimal(c).toFixed(2));

export const protectionCommands = {
  protection: {
    usage: 'protection <account>   (deposit limits, pending raises, session reminder and exclusion of a member)',
    args: z.strictObject({ account: z.string().min(1).max(64) }),
    async run(deps: Deps, a: { account: string }) {
      const [member] = await deps.db.select({ id: members.id }).from(members).where(eq(members.account, a.account));
      if (!member) throw new OperatorError(`No account ${a.account}.`);
      const now = deps.clock.now();
      const limits = await limitUse(deps.db, member.id, now, deps.config.wallet.timeZoneOffsetMinutes);
      const reminder = await reminderOf(deps.db, member.id);
      const exclusion = await exclusionOf(deps.db, member.id, now);
      const lines = limits.map((l) => {
        const pending = l.pending ? `  pending: ${peso(l.pending.amount)} from ${l.pending.from.toISOString()}` : '';
        return `${PERIOD_NAMES[l.period]} limit ${peso(l.amount)}  used ${peso(l.used)}${pending}`;
      });
      lines.push(`reminder ${reminder ? `every ${reminder} minutes` : 'off'}`);
      lines.push(exclusion ? `excluded (${exclusion.kind}) from ${exclusion.from.toISOString()} until ${exclusion.until.toISOString()}` : 'not excluded');
      return lines.join('\n');
    },
  },
  'protection-list': {
    usage: 'protection-list   (time-outs and self-exclusions in force, ending soonest first)',
    args: z.strictObject({}),
    async run(deps: Deps) {
      const rows = await deps.db
        .select({ account: members.account, kind: memberProtection.exclusionKind, from: memberProtection.excludedFrom, until: memberProtection.excludedUntil })
        .from(memberProtection)
        .innerJoin(members, eq(members.id, memberProtection.memberId))
        .where(and(isNotNull(memberProtection.exclusionKind), gt(memberProtection.excludedUntil, deps.clock.now())))
        .orderBy(asc(memberProtection.excludedUntil));
      if (!rows.length) return 'No exclusions in force.';
      return rows.map((r) => `${r.account}  ${r.kind}  ${r.from?.toISOString() ?? ''}  until ${r.until!.toISOString()}`).join('\n');
    },
  },
} as const;

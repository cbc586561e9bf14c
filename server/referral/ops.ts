// The operator's look at invite friends (issue 15, docs/loyalty.md §invite friends): a player's invitees with their
// statuses (R registered, A qualified, F failed, M duplicate of whom) and what the programme paid them.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { queryRows } from '../db/client.ts';
import { toDecimal } from '../ledger/amounts.ts';

export const referralCommands = {
  'referral-list': {
    usage: "referral-list <account>   (the player's invitees with their status, and the referral income paid)",
    args: z.strictObject({ account: z.string().min(1).max(64) }),
    async run(deps: Deps, a: { account: string }) {
      const [m] = await queryRows<{ id: number; code: string | null }>(
        deps.db,
        sql`select id, referral_code as code from members where account = ${a.account}`,
      );
      if (!m) return `No account ${a.account}.`;
      const rows = await queryRows<{ account: string; status: string; registered_at: string | Date; dup: string | null }>(
        deps.db,
        sql`select i.account, r.status, r.registered_at, d.account as dup from referrals r join members i on i.id = r.invitee_id
            left join members d on d.id = r.duplicate_of where r.referrer_id = ${m.id} order by r.registered_at, r.invitee_id`,
      );
      const paid = await queryRows<{ rule: string; amount: string }>(
        deps.db,
        sql`select rule, sum(amount) as amount from settlements where member_id = ${m.id} and rule like 'referral:%' and transfer_id is not null group by rule order by rule`,
      );
      const lines = [`${a.account}: code ${m.code ?? '(none yet)'}, ${rows.length} invitee(s)`];
      for (const r of rows)
        lines.push(`  ${r.account.padEnd(20)} ${r.status}  ${new Date(r.registered_at).toISOString()}${r.dup ? `  duplicate of ${r.dup}` : ''}`);
      for (const p of paid) lines.push(`  paid ${p.rule}: ${toDecimal(Number(p.amount)).toFixed(2)}${p.rule === 'referral:invite' ? ' points' : ''}`);
      return lines.join('\n');
    },
  },
} as const;

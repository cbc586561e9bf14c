// The withdrawal jobs: the demo payout processor and the sweep of parts past their confirmation deadline. Both
// were run lazily by the member's reads before; a read now only computes what it shows.
import { sql } from 'drizzle-orm';
import { runDemoPayouts } from './demo-payouts.ts';
import { settleOverdue } from './withdrawal-status.ts';
import { queryRows } from '../db/client.ts';
import { publishHint } from '../live/publish.ts';
import type { JobDefinition } from '../jobs/runner.ts';

export const demoPayoutsJob: JobDefinition = {
  name: 'demo-payouts',
  everyMs: 60_000,
  catchUp: 5,
  async run(deps) {
    return `${await runDemoPayouts(deps)} part(s) paid`;
  },
};

export const withdrawalDeadlinesJob: JobDefinition = {
  name: 'withdrawal-deadlines',
  everyMs: 60_000,
  catchUp: 5,
  async run(deps) {
    const now = deps.clock.now();
    // Whose parts the sweep settles, read first: the sweep's update names only the parts. A member who answers in
    // between gets one hint too many, harmless.
    const due = await queryRows<{ memberId: number; id: number }>(
      deps.db,
      sql`select distinct w.member_id as "memberId", w.id from withdrawal_parts p join withdrawals w on w.id = p.withdrawal_id
          where p.status = 'awaiting' and p.confirm_by <= ${now.toISOString()}`,
    );
    const settled = await settleOverdue(deps.db, now);
    // A read already shows a part past its deadline as received; the hint refreshes a page left open on it.
    for (const d of due) publishHint(deps, d.memberId, 'withdrawal', { id: d.id });
    return `${settled} part(s) counted as received`;
  },
};

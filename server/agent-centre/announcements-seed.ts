// The announcements for agents (issue 14, agentAnnouncement): type AG in the announcements table, which the popup's
// call never answers. A seed run of its own, so a database seeded before issue 14 gets them too.
import type { Db } from '../db/client.ts';
import { announcements } from '../db/schema-content.ts';
import type { Clock } from '../deps.ts';
import { AGENT_ANNOUNCEMENT_TYPE } from '../../contract/rules/announcements.ts';
import { seedOnce } from '../seed/seed-run.ts';

/** [title, HTML content, days before the seed's day it was published]: newest first. */
export const AGENT_ANNOUNCEMENTS: [string, string, number][] = [
  [
    'Commission schedule for this month',
    '<p>Agent rebate is settled every day after the day closes (00:00 GMT+8) and paid to your wallet by <b>02:00</b>.</p>' +
      '<ul><li>Dividends: weekly periods close on Saturday and are paid on Sunday.</li><li>Half-month periods are paid on the 1st and the 16th.</li></ul>' +
      '<p>Figures of the day are final once the day closes; see <b>My income</b> for each payment.</p>',
    0,
  ],
  [
    'Wage payout times',
    '<p>Wages are paid automatically:</p><ul><li><b>Daily wage</b>: the next day after 00:00 (GMT+8), for the previous day.</li>' +
      '<li><b>Hourly wage</b>: at the end of every hour or half hour of your contract.</li><li><b>Real-time wage</b>: every 5 minutes, per lottery draw.</li></ul>' +
      '<p>A wage needs a signed contract; offers from your upline appear when you sign in.</p>',
    2,
  ],
  [
    'Compliance notice: responsible promotion',
    '<p>Agents must not invite players under <b>18</b>, promise guaranteed winnings, or share accounts.</p>' +
      '<p>Registrations through duplicate or linked accounts are not counted as active members and may be removed from your team.</p>',
    5,
  ],
  [
    'New invitation links in the register centre',
    '<p>You can now create invitation links with an expiry and a channel name, and see how many players each one brought.</p>',
    9,
  ],
];

export async function seedAgentAnnouncements(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now().getTime();
  return seedOnce(db, { name: 'agent-announcements', version: 1 }, clock.now(), async (tx) => {
    await tx.insert(announcements).values(
      AGENT_ANNOUNCEMENTS.map(([title, content, daysAgo]) => ({
        title,
        content,
        promotionType: AGENT_ANNOUNCEMENT_TYPE,
        // The popup's executions do not apply; A keeps the column's meaning (shown to signed-in accounts).
        execution: 'A',
        startDate: new Date(now - daysAgo * 86_400_000),
      })),
    );
  });
}

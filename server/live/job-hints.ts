// What a timed job changes reaches the members' open pages (issue 37 item 6). The settlement jobs pay many members
// at once (rebates, wages, dividends, referral income, VIP and JOIN bonuses, mission prizes, cashback) through
// set-based SQL that never lists them in Node; rather than every job collecting whom it paid, the runner notes where
// the ledger's entries and the rewards stand before a run and, once the run has committed, publishes for the rows
// written past those marks: the new balance of every main wallet a transfer moved, and a rewards hint for every
// member given a reward. A row another caller wrote during the run only earns its member one more hint, harmless;
// game transfers are left out, since the vendor wallet publishes those itself and they are most of the traffic.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { publishBalance, publishHint } from './publish.ts';

/** The newest ledger entry and reward before a run. */
export interface RunMarks {
  entry: number;
  reward: number;
}

export async function marksNow(db: Db): Promise<RunMarks> {
  const [row] = await queryRows<{ entry: string | null; reward: string | null }>(
    db,
    sql`select (select max(id) from ledger_entries) as entry, (select max(id) from rewards) as reward`,
  );
  return { entry: Number(row?.entry ?? 0), reward: Number(row?.reward ?? 0) };
}

/** Publishes what the rows written past the marks changed; returns the number of events sent. */
export async function publishSince(deps: Pick<Deps, 'db' | 'live' | 'config'>, marks: RunMarks): Promise<number> {
  if (!deps.live) return 0;
  const wallets = await queryRows<{ memberId: number; balance: string }>(
    deps.db,
    sql`select a.member_id as "memberId", a.balance
        from ledger_accounts a
        where a.member_id is not null and a.code = 'member:' || a.member_id
          and a.id in (select e.account_id from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
                       where e.id > ${marks.entry} and t.kind not like 'game.%')`,
  );
  const rewarded = await queryRows<{ memberId: number }>(deps.db, sql`select distinct member_id as "memberId" from rewards where id > ${marks.reward}`);
  for (const w of wallets) publishBalance(deps, w.memberId, Number(w.balance));
  for (const r of rewarded) publishHint(deps, r.memberId, 'rewards', {});
  return wallets.length + rewarded.length;
}

// The checks after the load: the ledger's and the wallet's invariants (the bench's own, scripts/bench/ledger.ts and
// vendor.ts), then every load player's balance against their opening, rounds, deposits and withdrawals as the
// database records them (./reconcile.ts).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client.ts';
import { invariantViolations } from '../bench/ledger.ts';
import { walletViolations } from '../bench/vendor.ts';
import { openingKey, reconcile, type PlayerMoney } from './reconcile.ts';
import { memberAccountCode } from '../../server/ledger/accounts.ts';

/** The figures of every player whose account starts with `prefix`, read from the ledger and the business tables. */
export async function playerMoney(db: Db, prefix: string): Promise<PlayerMoney[]> {
  const rows = await queryRows<{ id: number; account: string; opening: string; rounds_net: string; deposits: string; withdrawals: string }>(
    db,
    sql`select m.id, m.account,
          (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.idempotency_key = ${openingKey('')} || m.account) as opening,
          (select coalesce(sum(case when r.status = 'rolled_back' then 0 else r.win - r.bet end), 0) from game_rounds r where r.member_id = m.id) as rounds_net,
          (select coalesce(sum(d.amount), 0) from deposit_orders d where d.member_id = m.id and d.status = 'paid') as deposits,
          (select coalesce(sum(case when w.status = 'rejected'
                                    then (select coalesce(sum(p.amount), 0) from withdrawal_parts p where p.withdrawal_id = w.id)
                                    else w.amount end), 0)
             - coalesce((select sum(p.amount) from withdrawal_parts p join withdrawals w2 on w2.id = p.withdrawal_id
                         where w2.member_id = m.id and p.dispute = 'refunded'), 0)
             from withdrawals w where w.member_id = m.id) as withdrawals
        from members m where m.account like ${`${prefix}%`} order by m.account`,
  );
  const codes = rows.map((r) => memberAccountCode(r.id));
  const wallets = codes.length
    ? await queryRows<{ code: string; balance: string }>(
        db,
        sql`select code, balance from ledger_accounts where code in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      )
    : [];
  const balances = new Map(wallets.map((w) => [w.code, Number(w.balance)]));
  return rows.map((r) => ({
    account: r.account,
    opening: Number(r.opening),
    roundsNet: Number(r.rounds_net),
    deposits: Number(r.deposits),
    withdrawals: Number(r.withdrawals),
    balance: balances.get(memberAccountCode(r.id)) ?? 0,
  }));
}

export interface Check {
  what: string;
  violations: number;
  /** A few examples of what failed. */
  detail?: string;
}

const peso = (centavos: number) => (centavos / 100).toFixed(2);

/** Every check: the ledger's and the wallet's invariants, then the players' balances against their activity. */
export async function allChecks(db: Db, prefix: string): Promise<{ checks: Check[]; players: PlayerMoney[] }> {
  const players = await playerMoney(db, prefix);
  const r = reconcile(players);
  const checks: Check[] = [
    ...(await invariantViolations(db)).map(([what, violations]) => ({ what, violations })),
    ...(await walletViolations(db)).map(([what, violations]) => ({ what, violations })),
    {
      what: `load players whose balance is not opening + rounds + deposits - withdrawals (of ${r.players})`,
      violations: r.mismatches.length,
      detail: r.mismatches
        .slice(0, 5)
        .map((m) => `${m.account}: balance ${peso(m.balance)}, expected ${peso(m.expected)}`)
        .join('; '),
    },
    {
      what: 'load players below zero',
      violations: r.negative.length,
      detail: r.negative
        .slice(0, 5)
        .map((p) => `${p.account}: ${peso(p.balance)}`)
        .join('; '),
    },
  ];
  return { checks, players };
}

// The member's records (issue 6), read straight from the ledger and the wallet's rounds, so every figure is one
// the ledger explains: the account record (every movement of the member's wallet), the betting record and the
// profit and loss (the demo vendor's rounds), and the bonus details (movements of bonus kinds).
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { pageCount, type Bounds } from '../shared/day-range.ts';
import type { AccountMovement, BetRecord, ProfitLossRow, RoundStatus } from '../../contract/records/records.ts';
import { GAME_TYPES } from '../../contract/catalogue/catalogue.ts';
import { memberAccountCode } from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';

const n = (v: string | number | null | undefined) => Number(v ?? 0);

/** The kind filter: bonus covers every bonus.* kind; the others are exact. */
const kindFilter = (kind: string | undefined): SQL => {
  if (!kind) return sql`true`;
  if (kind === 'bonus') return sql`(t.kind = 'bonus' or t.kind like 'bonus.%')`;
  return sql`t.kind = ${kind}`;
};

/**
 * One ledger account's movements in the range, newest first, with the totals in and out of the whole range: the
 * account record reads the member's wallet, the points mall's point details its points account.
 */
export async function accountMovements(db: Db, code: string, range: Bounds, filter: SQL, pageNum: number, pageSize: number) {
  const where = sql`a.code = ${code} and e.created_at >= ${range.from.toISOString()}::timestamptz and e.created_at < ${range.to.toISOString()}::timestamptz and ${filter}`;
  const from = sql`ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id`;
  const [totals] = await queryRows<{ total: string; total_in: string; total_out: string }>(
    db,
    sql`select count(*) as total, coalesce(sum(greatest(e.amount, 0)), 0) as total_in, coalesce(sum(least(e.amount, 0)), 0) as total_out from ${from} where ${where}`,
  );
  const rows = await queryRows<{ id: string; kind: string; amount: string; balance_after: string; memo: string; created_at: string | Date }>(
    db,
    sql`select e.id, t.kind, e.amount, e.balance_after, t.memo, e.created_at from ${from} where ${where}
        order by e.id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
  );
  const content: AccountMovement[] = rows.map((r) => ({
    id: n(r.id),
    kind: r.kind,
    amount: toDecimal(n(r.amount)),
    balanceAfter: toDecimal(n(r.balance_after)),
    memo: r.memo,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  const total = n(totals?.total);
  const totalIn = n(totals?.total_in);
  const totalOut = -n(totals?.total_out);
  return {
    content,
    total,
    totalPages: pageCount(total, pageSize),
    totalIn: toDecimal(totalIn),
    totalOut: toDecimal(totalOut),
    net: toDecimal(totalIn - totalOut),
  };
}

export const accountRecord = (db: Db, memberId: number, range: Bounds, kind: string | undefined, pageNum: number, pageSize: number) =>
  accountMovements(db, memberAccountCode(memberId), range, kindFilter(kind), pageNum, pageSize);

const roundWhere = (memberId: number, range: Bounds, gameType: string | undefined) =>
  sql`r.member_id = ${memberId} and r.created_at >= ${range.from.toISOString()}::timestamptz and r.created_at < ${range.to.toISOString()}::timestamptz
      and ${gameType ? sql`g.game_type = ${gameType}` : sql`true`}`;

export async function bettingRecord(db: Db, memberId: number, range: Bounds, gameType: string | undefined, pageNum: number, pageSize: number) {
  const where = roundWhere(memberId, range, gameType);
  const [totals] = await queryRows<{ total: string; bet: string; win: string; open_bet: string }>(
    db,
    sql`select count(*) as total,
               coalesce(sum(r.bet) filter (where r.status = 'settled'), 0) as bet,
               coalesce(sum(r.win) filter (where r.status = 'settled'), 0) as win,
               coalesce(sum(r.bet) filter (where r.status = 'open'), 0) as open_bet
        from game_rounds r join games g on g.node_id = r.node_id where ${where}`,
  );
  const rows = await queryRows<{
    id: string;
    node_id: number;
    game_name: string;
    game_type: string;
    vassalage: string;
    bet: string;
    win: string;
    status: string;
    created_at: string | Date;
    settled_at: string | Date | null;
  }>(
    db,
    sql`select r.id, r.node_id, g.game_name, g.game_type, g.vassalage, r.bet, r.win, r.status, r.created_at, r.settled_at
        from game_rounds r join games g on g.node_id = r.node_id where ${where}
        order by r.created_at desc, r.id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
  );
  const content: BetRecord[] = rows.map((r) => ({
    round: r.id,
    nodeId: n(r.node_id),
    gameName: r.game_name,
    gameType: r.game_type,
    vassalage: r.vassalage,
    bet: toDecimal(n(r.bet)),
    win: toDecimal(n(r.win)),
    net: r.status === 'settled' ? toDecimal(n(r.win) - n(r.bet)) : 0,
    status: r.status as RoundStatus,
    createdAt: new Date(r.created_at).toISOString(),
    settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
  }));
  const total = n(totals?.total);
  const bet = n(totals?.bet);
  const win = n(totals?.win);
  return {
    content,
    total,
    totalPages: pageCount(total, pageSize),
    totalBet: toDecimal(bet),
    totalWin: toDecimal(win),
    net: toDecimal(win - bet),
    openBet: toDecimal(n(totals?.open_bet)),
  };
}

/** Settled rounds by the members' day (of the bet) and game type. */
export async function profitLoss(db: Db, memberId: number, range: Bounds, gameType: string | undefined, offsetMinutes: number) {
  const day = sql`to_char((r.created_at at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD')`;
  const rows = await queryRows<{ day: string; game_type: string; rounds: string; bet: string; win: string }>(
    db,
    sql`select ${day} as day, g.game_type, count(*) as rounds, sum(r.bet) as bet, sum(r.win) as win
        from game_rounds r join games g on g.node_id = r.node_id
        where ${roundWhere(memberId, range, gameType)} and r.status = 'settled'
        group by 1, 2`,
  );
  const order = (t: string) => (GAME_TYPES as readonly string[]).indexOf(t);
  const out: ProfitLossRow[] = rows
    .map((r) => ({
      date: r.day,
      gameType: r.game_type,
      rounds: n(r.rounds),
      bet: toDecimal(n(r.bet)),
      win: toDecimal(n(r.win)),
      net: toDecimal(n(r.win) - n(r.bet)),
    }))
    .sort((a, b) => (a.date === b.date ? order(a.gameType) - order(b.gameType) : a.date < b.date ? 1 : -1));
  const bet = rows.reduce((s, r) => s + n(r.bet), 0);
  const win = rows.reduce((s, r) => s + n(r.win), 0);
  return { rows: out, totalBet: toDecimal(bet), totalWin: toDecimal(win), net: toDecimal(win - bet) };
}

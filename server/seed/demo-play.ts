// Thirty days of demo play (issue 13, item 9): the demo accounts' rounds on slots, live tables, fishing, sports and
// lotteries over the 30 members' days before the seed's now, so the records, the day statistics, rebates and VIP
// show settled figures on a fresh start. Its own seed run ('demo-play').
//
// Each round is written as the demo vendor's wallet writes one (migration 0011, wallet_bet and wallet_win): a
// ledger transfer member -> vendor:DEMO:<member % 8> for the bet (kind game.bet, key wallet:<bet id>, memo the
// round), one back for a win (game.win), the game_rounds row (settled) and a wallet_transactions row per call
// with its fingerprint, status RS_OK and the balance it left; a big win goes on the winner board. A slot or
// fishing round that loses is closed by its bet; a live, sports or lottery round stays open until its result,
// a loss being a win of 0. Rows are written set-based, in time order, with each entry's balance_after following
// its account's running balance: 6,000 ledger_transfer calls took ~5 s on PGlite, the inserts a fraction of it.
//
// Funding (docs/decisions.md): the opening credits of the demo accounts (seed:opening:*) and their members'
// created_at move to the start of the first played day, so on a fresh database the ledger reads in time order
// and in id order alike: opening, then the play. Balances start from what each account holds, the stake of a
// round is a small share of the balance (a bet never takes more than a tenth of it), so no balance goes below
// zero at any entry, and each account ends at its opening plus the net of its rounds.
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { games } from '../db/schema-games.ts';
import { vipLevels } from '../db/schema-economy.ts';
import type { Clock } from '../deps.ts';
import { dayOf, dayStart } from '../shared/day-range.ts';
import { DEMO_VENDOR, fingerprint } from '../vendor/protocol.ts';
import { seedOnce } from './seed-run.ts';
import { REBATE_KIND, REBATE_MODULE, rebateMemo, rebateRule } from '../rebates/service.ts';
import { moduleEnabled } from '../system/system-status.ts';
import { rebateOn, rebateRateBp } from '../../contract/rules/rebates.ts';
import type { GameType } from '../../contract/catalogue/catalogue.ts';
import {
  DEFAULT_PLAY_SETTINGS,
  PLAYERS,
  PLAYED_TYPES,
  planDemoPlay,
  planTeamMoney,
  playStart,
  type DemoPlaySettings,
  type PlannedMoney,
  type PlannedRound,
} from './demo-play-plan.ts';
import { depositAccountId, payoutAccountId, withdrawalHoldAccountId, accountId, memberAccountCode, houseBonusAccountId } from '../ledger/accounts.ts';
import { DEMO_PROVIDER } from '../deposit/deposits.ts';
import { backdateTransfers, bulkTransfers } from '../ledger/bulk.ts';

const SEED = { name: 'demo-play', version: 1 };
const DAY = 86_400_000;
const MINUTE = 60_000;

interface WalletCall {
  at: number;
  seq: number;
  round: PlannedRound;
  kind: 'bet' | 'win';
}

/** A team player's deposit or withdrawal (issue 14): money the agent centre's pages read. */
interface MoneyCall {
  at: number;
  seq: number;
  kind: 'money';
  money: PlannedMoney;
}

/** A day's rebate of one game type, paid a minute after the day closed (docs/economy.md §rebates). */
interface RebatePayout {
  at: number;
  seq: number;
  kind: 'rebate';
  memberId: number;
  day: string;
  gameType: GameType;
  /** Centavos: the day's valid bets of the type, and the rebate on them. */
  basis: number;
  amount: number;
}

/**
 * The rebates the day close would have paid for the planned rounds, computed as it computes them (valid bets per
 * round, their day's sum times the type's rate with the member's VIP extra, rounded down), so the seeded days read
 * as if the server had run through them. `extraBp`: each member's VIP extra.
 */
export function plannedRebates(rounds: readonly PlannedRound[], extraBp: ReadonlyMap<number, number>, offsetMinutes: number): Omit<RebatePayout, 'seq'>[] {
  const sums = new Map<string, { memberId: number; day: string; gameType: GameType; basis: number }>();
  for (const r of rounds) {
    const day = dayOf(r.settledAt, offsetMinutes);
    const gameType = r.game.gameType as GameType;
    const key = `${r.memberId}|${day}|${gameType}`;
    const sum = sums.get(key) ?? { memberId: r.memberId, day, gameType, basis: 0 };
    sum.basis += Math.floor((r.bet * (10_000 - (r.game.excludedBp ?? 0))) / 10_000);
    sums.set(key, sum);
  }
  return [...sums.values()]
    .map((s) => ({
      ...s,
      kind: 'rebate' as const,
      at: dayStart(s.day, offsetMinutes).getTime() + DAY + MINUTE,
      amount: rebateOn(s.basis, rebateRateBp(s.gameType, extraBp.get(s.memberId) ?? 0)),
    }))
    .filter((p) => p.amount > 0);
}

/** Moves the demo accounts' opening credits, and their members' creation, to `at` when they are later. */
async function openBefore(tx: Tx, at: Date) {
  const openings = await tx
    .select({ id: t.ledgerTransfers.id, key: t.ledgerTransfers.idempotencyKey })
    .from(t.ledgerTransfers)
    .where(and(like(t.ledgerTransfers.idempotencyKey, 'seed:opening:%'), sql`${t.ledgerTransfers.createdAt} > ${at.toISOString()}::timestamptz`));
  if (!openings.length) return;
  const ids = openings.map((o) => o.id);
  await backdateTransfers(tx, ids, at);
  const accounts = openings.map((o) => o.key.slice('seed:opening:'.length));
  await tx
    .update(t.members)
    .set({ createdAt: at })
    .where(and(inArray(t.members.account, accounts), sql`${t.members.createdAt} > ${at.toISOString()}::timestamptz`));
}

/** Writes the planned rounds as the wallet would have, in time order. */
async function writeRounds(tx: Tx, rounds: PlannedRound[], money: readonly PlannedMoney[], currency: string, settings: DemoPlaySettings) {
  const vendor = `vendor:${DEMO_VENDOR}`;
  const members = [...new Set(rounds.map((r) => r.memberId))];
  const memberAccount = new Map<number, number>();
  const vendorAccount = new Map<number, number>();
  for (const m of members) {
    memberAccount.set(m, await accountId(tx, memberAccountCode(m), currency, { memberId: m }));
    // The wallet's own function names (and makes) the vendor's shard for this member.
    const [row] = await queryRows<{ id: number }>(tx, sql`select wallet_vendor_account(${vendor}, ${m}, ${currency}) as id`);
    vendorAccount.set(m, Number(row!.id));
  }
  const house = await houseBonusAccountId(tx, currency);
  const cashier = {
    deposit: await depositAccountId(tx, DEMO_PROVIDER, currency),
    hold: await withdrawalHoldAccountId(tx, currency),
    payout: await payoutAccountId(tx, currency),
  };
  const accountIds = [...new Set([...memberAccount.values(), ...vendorAccount.values(), house, ...Object.values(cashier)])];
  const locked = await tx
    .select({ id: t.ledgerAccounts.id, balance: t.ledgerAccounts.balance })
    .from(t.ledgerAccounts)
    .where(inArray(t.ledgerAccounts.id, accountIds))
    .for('update');
  const balance = new Map(locked.map((a) => [a.id, a.balance]));

  let seq = 0;
  const calls: (WalletCall | RebatePayout | MoneyCall)[] = [];
  for (const r of rounds) {
    calls.push({ at: r.betAt.getTime(), seq: seq++, round: r, kind: 'bet' });
    if (r.winUuid) calls.push({ at: r.settledAt.getTime(), seq: seq++, round: r, kind: 'win' });
  }
  const extras = await tx
    .select({ id: t.members.id, extra: vipLevels.rebateExtraBp })
    .from(t.members)
    .leftJoin(vipLevels, eq(vipLevels.level, t.members.vipLevel))
    .where(inArray(t.members.id, members));
  const rebates = (await moduleEnabled(tx, REBATE_MODULE))
    ? plannedRebates(rounds, new Map(extras.map((e) => [e.id, e.extra ?? 0])), settings.timeZoneOffsetMinutes)
    : [];
  for (const p of rebates) calls.push({ ...p, seq: seq++ });
  for (const m of money) calls.push({ at: m.at.getTime(), seq: seq++, kind: 'money', money: m });
  calls.sort((a, b) => a.at - b.at || a.seq - b.seq);
  const settled: object[] = [];

  // Rows by their column names, so each table takes them from one JSON value (jsonb_populate_recordset).
  const transfers: object[] = [];
  const wallet: object[] = [];
  const wins: object[] = [];
  const orders: object[] = [];
  /** One ledger transfer in the running balances. */
  const move = (key: string, kind: string, from: number, to: number, amount: number, memo: string, at: string) => {
    const fromAfter = balance.get(from)! - amount;
    const toAfter = balance.get(to)! + amount;
    balance.set(from, fromAfter);
    balance.set(to, toAfter);
    transfers.push({ idempotency_key: key, kind, from_account_id: from, to_account_id: to, amount, memo, created_at: at });
  };
  for (const c of calls) {
    if (c.kind === 'money') {
      const { money: m } = c;
      const at = new Date(c.at).toISOString();
      const member = memberAccount.get(m.memberId)!;
      if (m.kind === 'deposit') {
        move(`deposit:${m.orderNo}`, 'deposit', cashier.deposit, member, m.amount, `Deposit ${m.orderNo} (GCash)`, at);
        orders.push({ order_no: m.orderNo, member_id: m.memberId, amount: m.amount, created_at: at, key: `deposit:${m.orderNo}` });
      } else {
        if (balance.get(member)! < m.amount) throw new Error(`demo play: ${m.account} cannot withdraw at ${at}`);
        move(`withdrawal:hold:${m.orderNo}`, 'withdrawal', member, cashier.hold, m.amount, `Withdrawal ${m.orderNo}`, at);
        move(`withdrawal:part:${m.orderNo}:1`, 'withdrawal.payout', cashier.hold, cashier.payout, m.amount, `Withdrawal ${m.orderNo} part 1`, at);
      }
      continue;
    }
    if (c.kind === 'rebate') {
      const at = new Date(c.at).toISOString();
      const member = memberAccount.get(c.memberId)!;
      const key = `settle:${rebateRule(c.gameType)}:${c.memberId}:${c.day}`;
      const houseAfter = balance.get(house)! - c.amount;
      const memberAfter = balance.get(member)! + c.amount;
      balance.set(house, houseAfter);
      balance.set(member, memberAfter);
      transfers.push({
        idempotency_key: key,
        kind: REBATE_KIND,
        from_account_id: house,
        to_account_id: member,
        amount: c.amount,
        memo: rebateMemo(c.gameType, c.day),
        created_at: at,
      });
      settled.push({ rule: rebateRule(c.gameType), member_id: c.memberId, period: c.day, basis: c.basis, amount: c.amount, key, created_at: at });
      continue;
    }
    const r = c.round;
    const at = new Date(c.at).toISOString();
    const member = memberAccount.get(r.memberId)!;
    const shard = vendorAccount.get(r.memberId)!;
    const common = { round: r.round, game_code: r.game.gameCode, currency };
    const amount = c.kind === 'bet' ? r.bet : r.win;
    const uuid = c.kind === 'bet' ? r.betUuid : r.winUuid!;
    let key: string | null = null;
    if (amount > 0) {
      key = `wallet:${uuid}`;
      const [from, to] = c.kind === 'bet' ? [member, shard] : [shard, member];
      const fromAfter = balance.get(from)! - amount;
      const toAfter = balance.get(to)! + amount;
      if (from === member && fromAfter < 0) throw new Error(`demo play: ${r.account} would go below zero at ${at}`);
      balance.set(from, fromAfter);
      balance.set(to, toAfter);
      transfers.push({
        idempotency_key: key,
        kind: c.kind === 'bet' ? 'game.bet' : 'game.win',
        from_account_id: from,
        to_account_id: to,
        amount,
        memo: r.round,
        created_at: at,
      });
    }
    const body =
      c.kind === 'bet'
        ? { ...common, amount: r.bet, round_closed: r.closedByBet }
        : { ...common, amount: r.win, reference_transaction_uuid: r.betUuid, round_closed: true };
    wallet.push({
      n: wallet.length,
      key,
      transaction_uuid: uuid,
      kind: c.kind,
      member_id: r.memberId,
      round: r.round,
      reference_uuid: c.kind === 'win' ? r.betUuid : null,
      amount,
      fingerprint: fingerprint(c.kind, body),
      status: 'RS_OK',
      balance: balance.get(member)!,
      created_at: at,
    });
    if (c.kind === 'win' && r.win > 0 && (r.win >= r.bet * settings.bigWinMultiple || r.win >= settings.bigWinAmount))
      wins.push({ node_id: r.game.nodeId, member_id: r.memberId, player_name: r.account, amount: r.win, round: r.round, occurred_at: at });
  }
  const rows = (list: object[]) => sql`${JSON.stringify(list)}::jsonb`;

  // Transfers in time order, so ids follow time, through the ledger's set-based entry (its entries carry each
  // account's running balance). One statement: thousands of bound values are several times slower on PGlite.
  await bulkTransfers(
    tx,
    sql`select x.ordinality as ord, x.idempotency_key as key, x.kind, x.from_account_id, x.to_account_id, x.amount, x.memo, x.created_at
        from jsonb_populate_recordset(null::ledger_transfers, ${rows(transfers)}) with ordinality as x`,
  );
  if (orders.length)
    await tx.execute(sql`
      insert into deposit_orders (order_no, member_id, method, amount, status, created_at, expires_at, closed_at, provider_ref, ledger_transfer_id)
      select x.order_no, x.member_id, 'GCASH', x.amount, 'paid', x.created_at, x.created_at + interval '30 minutes', x.created_at, x.order_no, t.id
      from jsonb_to_recordset(${rows(orders)}) as x(order_no text, member_id integer, amount bigint, created_at timestamptz, key text)
      join ledger_transfers t on t.idempotency_key = x.key`);
  if (settled.length)
    await tx.execute(sql`
      insert into settlements (rule, member_id, period, basis, amount, transfer_id, created_at)
      select x.rule, x.member_id, x.period, x.basis, x.amount, t.id, x.created_at
      from jsonb_to_recordset(${rows(settled)}) as x(rule text, member_id integer, period text, basis bigint, amount bigint, key text, created_at timestamptz)
      join ledger_transfers t on t.idempotency_key = x.key`);
  const roundRows = rounds.map((r) => ({
    id: r.round,
    member_id: r.memberId,
    node_id: r.game.nodeId,
    bet_uuid: r.betUuid,
    bet: r.bet,
    win: r.win,
    status: 'settled',
    created_at: r.betAt.toISOString(),
    settled_at: r.settledAt.toISOString(),
  }));
  await tx.execute(sql`insert into game_rounds select * from jsonb_populate_recordset(null::game_rounds, ${rows(roundRows)})`);
  await tx.execute(sql`
    insert into wallet_transactions (transaction_uuid, kind, member_id, round, reference_uuid, amount, fingerprint, status, balance, ledger_transfer_id, created_at)
    select x.transaction_uuid, x.kind, x.member_id, x.round, x.reference_uuid, x.amount, x.fingerprint, x.status, x.balance, t.id, x.created_at
    from jsonb_to_recordset(${rows(wallet)}) as x(n integer, key text, transaction_uuid text, kind text, member_id integer, round text, reference_uuid text,
      amount bigint, fingerprint text, status text, balance bigint, created_at timestamptz)
    left join ledger_transfers t on t.idempotency_key = x.key
    order by x.n`);
  if (wins.length)
    await tx.execute(sql`
      insert into game_wins (node_id, member_id, player_name, amount, round, occurred_at)
      select node_id, member_id, player_name, amount, round, occurred_at from jsonb_populate_recordset(null::game_wins, ${rows(wins)})
      on conflict (round) do nothing`);
}

/** Runs the demo play once per database. Returns whether it ran. */
export async function seedDemoPlay(db: Db, clock: Clock, currency: string, settings: DemoPlaySettings = DEFAULT_PLAY_SETTINGS): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, SEED, now, async (tx) => {
    const from = playStart(now, settings.timeZoneOffsetMinutes);
    await openBefore(tx, from);
    const who = await tx
      .select({ memberId: t.members.id, account: t.members.account, balance: t.ledgerAccounts.balance })
      .from(t.members)
      .innerJoin(t.ledgerAccounts, eq(t.ledgerAccounts.code, sql`'member:' || ${t.members.id}`))
      .where(
        inArray(
          t.members.account,
          PLAYERS.map((p) => p.account),
        ),
      )
      .orderBy(asc(t.members.id))
      // Locked from here: on PostgreSQL a running instance's players cannot move these balances under the plan.
      .for('update', { of: t.ledgerAccounts });
    const gameList = await tx
      .select({
        nodeId: games.nodeId,
        gameCode: games.gameCode,
        gameType: games.gameType,
        gameName: games.gameName,
        minBet: games.minBet,
        excludedBp: games.excludedBp,
      })
      .from(games)
      .where(and(inArray(games.gameType, [...PLAYED_TYPES]), eq(games.isGame, 'GAME'), eq(games.maintenance, false)))
      .orderBy(asc(games.nodeId));
    const players = PLAYERS.flatMap((p) => who.filter((w) => w.account === p.account));
    const rounds = planDemoPlay(players, gameList, now, settings);
    if (rounds.length) await writeRounds(tx, rounds, planTeamMoney(players, now, settings.timeZoneOffsetMinutes), currency, settings);
  });
}

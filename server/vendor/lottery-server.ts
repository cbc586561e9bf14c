// The demo vendor's numbers draw (LOTT and ELOTT games). A ticket is one wallet round: the stake is a signed bet
// when it is bought, and the round is settled by a signed win (0 for a loss) once its draw has closed. Results are drawn once and stored (lottery_draws) by the lottery-draws job or the numbers page's
// own state call; the win's transaction id comes from the round, so concurrent settlers send the same call and the
// wallet pays it once.
import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { games, lotteryDraws, lotteryTickets } from '../db/schema-games.ts';
import type { Deps } from '../deps.ts';
import { betSizes, refusal, walletRefusal, type PlayError, type VendorGame } from './game-server.ts';
import {
  DRAWN,
  MAX_PICKS,
  POOL,
  decodeNumbers,
  drawAt,
  drawNumbers,
  drawPeriodMs,
  drawTimes,
  encodeNumbers,
  multiple,
  ticketWin,
  validPicks,
} from './lottery.ts';
import type { WalletAnswer } from './protocol.ts';
import type { WalletClient } from './wallet-client.ts';

/** A win names its bet and is never refused for the token (Hub88): the settler keeps no player token to give. */
const SETTLEMENT_TOKEN = 'lottery-settlement';
const RESULTS_SHOWN = 5;
const TICKETS_SHOWN = 10;
/** Draws settled per read at most, so one read after a long quiet spell stays quick; the next read goes on. */
const SETTLE_BATCH = 50;
const ORPHAN_AFTER_MS = 10 * 60_000;

export interface DrawResult {
  nodeId: number;
  drawNo: number;
  closesAt: string;
  numbers: number[];
}

export interface TicketView {
  round: string;
  drawNo: number;
  closesAt: string;
  picks: number[];
  stake: number;
  win: number | null;
  status: string;
}

export type LotteryState =
  | {
      ok: true;
      balance: number;
      currency: string;
      betSizes: number[];
      rules: { pool: number; drawn: number; maxPicks: number; multiples: number[] };
      now: string;
      draw: { drawNo: number; closesAt: string; periodSeconds: number };
      results: DrawResult[];
      tickets: TicketView[];
    }
  | PlayError;

export type BuyAnswer = { ok: true; ticket: TicketView; balance: number } | PlayError;

type Ticket = typeof lotteryTickets.$inferSelect;
const drawKey = (nodeId: number, drawNo: number) => `${nodeId}:${drawNo}`;

const ticketView = (t: Ticket): TicketView => ({
  round: t.round,
  drawNo: t.drawNo,
  closesAt: t.closesAt.toISOString(),
  picks: decodeNumbers(t.picks),
  stake: t.stake,
  win: t.win,
  status: t.status,
});

export class LotteryServer {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>,
    private readonly wallet: WalletClient,
    private readonly gameOf: (nodeId: number) => Promise<VendorGame | null>,
    private readonly retry: (call: () => Promise<WalletAnswer>) => Promise<WalletAnswer>,
  ) {}

  private id = (prefix: string) => `${prefix}-${this.deps.random.bytes(16).toString('hex')}`;

  /** The numbers of these closed draws, drawing the ones never read before (insert or nothing, then read back). */
  async ensureDraws(wanted: { nodeId: number; drawNo: number; closesAt: Date }[]): Promise<Map<string, number[]>> {
    const { db, clock, random } = this.deps;
    const found = new Map<string, number[]>();
    if (wanted.length === 0) return found;
    const read = async (keys: typeof wanted) => {
      const rows = await db
        .select()
        .from(lotteryDraws)
        .where(or(...keys.map((k) => and(eq(lotteryDraws.nodeId, k.nodeId), eq(lotteryDraws.drawNo, k.drawNo)))));
      for (const r of rows) found.set(drawKey(r.nodeId, r.drawNo), decodeNumbers(r.numbers));
    };
    await read(wanted);
    const missing = wanted.filter((k) => !found.has(drawKey(k.nodeId, k.drawNo)));
    if (missing.length > 0) {
      const now = clock.now();
      await db
        .insert(lotteryDraws)
        .values(missing.map((k) => ({ nodeId: k.nodeId, drawNo: k.drawNo, closesAt: k.closesAt, numbers: encodeNumbers(drawNumbers(random)), drawnAt: now })))
        .onConflictDoNothing();
      // Another reader may have drawn some first: what is stored is the result.
      await read(missing);
    }
    return found;
  }

  /**
   * The latest drawn result of each game, as stored: a read draws nothing and settles nothing (the lottery-draws
   * job does both within seconds of a close), so a draw closed a moment ago shows the one before it until then.
   */
  async latestResults(gameList: { nodeId: number; gameName: string }[]): Promise<DrawResult[]> {
    if (gameList.length === 0) return [];
    const rows = await this.deps.db
      .selectDistinctOn([lotteryDraws.nodeId])
      .from(lotteryDraws)
      .where(
        and(
          inArray(
            lotteryDraws.nodeId,
            gameList.map((g) => g.nodeId),
          ),
          lte(lotteryDraws.closesAt, this.deps.clock.now()),
        ),
      )
      .orderBy(lotteryDraws.nodeId, desc(lotteryDraws.drawNo));
    const byNode = new Map(rows.map((r) => [r.nodeId, r]));
    return gameList.flatMap((g) => {
      const r = byNode.get(g.nodeId);
      return r ? [{ nodeId: r.nodeId, drawNo: r.drawNo, closesAt: r.closesAt.toISOString(), numbers: decodeNumbers(r.numbers) }] : [];
    });
  }

  /** The lottery-draws job's work: the last closed draw of every numbers game is drawn, and due tickets settled. */
  async drawAndSettle(): Promise<{ drawn: number }> {
    const { db, clock } = this.deps;
    const list = await db
      .select({ nodeId: games.nodeId, gameName: games.gameName })
      .from(games)
      .where(inArray(games.gameType, ['LOTT', 'ELOTT']));
    const now = clock.now();
    const wanted = list.map((g) => {
      const period = drawPeriodMs(g.gameName);
      const last = drawTimes(drawAt(now, period).drawNo - 1, period);
      return { nodeId: g.nodeId, drawNo: last.drawNo, closesAt: last.closesAt };
    });
    await this.ensureDraws(wanted);
    await this.settleDue();
    return { drawn: wanted.length };
  }

  /** Settles the open tickets whose draw has closed (of one member or some games, or all), oldest draws first. */
  async settleDue(filter: { memberId?: number; nodeIds?: number[] } = {}): Promise<void> {
    const { db, clock } = this.deps;
    const due = await db
      .selectDistinct({ nodeId: lotteryTickets.nodeId, drawNo: lotteryTickets.drawNo, closesAt: lotteryTickets.closesAt })
      .from(lotteryTickets)
      .where(
        and(
          eq(lotteryTickets.status, 'open'),
          lte(lotteryTickets.closesAt, clock.now()),
          filter.memberId === undefined ? undefined : eq(lotteryTickets.memberId, filter.memberId),
          filter.nodeIds ? inArray(lotteryTickets.nodeId, filter.nodeIds) : undefined,
        ),
      )
      .orderBy(lotteryTickets.closesAt)
      .limit(SETTLE_BATCH);
    if (due.length === 0) return;
    const numbers = await this.ensureDraws(due);
    const tickets = await db
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.status, 'open'), or(...due.map((d) => and(eq(lotteryTickets.nodeId, d.nodeId), eq(lotteryTickets.drawNo, d.drawNo))))));
    for (const t of tickets) await this.settleTicket(t, numbers.get(drawKey(t.nodeId, t.drawNo))!);
  }

  private async settleTicket(t: Ticket, drawn: number[]): Promise<void> {
    const { db, clock, config } = this.deps;
    const game = await this.gameOf(t.nodeId);
    if (!game) return;
    const win = ticketWin(decodeNumbers(t.picks), drawn, t.stake, config.vendor.rtpPercent);
    const common = { token: SETTLEMENT_TOKEN, game_code: game.gameCode, round: t.round, currency: config.merchant.currency };
    const paid = await this.retry(() =>
      this.wallet.call('win', {
        ...common,
        request_uuid: this.id('Q'),
        transaction_uuid: `LW-${t.round}`,
        reference_transaction_uuid: t.betUuid,
        amount: win,
        round_closed: true,
      }),
    );
    let status: 'settled' | 'void' | null = null;
    if (paid.status === 'RS_OK') status = 'settled';
    else if (paid.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') status = 'void';
    else if (paid.status === 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' && clock.now().getTime() - t.closesAt.getTime() > ORPHAN_AFTER_MS) {
      // The bet of a ticket recorded just before its close may still be on its way (and is then settled by a
      // later read, its picks were fixed before the close); one that never came after this long never will.
      status = 'void';
    }
    // Anything else (the wallet failing) leaves the ticket open: the next reader settles it with the same ids.
    if (status)
      await db
        .update(lotteryTickets)
        .set({ status, win: status === 'settled' ? win : null, settledAt: clock.now() })
        .where(and(eq(lotteryTickets.round, t.round), eq(lotteryTickets.status, 'open')));
  }

  /** Buys a ticket for the draw on sale now: checks the session, records the ticket, then places the signed bet. */
  async buy(token: string, game: VendorGame, picks: number[], stake: number): Promise<BuyAnswer> {
    const { db, clock, config } = this.deps;
    if (!validPicks(picks)) return refusal('bet.invalid', `Pick 1 to ${MAX_PICKS} different numbers from 1 to ${POOL}`);
    if (!betSizes(game.minBet).includes(stake)) return refusal('bet.invalid', 'Pick one of the stakes');
    const who = await this.wallet.call('balance', { request_uuid: this.id('Q'), token, game_code: game.gameCode });
    if (who.status !== 'RS_OK' || who.user === null) return walletRefusal(who);
    const now = clock.now();
    const draw = drawAt(now, drawPeriodMs(game.gameName));
    const round = this.id('L');
    const betUuid = this.id('B');
    const [ticket] = await db
      .insert(lotteryTickets)
      .values({
        round,
        memberId: Number(who.user),
        nodeId: game.nodeId,
        drawNo: draw.drawNo,
        closesAt: draw.closesAt,
        picks: encodeNumbers(picks),
        stake,
        betUuid,
        status: 'open',
        createdAt: now,
      })
      .returning();
    const placed = await this.retry(() =>
      this.wallet.call('bet', {
        token,
        game_code: game.gameCode,
        round,
        currency: config.merchant.currency,
        request_uuid: this.id('Q'),
        transaction_uuid: betUuid,
        amount: stake,
        round_closed: false,
      }),
    );
    if (placed.status !== 'RS_OK') {
      await db.delete(lotteryTickets).where(eq(lotteryTickets.round, round));
      return walletRefusal(placed);
    }
    return { ok: true, ticket: ticketView(ticket!), balance: placed.balance ?? 0 };
  }

  /** What the numbers page shows: balance, the draw on sale, the last results and this player's tickets. */
  async state(token: string, game: VendorGame): Promise<LotteryState> {
    const { db, clock, config } = this.deps;
    const who = await this.wallet.call('balance', { request_uuid: this.id('Q'), token, game_code: game.gameCode });
    if (who.status !== 'RS_OK' || who.user === null) return walletRefusal(who);
    const memberId = Number(who.user);
    await this.settleDue({ memberId });
    const now = clock.now();
    const period = drawPeriodMs(game.gameName);
    const current = drawAt(now, period);
    const past = Array.from({ length: RESULTS_SHOWN }, (_, i) => drawTimes(current.drawNo - 1 - i, period));
    const numbers = await this.ensureDraws(past.map((d) => ({ nodeId: game.nodeId, drawNo: d.drawNo, closesAt: d.closesAt })));
    const tickets = await db
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.memberId, memberId), eq(lotteryTickets.nodeId, game.nodeId)))
      .orderBy(desc(lotteryTickets.createdAt), desc(sql`${lotteryTickets.round}`))
      .limit(TICKETS_SHOWN);
    // The balance after settling: a win paid just now shows at once.
    const after = await this.wallet.call('balance', { request_uuid: this.id('Q'), token, game_code: game.gameCode });
    return {
      ok: true,
      balance: after.balance ?? who.balance ?? 0,
      currency: config.merchant.currency,
      betSizes: betSizes(game.minBet),
      rules: {
        pool: POOL,
        drawn: DRAWN,
        maxPicks: MAX_PICKS,
        multiples: Array.from({ length: MAX_PICKS }, (_, i) => multiple(i + 1, config.vendor.rtpPercent)),
      },
      now: now.toISOString(),
      draw: { drawNo: current.drawNo, closesAt: current.closesAt.toISOString(), periodSeconds: period / 1000 },
      results: past.map((d) => ({
        nodeId: game.nodeId,
        drawNo: d.drawNo,
        closesAt: d.closesAt.toISOString(),
        numbers: numbers.get(drawKey(game.nodeId, d.drawNo)) ?? [],
      })),
      tickets: tickets.map(ticketView),
    };
  }
}

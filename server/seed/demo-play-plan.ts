// The plan of the seed's thirty days of demo play (issue 13, item 9; written by demo-play.ts): who plays, on which
// days and games, with what stakes and results, decided by a seeded stream per account, so the same now and
// configuration give the same rounds on any machine. Pure: nothing here touches the database.
import { createHash } from 'node:crypto';
import type { Random } from '../deps.ts';
import type { Config } from '../config.ts';
import { dayOf, dayStart } from '../shared/day-range.ts';
import { betSizes } from '../vendor/game-server.ts';
import { payTable, spinOutcome, type PayTable } from '../vendor/outcomes.ts';
import { POOL, drawAt, drawNumbers, drawPeriodMs, ticketWin } from '../vendor/lottery.ts';
import { seededRandom } from './prng.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The members' days played, ending yesterday. */
export const PLAY_DAYS = 30;
/** Rounds a day per account, both included (fewer only when the balance cannot cover a stake). */
export const ROUNDS_PER_DAY = { min: 10, max: 40 } as const;
/** The highest stake, in centavos (₱200); the lowest is a game's smallest bet size (₱1 at least). */
export const MAX_STAKE = 20_000;
export const PLAYED_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT'] as const;
type PlayedType = (typeof PLAYED_TYPES)[number];

/** The accounts that play and how they like to play: the share of their rounds by game type. */
export const PLAYERS: readonly { account: string; mix: Record<PlayedType, number> }[] = [
  { account: 'demo', mix: { RNG: 50, LIVE: 20, FISH: 10, SPORTS: 10, LOTT: 10 } },
  { account: 'agent01', mix: { RNG: 20, LIVE: 40, FISH: 5, SPORTS: 25, LOTT: 10 } },
  { account: 'down01', mix: { RNG: 45, LIVE: 15, FISH: 25, SPORTS: 5, LOTT: 10 } },
  { account: 'down02', mix: { RNG: 40, LIVE: 10, FISH: 15, SPORTS: 10, LOTT: 25 } },
  { account: 'down03', mix: { RNG: 55, LIVE: 5, FISH: 20, SPORTS: 5, LOTT: 15 } },
  { account: 'sub01', mix: { RNG: 40, LIVE: 20, FISH: 10, SPORTS: 10, LOTT: 20 } },
  { account: 'sub02', mix: { RNG: 30, LIVE: 10, FISH: 20, SPORTS: 10, LOTT: 30 } },
  { account: 'secure01', mix: { RNG: 35, LIVE: 35, FISH: 10, SPORTS: 15, LOTT: 5 } },
];

/** What the play needs from the configuration: the members' time zone and the vendor's return and big-win rule. */
export interface DemoPlaySettings {
  timeZoneOffsetMinutes: number;
  rtpPercent: number;
  bigWinMultiple: number;
  bigWinAmount: number;
}

/** The configuration's defaults (server/config.ts), for callers that seed without a configuration at hand. */
export const DEFAULT_PLAY_SETTINGS: DemoPlaySettings = { timeZoneOffsetMinutes: 480, rtpPercent: 96, bigWinMultiple: 20, bigWinAmount: 100_000 };

export const demoPlaySettings = (config: Pick<Config, 'wallet' | 'vendor'>): DemoPlaySettings => ({
  timeZoneOffsetMinutes: config.wallet.timeZoneOffsetMinutes,
  rtpPercent: config.vendor.rtpPercent,
  bigWinMultiple: config.vendor.bigWinMultiple,
  bigWinAmount: config.vendor.bigWinAmount,
});

/** The first instant of the play: the start of the first played members' day. */
export function playStart(now: Date, offsetMinutes: number): Date {
  const today = dayOf(now, offsetMinutes);
  return new Date(dayStart(today, offsetMinutes).getTime() - PLAY_DAYS * DAY);
}

export interface PlayGame {
  nodeId: number;
  gameCode: string;
  gameType: string;
  gameName: string;
  /** Pesos. */
  minBet: number;
  /** The share of a bet that is not a valid bet, in basis points (games.excluded_bp). */
  excludedBp?: number;
}

export interface Player {
  account: string;
  memberId: number;
  /** Centavos held before the play. */
  balance: number;
}

export interface PlannedRound {
  round: string;
  memberId: number;
  account: string;
  game: PlayGame;
  betUuid: string;
  bet: number;
  betAt: Date;
  /** Closed by its bet (a slot or fishing round that lost): no win call. */
  closedByBet: boolean;
  /** The win call's transaction id, when there is one (its amount may be 0: a lost live, sports or lottery round). */
  winUuid: string | null;
  win: number;
  settledAt: Date;
}

/** A stable id in the vendor's shape (prefix-32 hex), from the round's place in the play. */
const idOf = (prefix: string, ...parts: (string | number)[]) =>
  `${prefix}-${createHash('sha256')
    .update(['demo-play', ...parts].join(':'))
    .digest('hex')
    .slice(0, 32)}`;

/** A 32-bit seed from a name, so each account's play is its own stream whatever else is seeded. */
const seedOf = (name: string) => {
  let h = 0x811c9dc5;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h;
};

type Prng = ReturnType<typeof seededRandom>;

const asRandom = (rnd: Prng): Random => ({ int: (min, max) => rnd.int(min, max), bytes: (n) => Buffer.from(Array.from({ length: n }, () => rnd.int(0, 256))) });

function weighted<T extends string>(rnd: Prng, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  let draw = rnd.next() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [key, w] of entries) {
    if (draw < w) return key;
    draw -= w;
  }
  return entries[entries.length - 1]![0];
}

interface Outcome {
  win: number;
  closedByBet: boolean;
  settledAt: number;
}

/**
 * The round's result, as fair as the demo vendor's (RTP `rtp` percent): the slot pay table for slots and fishing,
 * even money (or a push) at a live table, decimal odds on a match, and the numbers draw of a lottery.
 */
function outcome(rnd: Prng, table: PayTable, rtp: number, game: PlayGame, bet: number, at: number, dayEnd: number): Outcome {
  switch (game.gameType as PlayedType) {
    case 'RNG':
    case 'FISH': {
      const win = spinOutcome(table, asRandom(rnd), bet).win;
      return { win, closedByBet: win === 0, settledAt: win === 0 ? at : at + rnd.int(200, 900) };
    }
    case 'LIVE': {
      // Player or banker: 2x with p, a tie returns the stake 2% of the time; p is set so the return is the RTP.
      const draw = rnd.next();
      const p = (rtp / 100 - 0.02) / 2;
      const win = draw < p ? bet * 2 : draw < p + 0.02 ? bet : 0;
      return { win, closedByBet: false, settledAt: at + rnd.int(20, 46) * 1000 + rnd.int(0, 1000) };
    }
    case 'SPORTS': {
      const odds = rnd.pick([1.5, 1.75, 1.9, 2, 2.4, 3.1]);
      const win = rnd.next() < rtp / 100 / odds ? Math.floor(bet * odds) : 0;
      // Settled when the match ends, within the day it was bet on.
      const ends = Math.min(at + rnd.int(45, 111) * MINUTE, dayEnd - rnd.int(60, 600) * 1000);
      return { win, closedByBet: false, settledAt: Math.max(at + 1000, ends) };
    }
    case 'LOTT': {
      const picks = rnd.next() < 0.8 ? 1 : 2;
      const chosen: number[] = [];
      while (chosen.length < picks) {
        const n = rnd.int(1, POOL + 1);
        if (!chosen.includes(n)) chosen.push(n);
      }
      const win = ticketWin(chosen, drawNumbers(asRandom(rnd)), bet, rtp);
      // Settled a few seconds after its draw closes (the lottery-draws job).
      const closes = drawAt(new Date(at), drawPeriodMs(game.gameName)).closesAt.getTime();
      return { win, closedByBet: false, settledAt: Math.min(closes + rnd.int(1, 8) * 1000, dayEnd - 1000) };
    }
  }
}

/**
 * The rounds of every player over the PLAY_DAYS members' days before `now`, oldest first per player. Pure and
 * deterministic: the same players, games, now and settings give the same rounds.
 */
export function planDemoPlay(players: readonly Player[], gameList: readonly PlayGame[], now: Date, settings: DemoPlaySettings): PlannedRound[] {
  const offset = settings.timeZoneOffsetMinutes;
  const table = payTable(settings.rtpPercent);
  const first = playStart(now, offset).getTime();
  const byType = new Map<string, PlayGame[]>();
  for (const g of [...gameList].sort((a, b) => a.nodeId - b.nodeId)) byType.set(g.gameType, [...(byType.get(g.gameType) ?? []), g]);
  const out: PlannedRound[] = [];
  for (const player of players) {
    const profile = PLAYERS.find((p) => p.account === player.account);
    if (!profile) continue;
    const rnd = seededRandom(seedOf(player.account));
    // A few favourite games of each type the catalogue has.
    const favourites = new Map<PlayedType, PlayGame[]>();
    for (const type of PLAYED_TYPES) {
      const list = byType.get(type) ?? [];
      const picked = new Set<PlayGame>();
      for (let i = 0; i < 3 && list.length; i++) picked.add(rnd.pick(list));
      if (picked.size) favourites.set(type, [...picked]);
    }
    const mix = Object.fromEntries(PLAYED_TYPES.filter((type) => favourites.has(type)).map((type) => [type, profile.mix[type]])) as Record<PlayedType, number>;
    if (!Object.keys(mix).length) continue;

    let balance = player.balance;
    for (let d = 0; d < PLAY_DAYS; d++) {
      const start = first + d * DAY;
      const end = start + DAY;
      const day = dayOf(new Date(start), offset);
      // Sessions between 09:00 and 21:30, rounds 15-90 s apart: everything is bet and settled well within the day.
      const count = rnd.int(ROUNDS_PER_DAY.min, ROUNDS_PER_DAY.max + 1);
      const sessions = Math.min(count, rnd.int(1, 4));
      const times: number[] = [];
      for (let s = 0; s < sessions; s++) {
        let at = start + rnd.int(9 * 60, 21 * 60 + 30) * MINUTE + rnd.int(0, MINUTE);
        const inSession = Math.floor(count / sessions) + (s < count % sessions ? 1 : 0);
        for (let i = 0; i < inSession; i++) times.push((at += rnd.int(15, 91) * 1000 + rnd.int(0, 1000)));
      }
      times.sort((a, b) => a - b);
      // Results not yet paid back, by the instant they settle: a later bet sees only what came in before it.
      const pending: { at: number; win: number }[] = [];
      for (const [i, at] of times.entries()) {
        for (let k = pending.length - 1; k >= 0; k--) if (pending[k]!.at <= at) balance += pending.splice(k, 1)[0]!.win;
        const type = weighted(rnd, mix);
        const game = rnd.pick(favourites.get(type)!);
        const sizes = betSizes(game.minBet).filter((s) => s <= MAX_STAKE);
        // A stake of 0.2% to 1.2% of the balance, at the game's bet sizes; never more than a tenth of the balance.
        const target = balance * (0.002 + rnd.next() * 0.01);
        const bet = [...sizes].reverse().find((s) => s <= target) ?? sizes[0];
        if (bet === undefined || bet * 10 > balance) continue;
        const result = outcome(rnd, table, settings.rtpPercent, game, bet, at, end);
        balance -= bet;
        if (result.closedByBet) balance += result.win;
        else pending.push({ at: result.settledAt, win: result.win });
        const lottery = type === 'LOTT';
        const round = idOf(lottery ? 'L' : 'R', player.account, day, i);
        out.push({
          round,
          memberId: player.memberId,
          account: player.account,
          game,
          betUuid: idOf('B', player.account, day, i),
          bet,
          betAt: new Date(at),
          closedByBet: result.closedByBet,
          winUuid: result.closedByBet ? null : lottery ? `LW-${round}` : idOf('W', player.account, day, i),
          win: result.win,
          settledAt: new Date(result.settledAt),
        });
      }
      for (const p of pending) balance += p.win;
    }
  }
  return out;
}

/**
 * The agent team's members with seeded deposits and withdrawals, which the team pages read (issue 14): the sub-agent's
 * branch. down01 and down02 keep an empty deposit history, which the deposit page's browser tests start from.
 */
export const TEAM_MONEY_ACCOUNTS = ['down03', 'sub01', 'sub02'] as const;

export interface PlannedMoney {
  memberId: number;
  account: string;
  kind: 'deposit' | 'withdrawal';
  /** Centavos. */
  amount: number;
  at: Date;
  orderNo: string;
}

/**
 * The team players' money over the played days: every sixth day (a different day per player) a deposit of ₱500 to
 * ₱1,500 at 08:00, and every other such day a withdrawal of half of it at 08:30, before the day's first session
 * (09:00). A withdrawal never takes more than that morning's deposit, so the rounds, planned without this money,
 * stay affordable and unchanged.
 */
export function planTeamMoney(players: readonly Player[], now: Date, offsetMinutes: number): PlannedMoney[] {
  const first = playStart(now, offsetMinutes).getTime();
  const out: PlannedMoney[] = [];
  for (const [k, account] of TEAM_MONEY_ACCOUNTS.entries()) {
    const player = players.find((p) => p.account === account);
    if (!player) continue;
    for (let d = k % 6, n = 0; d < PLAY_DAYS; d += 6, n++) {
      const start = first + d * DAY;
      const amount = 50_000 + 50_000 * ((d + k) % 3);
      const day = dayOf(new Date(start), offsetMinutes).replaceAll('-', '');
      out.push({
        memberId: player.memberId,
        account,
        kind: 'deposit',
        amount,
        at: new Date(start + 8 * 60 * MINUTE),
        orderNo: `S${day}${account.toUpperCase()}`,
      });
      if (n % 2 === 1)
        out.push({
          memberId: player.memberId,
          account,
          kind: 'withdrawal',
          amount: amount / 2,
          at: new Date(start + 8.5 * 60 * MINUTE),
          orderNo: `SW${day}${account.toUpperCase()}`,
        });
    }
  }
  return out;
}

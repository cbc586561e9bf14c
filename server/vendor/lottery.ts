// The rules of the demo vendor's numbers draw (LOTT and ELOTT games), pure so they can be tested without a server.
// Draws follow from the clock alone: draw n of a game runs from n x period to (n + 1) x period (epoch time), so
// no timer is needed; a ticket bought at t belongs to the draw running at t and is settled after that draw closes.
import type { Random } from '../deps.ts';

/** Numbers run 1..POOL; each draw picks DRAWN of them; a ticket picks 1..MAX_PICKS. */
export const POOL = 30;
export const DRAWN = 5;
export const MAX_PICKS = 3;
export const DEFAULT_PERIOD_MINUTES = 5;

export const isLotteryType = (gameType: string) => gameType === 'LOTT' || gameType === 'ELOTT';

/** "Keno 1 min" draws every minute: a name with "<n> min" sets the period; every other game draws every 5 minutes. */
export function drawPeriodMs(gameName: string): number {
  const m = /(\d{1,3})\s*min\b/i.exec(gameName);
  const minutes = m ? Math.max(1, Number(m[1])) : DEFAULT_PERIOD_MINUTES;
  return minutes * 60_000;
}

export interface DrawTimes {
  drawNo: number;
  opensAt: Date;
  closesAt: Date;
}

/** The draw on sale at `now`. */
export function drawAt(now: Date, periodMs: number): DrawTimes {
  return drawTimes(Math.floor(now.getTime() / periodMs), periodMs);
}

export const drawTimes = (drawNo: number, periodMs: number): DrawTimes => ({
  drawNo,
  opensAt: new Date(drawNo * periodMs),
  closesAt: new Date((drawNo + 1) * periodMs),
});

/** DRAWN distinct numbers of 1..POOL, ascending (a partial Fisher-Yates shuffle on the injected random). */
export function drawNumbers(random: Random): number[] {
  const pool = Array.from({ length: POOL }, (_, i) => i + 1);
  for (let i = 0; i < DRAWN; i++) {
    const j = i + random.int(0, POOL - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, DRAWN).sort((a, b) => a - b);
}

/** Picks are valid when there are 1..MAX_PICKS distinct whole numbers within 1..POOL. */
export function validPicks(picks: number[]): boolean {
  return (
    picks.length >= 1 && picks.length <= MAX_PICKS && new Set(picks).size === picks.length && picks.every((n) => Number.isInteger(n) && n >= 1 && n <= POOL)
  );
}

const choose = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/**
 * A ticket wins when every picked number is drawn. The chance of that with k picks is C(DRAWN, k) / C(POOL, k);
 * the multiple is the configured RTP over that chance, rounded down to the centavo, so the expected return is
 * the RTP (a hair under it).
 */
export function multiple(picks: number, rtpPercent: number): number {
  const chance = choose(DRAWN, picks) / choose(POOL, picks);
  return Math.floor((rtpPercent / 100 / chance) * 100) / 100;
}

export function ticketWin(picks: number[], drawn: number[], stake: number, rtpPercent: number): number {
  const hit = picks.every((n) => drawn.includes(n));
  return hit ? Math.floor(stake * multiple(picks.length, rtpPercent)) : 0;
}

export const encodeNumbers = (ns: number[]) => [...ns].sort((a, b) => a - b).join(',');
export const decodeNumbers = (s: string) => (s ? s.split(',').map(Number) : []);

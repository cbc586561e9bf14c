// When and where in their visit a step's players join (pure; tests/unit/load-report.test.ts covers it). Paced
// players (--rate N) send on their own connection's once-a-second tick, so players started together send together
// for the whole run: a step's new players arrive over a window of seconds, each at its own moment within the second,
// and each joins its visit at its own point (after catching up on the calls whose answers the rest needs), so that
// their requests, sign-ins included, spread over time as those of players in the middle of their visits do.

const frac = (x: number) => x - Math.floor(x);
/**
 * Two irrational steps: i * step mod 1 (a Kronecker sequence) spreads any run of consecutive player numbers evenly
 * over [0, 1), and a step's new players extend the run of those already playing. The two are unrelated, so a
 * player's moment within the second says nothing of its point in the visit.
 */
const WITHIN_SECOND = (Math.sqrt(5) - 1) / 2;
const IN_VISIT = Math.SQRT2 - 1;

/** New players arrive at least this many a second (about half a core of password hashing at 50 ms a sign-in). */
export const MIN_ARRIVALS_PER_SECOND = 10;

/** Seconds one visit of `requests` takes at `rate` requests a second per player; 0 with no think time. */
export const visitSeconds = (requests: number, rate: number) => (rate > 0 ? requests / rate : 0);

/**
 * Seconds over which a step's new players arrive, going from `before` to `after` players. With no think time, one
 * second. Paced: at twice the rate at which the step's players sign in once spread over their visits (after / visit
 * seconds), so arriving never more than triples the sign-ins, but at least MIN_ARRIVALS_PER_SECOND; never under a
 * second (and so never over half a visit). 0 when no one arrives.
 */
export function arrivalSeconds(before: number, after: number, visitS: number): number {
  const arriving = after - before;
  if (arriving <= 0) return 0;
  if (visitS <= 0) return 1;
  return Math.max(1, arriving / Math.max((2 * after) / visitS, MIN_ARRIVALS_PER_SECOND));
}

/**
 * When each arriving player starts, in ms after the step's start: the k-th of n in whole second floor(window * k / n),
 * and within that second at the fraction its player number gives (`numbers`, in arrival order), so that no two paced
 * players share their tick, whichever step they arrived in.
 */
export function arrivalOffsetsMs(numbers: readonly number[], windowS: number): number[] {
  const n = numbers.length;
  return numbers.map((number, k) => Math.round((Math.floor((windowS * k) / n) + frac(number * WITHIN_SECOND)) * 1000));
}

/** Where in the visit (an index of its calls) player `number` joins: one of the `joinable` indices, spread over them. */
export function joinPosition(number: number, joinable: readonly number[]): number {
  if (joinable.length === 0) return 0;
  return joinable[Math.floor(frac(number * IN_VISIT) * joinable.length)]!;
}

/**
 * The calls a player joining at `position` makes first, unpaced and unmeasured: those before it whose answers a
 * later call of the visit needs (`setup`), in order (the sign-in's token, the game launched, its session).
 */
export function catchUp(steps: readonly { setup?: boolean }[], position: number): number[] {
  return steps.flatMap((s, i) => (i < position && s.setup ? [i] : []));
}

/** The visit's calls starting at `from` and going round: a joining player's sequence. */
export const rotate = <T>(xs: readonly T[], from: number): T[] => [...xs.slice(from), ...xs.slice(0, from)];

// npm run load's options: the steps of players, their length and the time limit, from the command line and LOAD_PG_URL.

export interface LoadOptions {
  /** Players of each step, ascending; one step with --players. */
  steps: number[];
  /** Seconds of each step. */
  duration: number;
  /** Seconds for the whole run from the servers' start to the end of the last step (checks and cleanup come after). */
  timeLimit: number;
  /** Game rounds each player plays per visit. */
  spins: number;
  /** Requests a second each player sends at most (its think time); 0 sends the next as soon as the last is answered. */
  rate: number;
  /** All players from 127.0.0.1 with the servers' default flood guard (no load balancer in front). */
  oneAddress: boolean;
  /** The PostgreSQL server (and a database on it to connect to) where the throwaway database is created. */
  pgUrl: string;
}

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * The steps up to --max-players. A 2-core machine runs both instances, the database and this generator, and with
 * --rate 0 a player has no think time at all: the ladder starts low.
 */
export const STEP_LADDER = [2, 5, 10, 25, 50, 75, 100, 150, 200, 300, 400, 600, 800, 1000];
export const DEFAULTS = { duration: 10, timeLimit: 150, maxPlayers: 400, spins: 10, rate: 0 };
const LIMITS = { players: [1, 2000], duration: [2, 60], timeLimit: [30, 600], spins: [1, 50], rate: [0, 100] } as const;

export const USAGE = `npm run load -- [options]
  --players N      one step of N players (default: steps of ${STEP_LADDER.slice(0, 6).join(', ')}, ... up to --max-players)
  --max-players N  the largest step (default ${DEFAULTS.maxPlayers})
  --duration S     seconds per step (default ${DEFAULTS.duration})
  --time-limit S   seconds for the whole run, servers' start to last step (default ${DEFAULTS.timeLimit})
  --spins N        game rounds per visit (default ${DEFAULTS.spins})
  --rate N         requests a second per player at most, a player's pace (default ${DEFAULTS.rate}: no think time);
                   autocannon paces every player on the same second, so their requests (and first sign-ins) come in bursts
  --one-address    every player from 127.0.0.1 with the servers' default flood guard, no load balancer in front
env: LOAD_PG_URL   where the throwaway database is created (default ${DEFAULT_PG_URL})`;

export class UsageError extends Error {}

function int(name: string, text: string | undefined, [min, max]: readonly [number, number]): number {
  const n = Number(text);
  if (text === undefined || !Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} takes a whole number from ${min} to ${max}`);
  return n;
}

export function parseLoadArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): LoadOptions {
  let players: number | null = null;
  let maxPlayers = DEFAULTS.maxPlayers;
  let duration = DEFAULTS.duration;
  let timeLimit = DEFAULTS.timeLimit;
  let spins = DEFAULTS.spins;
  let rate = DEFAULTS.rate;
  let oneAddress = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--players':
        players = int('players', value(), LIMITS.players);
        break;
      case '--max-players':
        maxPlayers = int('max-players', value(), LIMITS.players);
        break;
      case '--duration':
        duration = int('duration', value(), LIMITS.duration);
        break;
      case '--time-limit':
        timeLimit = int('time-limit', value(), LIMITS.timeLimit);
        break;
      case '--spins':
        spins = int('spins', value(), LIMITS.spins);
        break;
      case '--rate':
        rate = int('rate', value(), LIMITS.rate);
        break;
      case '--one-address':
        oneAddress = true;
        break;
      default:
        throw new UsageError(`unknown option ${argv[i]}`);
    }
  }
  const ladder = STEP_LADDER.filter((n) => n < maxPlayers);
  return {
    steps: players !== null ? [players] : [...ladder, maxPlayers],
    duration,
    timeLimit,
    spins,
    rate,
    oneAddress,
    pgUrl: env.LOAD_PG_URL || DEFAULT_PG_URL,
  };
}

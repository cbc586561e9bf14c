// npm run load's options: the steps of players, their length and the time limit, from the command line and LOAD_PG_URL.

export interface LoadOptions {
  /** Players of each step, ascending; one step with --players. */
  steps: number[];
  /** Seconds each step is measured (after its players joined and settled). */
  duration: number;
  /** Seconds for the whole run from the servers' start to the end of the last step (checks and cleanup come after). */
  timeLimit: number;
  /** Game rounds each player plays per visit. */
  spins: number;
  /** Requests a second each player sends at most (its think time); 0 sends the next as soon as the last is answered. */
  rate: number;
  /** Server instances sharing the database, 1 (the default: what one instance holds) or 2. */
  instances: number;
  /** All players from 127.0.0.1 with the servers' default flood guard (no load balancer in front). */
  oneAddress: boolean;
  /** The PostgreSQL server (and a database on it to connect to) where the throwaway database is created. */
  pgUrl: string;
  /** Through HAProxy on three instances, restarted in turn and one killed during the run (scripts/load/fleet-run.ts). */
  fleet: boolean;
  /** With --fleet: the instances reach PostgreSQL through PgBouncer in transaction mode (scripts/fleet/pgbouncer.ts). */
  pgbouncer: boolean;
}

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * The steps up to --max-players with --rate 0. A 2-core machine runs the instances, the database and this
 * generator, and with --rate 0 a player has no think time at all: the ladder starts low.
 */
export const STEP_LADDER = [2, 5, 10, 25, 50, 75, 100, 150, 200, 300, 400, 600, 800, 1000];
/** The steps of paced players at one request a second each (a step sends about as many requests a second). */
export const PACED_LADDER = [10, 25, 50, 100, 150, 200, 300, 400, 600, 800, 1000, 1500, 2000];
/**
 * One request a second per player by default: a slots player spins every 2-3 s and a spin is one or two calls
 * (docs/decisions.md). --rate 0 is the worst case: no think time.
 */
/** Players of npm run load -- --fleet unless --players says: at a player's pace, a load one instance holds well. */
export const FLEET_PLAYERS = 100;
export const DEFAULTS = { duration: 10, timeLimit: 150, maxPlayers: 400, maxPacedPlayers: 1000, spins: 10, rate: 1 };
const LIMITS = { instances: [1, 2], players: [1, 2000], duration: [2, 60], timeLimit: [30, 600], spins: [1, 50], rate: [0, 100] } as const;

/** The ladder of steps at a pace: STEP_LADDER with no think time, else PACED_LADDER with players fewer as each sends more. */
export function ladderFor(rate: number): number[] {
  return rate > 0 ? [...new Set(PACED_LADDER.map((n) => Math.max(1, Math.round(n / rate))))] : [...STEP_LADDER];
}

/** The largest step by default: DEFAULTS.maxPlayers with no think time, DEFAULTS.maxPacedPlayers at one request a second. */
export const defaultMaxPlayers = (rate: number) => (rate > 0 ? Math.max(1, Math.round(DEFAULTS.maxPacedPlayers / rate)) : DEFAULTS.maxPlayers);

export const USAGE = `npm run load -- [options]
  --players N      one step of N players (default: steps of ${PACED_LADDER.slice(0, 6).join(', ')}, ... up to --max-players;
                   with --rate 0 ${STEP_LADDER.slice(0, 6).join(', ')}, ...; fewer players at a faster pace)
  --max-players N  the largest step (default ${DEFAULTS.maxPacedPlayers} at one request a second, ${DEFAULTS.maxPlayers} with --rate 0)
  --duration S     seconds measured per step, after its players joined (default ${DEFAULTS.duration})
  --time-limit S   seconds for the whole run, servers' start to last step (default ${DEFAULTS.timeLimit})
  --spins N        game rounds per visit (default ${DEFAULTS.spins})
  --rate N         requests a second per player at most, a player's pace (default ${DEFAULTS.rate}, a player pausing between
                   spins); 0: no think time, each request as soon as the last is answered (the worst case).
                   A step's new players join over a few seconds, each at its own point of the visit
  --instances N    server instances sharing the database, 1 (default: what one instance holds) or 2
  --one-address    every player from 127.0.0.1 with the servers' default flood guard, no load balancer in front
  --fleet          ${FLEET_PLAYERS} players (or --players) through HAProxy on three instances with Redis; during the run every
                   instance restarts in turn, then one is killed with SIGKILL (needs haproxy and Redis, REDIS_URL)
  --pgbouncer      with --fleet: the instances reach PostgreSQL through PgBouncer in transaction mode
env: LOAD_PG_URL   where the throwaway database is created (default ${DEFAULT_PG_URL})`;

export class UsageError extends Error {}

function int(name: string, text: string | undefined, [min, max]: readonly [number, number]): number {
  const n = Number(text);
  if (text === undefined || !Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} takes a whole number from ${min} to ${max}`);
  return n;
}

export function parseLoadArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): LoadOptions {
  let players: number | null = null;
  let maxPlayers: number | null = null;
  let duration = DEFAULTS.duration;
  let timeLimit = DEFAULTS.timeLimit;
  let spins = DEFAULTS.spins;
  let rate = DEFAULTS.rate;
  let instances = 1;
  let oneAddress = false;
  let fleet = false;
  let pgbouncer = false;
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
      case '--instances':
        instances = int('instances', value(), LIMITS.instances);
        break;
      case '--one-address':
        oneAddress = true;
        break;
      case '--fleet':
        fleet = true;
        break;
      case '--pgbouncer':
        pgbouncer = true;
        break;
      default:
        throw new UsageError(`unknown option ${argv[i]}`);
    }
  }
  if (fleet && oneAddress) throw new UsageError('--one-address has no load balancer in front; --fleet has one');
  if (fleet && argv.some((a) => a.startsWith('--instances'))) throw new UsageError('--fleet runs three instances; --instances goes without it');
  if (pgbouncer && !fleet) throw new UsageError('--pgbouncer goes with --fleet');
  const pgUrl = env.LOAD_PG_URL || DEFAULT_PG_URL;
  if (fleet) return { steps: [players ?? FLEET_PLAYERS], duration, timeLimit, spins, rate, instances: 3, oneAddress, pgUrl, fleet, pgbouncer };
  const largest = maxPlayers ?? defaultMaxPlayers(rate);
  const ladder = ladderFor(rate).filter((n) => n < largest);
  return {
    steps: players !== null ? [players] : [...ladder, largest],
    duration,
    timeLimit,
    spins,
    rate,
    instances,
    oneAddress,
    pgUrl,
    fleet,
    pgbouncer,
  };
}

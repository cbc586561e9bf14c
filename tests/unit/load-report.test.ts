// The load test's pure parts (scripts/load): percentiles and a step's figures, the verdict and the most players
// held, the printed tables, the options, when and where in their visit players join, and the reconciliation of a
// player's balance with what the database records. The load run itself is not part of the suite.
import { describe, expect, it } from 'vitest';
import {
  callTable,
  formatColumns,
  hashingPercent,
  held,
  latencyOf,
  limitLine,
  limitsOf,
  mostPlayersHeld,
  paceText,
  percentile,
  reasonLines,
  stepFigures,
  stepTable,
  type CallRecord,
} from '../../scripts/load/report.ts';
import { expectedBalance, moneyTotals, reconcile, type PlayerMoney } from '../../scripts/load/reconcile.ts';
import { DEFAULT_PG_URL, FLEET_PLAYERS, ladderFor, PACED_LADDER, parseLoadArgs, STEP_LADDER, UsageError } from '../../scripts/load/options.ts';
import { arrivalOffsetsMs, arrivalSeconds, catchUp, joinPosition, MIN_ARRIVALS_PER_SECOND, rotate, visitSeconds } from '../../scripts/load/schedule.ts';

const record = (call: string, samples: number[], errors: [string, number][] = [], refusals: [string, number][] = []): CallRecord => ({
  call,
  route: `GET /${call}`,
  samples,
  errors: new Map(errors),
  refusals: new Map(refusals),
});

describe('percentiles', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
  });

  it('one slow answer in ten is the p95 and p99 of ten', () => {
    expect(latencyOf([5, 3, 4, 900, 6, 2, 1, 8, 7, 9])).toEqual({ count: 10, p50: 5, p95: 900, p99: 900, max: 900 });
  });
});

describe('a step', () => {
  const records = [record('sign in', [100, 120, 300], [], [['captcha.required', 1]]), record('spin', [10, 12, 14, 16, 18, 20, 22], [['HTTP 500', 2]])];
  const step = stepFigures(10, 2, records, new Map([['no answer within 10 s', 1]]));

  it('counts requests per second and per call, errors with the transport failures, and refusals apart', () => {
    expect(step.count).toBe(10);
    expect(step.rps).toBe(5);
    expect(step.calls.map((c) => [c.call, c.count, c.rps, c.errors, c.refusals])).toEqual([
      ['sign in', 3, 1.5, 0, 1],
      ['spin', 7, 3.5, 2, 0],
    ]);
    expect(step.errors).toBe(3);
    expect(step.refusals).toBe(1);
    expect(step.errorReasons).toEqual([
      ['spin: HTTP 500', 2],
      ['no answer within 10 s', 1],
    ]);
    expect(step.refusalReasons).toEqual([['sign in: captcha.required', 1]]);
    expect(step.p99).toBe(300);
    expect(step.withoutHashing).toEqual({ count: 7, p50: 16, p95: 22, p99: 22, max: 22 });
  });

  it('holds only with answers, no errors and a p99 under the limit', () => {
    expect(held(step)).toBe(false);
    expect(held({ count: 10, errors: 0, p99: 199.9 })).toBe(true);
    expect(held({ count: 10, errors: 0, p99: 200 })).toBe(false);
    expect(held({ count: 10, errors: 1, p99: 20 })).toBe(false);
    expect(held({ count: 0, errors: 0, p99: 0 })).toBe(false);
    expect(held({ count: 10, errors: 0, p99: 150 }, 100)).toBe(false);
  });

  it('the most players held stops below the first step that did not hold', () => {
    const s = (players: number, p99: number, errors = 0) => ({ players, count: 100, errors, p99 });
    expect(mostPlayersHeld([s(10, 50), s(25, 120), s(50, 250)])).toBe(25);
    expect(mostPlayersHeld([s(10, 50), s(25, 120, 1), s(50, 150)])).toBe(10);
    expect(mostPlayersHeld([s(10, 50), s(50, 250), s(35, 180)])).toBe(35);
    expect(mostPlayersHeld([s(10, 250)])).toBeNull();
    expect(mostPlayersHeld([s(10, 50), s(25, 60)])).toBe(25);
    expect(mostPlayersHeld([])).toBeNull();
  });

  it('prints a line per call with the over-limit p99 marked, and the reasons', () => {
    const table = callTable(step).split('\n');
    expect(table[0]).toMatch(/^call\s+route\s+requests\s+req\/s\s+p50 ms\s+p95 ms\s+p99 ms\s+max ms\s+errors\s+refused$/);
    expect(table.find((l) => l.startsWith('sign in'))).toMatch(/GET \/sign in\s+3\s+1\.5\s+120\s+300\s+300 !\s+300\s+0\s+1$/);
    expect(table.find((l) => l.startsWith('spin'))).toMatch(/7\s+3\.5\s+16\.0\s+22\.0\s+22\.0\s+22\.0\s+2\s+0$/);
    expect(table.at(-1)).toMatch(/^all\s+10\s+5\.0/);
    expect(reasonLines(step)).toEqual([
      'errors:',
      '  2 x spin: HTTP 500',
      '  1 x no answer within 10 s',
      'expected refusals (not errors):',
      '  1 x sign in: captcha.required',
    ]);
  });

  it('prints a line per step with its verdict and where the CPU went', () => {
    const ok = stepFigures(2, 1, [record('spin', [10, 20])]);
    const side = {
      cpu: [
        { label: 'a', percent: 91.6 },
        { label: 'db', percent: 12 },
      ],
      dbActive: { avg: 3.26, max: 7 },
      dbLockWaits: 0.5,
    };
    const lines = stepTable([{ figures: ok, side }, { figures: step }]).split('\n');
    expect(lines[2]).toMatch(/^\s+2\s+2\s+2\s+10\.0\s+20\.0\s+20\.0\s+0\s+0\s+held\s+a 92%, db 12%\s+3\.3 \/ 7 \(0\.5 on locks\)$/);
    expect(lines[3]).toMatch(/^\s*10\s+10\s+5\s.*\s3\s+1\s+errors$/);
  });

  it('puts the password hashes of sign-ins and withdrawals in a share of one core', () => {
    const s = stepFigures(5, 10, [
      record('sign in', Array(20).fill(100), [['HTTP 500', 10]]),
      record('withdraw', Array(10).fill(100)),
      record('spin', Array(500).fill(10)),
    ]);
    // 1 sign-in a second reached its password check (10 of 20 failed before it), 1 withdrawal: 2 hashes of 50 ms.
    expect(hashingPercent(s, 50)).toBeCloseTo(10);
  });
});

describe('columns', () => {
  it('pads text left and numbers right', () => {
    expect(
      formatColumns(
        ['name', 'n'],
        [
          ['a', '1'],
          ['long', '100'],
        ],
      ).split('\n'),
    ).toEqual(['name    n', '----  ---', 'a       1', 'long  100']);
  });
});

describe('reconciliation', () => {
  const player = (account: string, o: Partial<PlayerMoney> = {}): PlayerMoney => ({
    account,
    opening: 2_000_000,
    roundsNet: -1_500,
    deposits: 20_000,
    withdrawals: 10_000,
    balance: 2_008_500,
    ...o,
  });

  it('a balance is the opening plus the rounds, plus the deposits, less the withdrawals', () => {
    expect(expectedBalance(player('load0001'))).toBe(2_008_500);
    expect(reconcile([player('load0001'), player('load0002', { roundsNet: 3_000, balance: 2_013_000 })])).toEqual({ players: 2, mismatches: [], negative: [] });
  });

  it('names each player whose balance does not match, and each below zero', () => {
    const r = reconcile([
      player('load0001'),
      player('load0002', { balance: 2_008_400 }),
      player('load0003', { opening: 0, deposits: 0, roundsNet: -20_000, withdrawals: 0, balance: -20_000 }),
    ]);
    expect(r.mismatches).toEqual([{ account: 'load0002', expected: 2_008_500, balance: 2_008_400 }]);
    expect(r.negative.map((p) => p.account)).toEqual(['load0003']);
  });

  it('adds up the players', () => {
    expect(moneyTotals([player('a'), player('b', { balance: 1 })])).toEqual({
      opening: 4_000_000,
      roundsNet: -3_000,
      deposits: 40_000,
      withdrawals: 20_000,
      balance: 2_008_501,
    });
  });
});

describe('options', () => {
  it('steps up to the largest by default, and one step with --players', () => {
    const d = parseLoadArgs([]);
    expect(d.rate).toBe(1);
    expect(d.steps).toEqual([...PACED_LADDER.filter((n) => n < 1000), 1000]);
    expect(d.pgUrl).toBe(DEFAULT_PG_URL);
    expect(parseLoadArgs(['--max-players', '120']).steps).toEqual([10, 25, 50, 100, 120]);
    expect(parseLoadArgs(['--rate', '0']).steps).toEqual([...STEP_LADDER.filter((n) => n < 400), 400]);
    expect(parseLoadArgs(['--max-players', '30', '--rate=0']).steps).toEqual([2, 5, 10, 25, 30]);
    expect(parseLoadArgs(['--rate', '2']).steps).toEqual([5, 13, 25, 50, 75, 100, 150, 200, 300, 400, 500]);
    const one = parseLoadArgs(['--players', '50', '--duration=10', '--one-address'], { LOAD_PG_URL: 'postgres://x@db:5433/admin' });
    expect(one).toMatchObject({ steps: [50], duration: 10, oneAddress: true, pgUrl: 'postgres://x@db:5433/admin', fleet: false });
  });

  it('runs one instance unless told two, and never beside the fleet', () => {
    expect(parseLoadArgs([]).instances).toBe(1);
    expect(parseLoadArgs(['--instances', '2']).instances).toBe(2);
    expect(() => parseLoadArgs(['--instances', '3'])).toThrow(/--instances takes a whole number from 1 to 2/);
    expect(() => parseLoadArgs(['--fleet', '--instances', '1'])).toThrow(/--fleet runs three instances/);
  });

  it('runs one crowd through the fleet with --fleet, behind its balancer only', () => {
    expect(parseLoadArgs(['--fleet'])).toMatchObject({ steps: [FLEET_PLAYERS], fleet: true, oneAddress: false });
    expect(parseLoadArgs(['--fleet', '--players', '40']).steps).toEqual([40]);
    expect(() => parseLoadArgs(['--fleet', '--one-address'])).toThrow(/--one-address/);
    expect(parseLoadArgs(['--fleet', '--pgbouncer']).pgbouncer).toBe(true);
    expect(() => parseLoadArgs(['--pgbouncer'])).toThrow(/--pgbouncer goes with --fleet/);
  });

  it('refuses what it does not know and numbers out of range', () => {
    expect(() => parseLoadArgs(['--players', '0'])).toThrow(UsageError);
    expect(() => parseLoadArgs(['--duration', '1.5'])).toThrow(UsageError);
    expect(() => parseLoadArgs(['--players'])).toThrow(UsageError);
    expect(() => parseLoadArgs(['--fast'])).toThrow(/unknown option --fast/);
    expect(parseLoadArgs(['--rate', '0']).rate).toBe(0);
    expect(parseLoadArgs(['--rate', '2']).rate).toBe(2);
    expect(() => parseLoadArgs(['--rate', '-1'])).toThrow(UsageError);
  });

  it('has fewer players a step the faster each plays, and names the pace', () => {
    expect(ladderFor(0)).toEqual(STEP_LADDER);
    expect(ladderFor(1)).toEqual(PACED_LADDER);
    expect(ladderFor(4).slice(0, 5)).toEqual([3, 6, 13, 25, 38]);
    expect(ladderFor(100).slice(0, 3)).toEqual([1, 2, 3]);
    expect(paceText(1)).toBe('at 1 request a second per player (--rate 1)');
    expect(paceText(3)).toBe('at 3 requests a second per player (--rate 3)');
    expect(paceText(0)).toBe('with no think time (--rate 0, the worst case)');
  });
});

describe('joining players', () => {
  const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
  /** The widest gap between the points (on a circle of circumference 1), times their count: 1 when evenly spaced. */
  const widestGap = (points: number[]) => {
    const sorted = [...points].sort((a, b) => a - b);
    const gaps = sorted.map((p, k) => (k === 0 ? 1 - sorted.at(-1)! + p : p - sorted[k - 1]!));
    return Math.max(...gaps) * points.length;
  };

  it('a visit lasts its requests at the pace', () => {
    expect(visitSeconds(26, 1)).toBe(26);
    expect(visitSeconds(26, 2)).toBe(13);
    expect(visitSeconds(26, 0)).toBe(0);
  });

  it('arrive over a second with no think time, else at twice the steady sign-ins or ten a second, whichever is faster', () => {
    expect(arrivalSeconds(0, 2, 0)).toBe(1);
    expect(arrivalSeconds(50, 400, 0)).toBe(1);
    expect(arrivalSeconds(5, 5, 26)).toBe(0);
    expect(arrivalSeconds(10, 5, 26)).toBe(0);
    // 25 players sign in about once a second at 26 s a visit: the floor of ten arrivals a second holds.
    expect(MIN_ARRIVALS_PER_SECOND).toBe(10);
    expect(arrivalSeconds(0, 25, 26)).toBe(2.5);
    // 200 players sign in 7.7 times a second: the 100 new ones arrive at 15.4 a second.
    expect(arrivalSeconds(100, 200, 26)).toBeCloseTo(6.5);
    expect(arrivalSeconds(0, 5, 26)).toBe(1);
    // Never longer than half a visit, however many arrive.
    expect(arrivalSeconds(0, 2000, 26)).toBe(13);
  });

  it('start over the window, one whole second after another, each at its own moment within the second', () => {
    const offsets = arrivalOffsetsMs(numbers(1, 50), 5);
    expect(offsets).toHaveLength(50);
    // Ten a second, in order of seconds.
    expect(offsets.map((o) => Math.floor(o / 1000))).toEqual(numbers(0, 49).map((k) => Math.floor(k / 10)));
    // Within the second they do not bunch: no gap is twice an even spacing...
    expect(widestGap(offsets.map((o) => (o % 1000) / 1000))).toBeLessThan(2);
    // ... nor once the next step's players (51-150) are added to them.
    const next = arrivalOffsetsMs(numbers(51, 150), 3);
    expect(widestGap([...offsets, ...next].map((o) => (o % 1000) / 1000))).toBeLessThan(2);
    expect(Math.max(...next)).toBeLessThan(3000);
    expect(arrivalOffsetsMs([], 3)).toEqual([]);
  });

  it('join their visits at points spread over it, never where a call needs the one before', () => {
    const joinable = numbers(0, 25).filter((i) => i !== 23);
    for (const n of [25, 250, 1000]) {
      const counts = new Map(joinable.map((j) => [j, 0]));
      for (const number of numbers(1, n)) {
        const at = joinPosition(number, joinable);
        counts.set(at, counts.get(at)! + 1);
      }
      expect(counts.size).toBe(joinable.length);
      // Every point as often as the others, give or take one.
      expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(2);
    }
    expect(joinPosition(7, [])).toBe(0);
  });

  it('catch up on the setup calls before their point, then go round the visit from it', () => {
    const steps = [{ setup: true }, {}, { setup: true }, {}, { setup: true }, {}];
    expect(catchUp(steps, 0)).toEqual([]);
    expect(catchUp(steps, 1)).toEqual([0]);
    expect(catchUp(steps, 4)).toEqual([0, 2]);
    expect(catchUp(steps, 6)).toEqual([0, 2, 4]);
    expect(rotate(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'd', 'a', 'b']);
    expect(rotate(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('what limits a step first', () => {
  const side = (cpu: [string, number][], avg: number, locks = 0) => ({
    cpu: cpu.map(([label, percent]) => ({ label, percent })),
    dbActive: { avg, max: Math.ceil(avg) },
    dbLockWaits: locks,
  });

  it("names the instance's event loop when its one core is nearest full, not the machine's two", () => {
    const limits = limitsOf(
      side(
        [
          ['a', 96],
          ['db', 40],
          ['load', 30],
          ['machine', 170],
        ],
        1.2,
      ),
      { connections: 10, cores: 2 },
    );
    expect(limits.map((l) => l.what)).toEqual([
      "instance a's event loop: 96% of its one core",
      "the machine's 2 cores: 170% of one core busy in all",
      'the load generator: 30% of its one core',
      "the instances' database connections: 1.2 of 10 running a statement on average",
    ]);
    expect(limitLine(150, limits)).toBe(
      "What limits it first at 150 players: instance a's event loop: 96% of its one core (96% of its ceiling); then the machine's 2 cores: 170% of one core busy in all (85% of its ceiling); the load generator: 30% of its one core (30% of its ceiling)",
    );
  });

  it('names the connection pool, with its lock waits, when the instances wait on the database', () => {
    const [first] = limitsOf(
      side(
        [
          ['a', 40],
          ['b', 35],
          ['machine', 120],
        ],
        18.5,
        6,
      ),
      { connections: 20, cores: 4 },
    );
    expect(first).toEqual({
      what: "the instances' database connections: 18.5 of 20 running a statement on average, 6.0 of them waiting on locks",
      share: 0.925,
    });
  });
});

// Small helpers shared by the bench sections: bounded durations, timeouts and progress lines.
/** Seconds for a timed section: BENCH_SECONDS when set to a sane number, else the section's default. */
export function benchSeconds(fallback: number): number {
  const value = Number(process.env.BENCH_SECONDS);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 120) : fallback;
}

/**
 * The clock of a timed run measured in its steady state: the clients start at once, and only what they finish after
 * the first `warmupSeconds` counts. A fresh process and fresh connections are slow at first (V8 compiles the hot
 * path, each connection prepares its statements and PostgreSQL compiles the wallet functions per session): their
 * first second ran at ~60 % of the rate of the seconds after it, a tenth of a 5-second figure. pgbench has no such
 * start, and it leaves its connections' setup out of its rate too.
 */
export function steadyWindow(seconds: number, warmupSeconds = 1) {
  const from = performance.now() + warmupSeconds * 1000;
  const until = from + seconds * 1000;
  return {
    /** Whether a client starts another piece of work. */
    open: () => performance.now() < until,
    /** Whether work finished now counts. */
    counting: () => performance.now() >= from,
    /** Seconds counted so far (call when every client has stopped). */
    seconds: () => (performance.now() - from) / 1000,
  };
}

/** Rejects when the promise has not settled within ms; the work itself is left to its own cleanup. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

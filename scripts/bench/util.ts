// Small helpers shared by the bench sections: bounded durations, timeouts and progress lines.
/** Seconds for a timed section: BENCH_SECONDS when set to a sane number, else the section's default. */
export function benchSeconds(fallback: number): number {
  const value = Number(process.env.BENCH_SECONDS);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 120) : fallback;
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

/** Lazy pages that do not arrive within this time show a load error (docs/product.md §9: chunk load timeout). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class LoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading took longer than ${ms / 1000} s`);
  }
}

/** Rejects with LoadTimeoutError when the promise does not settle within ms. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoadTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

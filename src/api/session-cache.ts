// docs/product.md §4 Caching: hot games, the winner board, the vendor list and the merchant wallet are kept in session
// storage until a refresh is asked for, so a reload or a new route does not fetch them again. The cache is only a
// shortcut: storage that is missing, full or holding junk behaves as an empty cache, never as an error.

/** The part of the Web Storage API the cache uses; tests pass a Map-backed one. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Bump when a cached shape changes: entries of other versions are then ignored (and removed by clear). */
export const SESSION_CACHE_VERSION = 1;
const ROOT = 'playstate.cache.';
const PREFIX = `${ROOT}v${SESSION_CACHE_VERSION}.`;

interface Stored<T> {
  at: number;
  value: T;
}

export interface SessionCache {
  /** The stored value, or undefined when there is none (or it cannot be read). */
  read<T>(key: string): T | undefined;
  /** When the value was stored (ms since epoch), or undefined. */
  writtenAt(key: string): number | undefined;
  write<T>(key: string, value: T): void;
  remove(key: string): void;
  /** Removes every entry of this cache, of any version; other session keys (the token) stay. */
  clear(): void;
}

export function createSessionCache(storage: StorageLike | null, now: () => number = Date.now): SessionCache {
  const load = <T>(key: string): Stored<T> | undefined => {
    if (!storage) return undefined;
    try {
      const text = storage.getItem(PREFIX + key);
      if (text === null) return undefined;
      const stored = JSON.parse(text) as Stored<T>;
      if (typeof stored === 'object' && stored !== null && typeof stored.at === 'number' && 'value' in stored) return stored;
    } catch {
      // Unreadable: fall through and drop it.
    }
    try {
      storage.removeItem(PREFIX + key);
    } catch {
      // Storage refused even that; nothing more to do.
    }
    return undefined;
  };
  return {
    read<T>(key: string) {
      return load<T>(key)?.value;
    },
    writtenAt: (key) => load(key)?.at,
    write(key, value) {
      try {
        storage?.setItem(PREFIX + key, JSON.stringify({ at: now(), value }));
      } catch {
        // Full or disabled (private mode): the next visit simply fetches again.
      }
    },
    remove(key) {
      try {
        storage?.removeItem(PREFIX + key);
      } catch {
        // As above.
      }
    },
    clear() {
      if (!storage) return;
      try {
        const ours: string[] = [];
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i);
          if (key?.startsWith(ROOT)) ours.push(key);
        }
        for (const key of ours) storage.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

/** The browser's session storage when there is one (not in tests or on the server, nor when it is blocked). */
export function browserSessionCache(): SessionCache {
  let storage: StorageLike | null = null;
  try {
    storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Reading sessionStorage throws when the browser blocks storage.
  }
  return createSessionCache(storage);
}

/**
 * Read-through: the stored value unless `refresh` is set or there is none; otherwise load, store and return it.
 * A failed load stores nothing and keeps the previous value for the next call.
 */
export async function cachedInSession<T>(cache: SessionCache, key: string, load: () => Promise<T>, opts: { refresh?: boolean } = {}): Promise<T> {
  if (!opts.refresh) {
    const stored = cache.read<T>(key);
    if (stored !== undefined) return stored;
  }
  const value = await load();
  cache.write(key, value);
  return value;
}

import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { SESSION_CACHE_VERSION, cachedInSession, createSessionCache, type StorageLike } from '../../src/api/session-cache.ts';
import { hotGamesQuery } from '../../src/api/catalogue/catalogue.ts';
import type { Api } from '../../src/api/http.ts';

/** A Storage-like over a Map, optionally refusing writes the way a full or blocked storage does. */
function memoryStorage(opts: { refuseWrites?: boolean } = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (opts.refuseWrites) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
}

describe('the session cache', () => {
  it('stores JSON under a versioned key with the time it was written', () => {
    const storage = memoryStorage();
    const cache = createSessionCache(storage, () => 1234);
    cache.write('hotGames:EN', [{ nodeId: 1 }]);
    expect([...storage.data.keys()]).toEqual([`playstate.cache.v${SESSION_CACHE_VERSION}.hotGames:EN`]);
    expect(cache.read('hotGames:EN')).toEqual([{ nodeId: 1 }]);
    expect(cache.writtenAt('hotGames:EN')).toBe(1234);
    expect(cache.read('winnerBoard:EN')).toBeUndefined();
  });

  it('treats junk, entries of another version and refusing storage as empty, without throwing', () => {
    const storage = memoryStorage();
    const cache = createSessionCache(storage);
    storage.setItem(`playstate.cache.v${SESSION_CACHE_VERSION}.broken`, '{not json');
    storage.setItem(`playstate.cache.v${SESSION_CACHE_VERSION}.shapeless`, '42');
    storage.setItem(`playstate.cache.v${SESSION_CACHE_VERSION + 1}.hotGames:EN`, JSON.stringify({ at: 1, value: ['future'] }));
    expect(cache.read('broken')).toBeUndefined();
    expect(cache.read('shapeless')).toBeUndefined();
    expect(storage.data.has(`playstate.cache.v${SESSION_CACHE_VERSION}.broken`)).toBe(false);
    expect(cache.read('hotGames:EN')).toBeUndefined();
    const full = createSessionCache(memoryStorage({ refuseWrites: true }));
    expect(() => full.write('k', 1)).not.toThrow();
    expect(full.read('k')).toBeUndefined();
    const none = createSessionCache(null);
    none.write('k', 1);
    expect(none.read('k')).toBeUndefined();
  });

  it('clear removes its own entries of every version and leaves the rest of the session alone', () => {
    const storage = memoryStorage();
    const cache = createSessionCache(storage);
    storage.setItem('playstate.token', 'tok');
    storage.setItem('playstate.cache.v0.old', '{}');
    cache.write('a', 1);
    cache.write('b', 2);
    cache.clear();
    expect([...storage.data.keys()]).toEqual(['playstate.token']);
  });

  it('reads through: loads once, then serves the stored value until a refresh is asked for', async () => {
    const cache = createSessionCache(memoryStorage());
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second').mockRejectedValueOnce(new Error('offline'));
    expect(await cachedInSession(cache, 'k', load)).toBe('first');
    expect(await cachedInSession(cache, 'k', load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cachedInSession(cache, 'k', load, { refresh: true })).toBe('second');
    await expect(cachedInSession(cache, 'k', load, { refresh: true })).rejects.toThrow('offline');
    expect(await cachedInSession(cache, 'k', load)).toBe('second');
  });
});

describe('session-cached query options', () => {
  const games = (name: string) => ({ list: [{ nodeId: 1, gameName: name }] });

  it('fetch when nothing is stored, then answer from session storage on the next visit without a request', async () => {
    const storage = memoryStorage();
    const get = vi.fn().mockResolvedValue(games('Golden Empire'));
    const api = { call: get } as unknown as Api;
    const first = new QueryClient();
    expect(await first.fetchQuery(hotGamesQuery(api, createSessionCache(storage), 'playstate', 'EN'))).toEqual(games('Golden Empire').list);
    expect(get).toHaveBeenCalledWith('hotGames', { query: { merchantCode: 'playstate', isPlatform: '2', platform: 'flash,html5-desktop', language: 'EN' } });

    // A reload: a new query client, the same session storage.
    const second = new QueryClient();
    const options = hotGamesQuery(api, createSessionCache(storage), 'playstate', 'EN');
    expect(await second.fetchQuery(options)).toEqual(games('Golden Empire').list);
    expect(get).toHaveBeenCalledTimes(1);

    // A view showing it (an observer) mounts: still no request. Its refresh button: the network, and the answer stored.
    const view = new QueryObserver(second, options);
    const unsubscribe = view.subscribe(() => {});
    expect(get).toHaveBeenCalledTimes(1);
    get.mockResolvedValue(games('Lucky Gems'));
    expect((await view.refetch()).data).toEqual(games('Lucky Gems').list);
    unsubscribe();
    expect(createSessionCache(storage).read('hotGames:playstate:EN')).toEqual(games('Lucky Gems').list);
    expect(get).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { ofetch } from 'ofetch';
import { ApiFailure, createApi } from '../../src/api/http.ts';
import { routes } from '../../contract/routes.ts';

// A real HTTP server that answers like the platform, so the client is tested over the wire.
async function platform() {
  const app = Fastify();
  const seen: Record<string, unknown>[] = [];
  app.addHook('onRequest', async (req) => {
    seen.push({ ...req.headers });
  });
  // Four calls of the table stand for the four kinds of answer.
  app.get(routes.hotGames.path, async () => ({ success: true, value: { n: 1 }, message: '', errorCode: '' }));
  app.get(routes.notices.path, async () => ({ success: false, value: null, message: 'No such user', errorCode: 'login.failed' }));
  app.get(routes.balance.path, async (_, reply) =>
    reply.status(401).send({ success: false, value: null, message: 'login please', errorCode: 'login.not.session' }),
  );
  app.get(routes.banners.path, async (_, reply) => reply.status(502).send('bad gateway'));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, seen };
}

describe('the API client', () => {
  it('sends the platform headers and unwraps the envelope', async () => {
    const { app, url, seen } = await platform();
    const api = createApi({ merchant: 'playstate', getToken: () => 'tok', getLanguage: () => 'TL', onUnauthorized: () => {} }, ofetch.create({ baseURL: url }));
    expect(await api.call('hotGames')).toEqual({ n: 1 });
    expect(seen[0]).toMatchObject({ merchant: 'playstate', language: 'TL', device: 'web', authorization: 'tok' });
    await app.close();
  });

  it('omits Authorization without a token', async () => {
    const { app, url, seen } = await platform();
    const api = createApi({ merchant: 'm', getToken: () => null, getLanguage: () => 'EN', onUnauthorized: () => {} }, ofetch.create({ baseURL: url }));
    await api.call('hotGames');
    expect(seen[0]).not.toHaveProperty('authorization');
    await app.close();
  });

  it('turns refusals, 401s, HTTP errors and network failures into typed failures', async () => {
    const { app, url } = await platform();
    const onUnauthorized = vi.fn();
    const api = createApi({ merchant: 'm', getToken: () => 't', getLanguage: () => 'EN', onUnauthorized }, ofetch.create({ baseURL: url }));
    await expect(api.call('notices')).rejects.toMatchObject({ kind: 'refused', errorCode: 'login.failed', message: 'No such user' });
    await expect(api.call('balance')).rejects.toMatchObject({ kind: 'http', status: 401, errorCode: 'login.not.session' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.call('banners', { query: { groupName: 'w_home' } })).rejects.toMatchObject({ kind: 'http', status: 502 });
    await app.close();
    const err = await api.call('hotGames').catch((e) => e);
    expect(err).toBeInstanceOf(ApiFailure);
    expect(err).toMatchObject({ kind: 'network', errorCode: 'network.error' });
  });

  it("keeps the server's clock from fresh answers only: a cacheable answer may come from the browser's cache, with the time it was made", async () => {
    const app = Fastify();
    const HOUR = 3_600_000;
    // The catalogue's answers may be kept (public, max-age): one kept since the server's clock read an hour earlier.
    app.get(routes.hotGames.path, async (_, reply) =>
      reply
        .header('cache-control', 'public, max-age=60')
        .header('server-time', String(Date.now() - HOUR))
        .send({ success: true, value: {}, message: '', errorCode: '' }),
    );
    // A member's own answer is never kept: its time is the server's now (a demo server's clock, a day ahead).
    app.get(routes.balance.path, async (_, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .header('server-time', String(Date.now() + 24 * HOUR))
        .send({ success: true, value: {}, message: '', errorCode: '' }),
    );
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const api = createApi({ merchant: 'm', getToken: () => 't', getLanguage: () => 'EN', onUnauthorized: () => {} }, ofetch.create({ baseURL: url }));
    await api.call('balance');
    await api.call('hotGames');
    expect(Math.round((api.serverNow() - Date.now()) / HOUR)).toBe(24);
    await app.close();
  });
});

// A fetch that answers from this server itself (Fastify's inject): how the relying party reaches a demo provider
// of the same server, whatever the public address resolves to from here and before the server listens (tests).
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

export function injectFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...options.headers, host: target.host },
      ...(body === undefined || body === null ? {} : { payload: typeof body === 'string' ? body : String(body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

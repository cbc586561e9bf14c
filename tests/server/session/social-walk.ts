// A browser's walk through social sign-in against this server's demo provider, over Fastify's inject: the start,
// the provider's pages (choosing a demo person, or cancelling), the callback, and back to the site with a ticket.
// Cookies are kept by name, as the one browser of the walk would send them.
import type { FastifyInstance } from 'fastify';
import { SOCIAL_TICKET_PARAM } from '../../../contract/rules/social.ts';

export const PUBLIC_HOST = 'localhost:8080';

export interface Walk {
  /** The ticket the site is sent back with. */
  ticket: string;
  /** Every address the browser was sent to, in order. */
  visited: string[];
}

export async function walkSocialSignIn(app: FastifyInstance, start: string, choice: { sub: string } | 'cancel'): Promise<Walk> {
  const jar = new Map<string, string>();
  const visited: string[] = [];
  const send = async (method: 'GET' | 'POST', url: string, payload?: string) => {
    const target = new URL(url, `http://${PUBLIC_HOST}`);
    const res = await app.inject({
      method,
      url: target.pathname + target.search,
      headers: {
        host: target.host,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    const cookies = res.headers['set-cookie'];
    for (const line of Array.isArray(cookies) ? cookies : cookies ? [cookies] : []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1)];
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  /** Follows redirects from `url` to the first page that is not one. */
  const follow = async (method: 'GET' | 'POST', url: string, payload?: string) => {
    let res = await send(method, url, payload);
    visited.push(url);
    while (res.statusCode >= 300 && res.statusCode < 400) {
      const next = new URL(String(res.headers.location), `http://${PUBLIC_HOST}${url}`).href;
      visited.push(next);
      const parsed = new URL(next);
      const ticket = parsed.searchParams.get(SOCIAL_TICKET_PARAM);
      if (ticket && parsed.pathname === '/login') return { res, ticket };
      res = await send('GET', next);
      url = parsed.pathname + parsed.search;
    }
    return { res, ticket: null };
  };

  const first = await follow('GET', start);
  if (first.ticket) return { ticket: first.ticket, visited };
  // The provider's sign-in page: its forms say where to post.
  const page = first.res.body;
  const action = /action="([^"]+)\/login"/.exec(page)?.[1];
  if (!action) throw new Error(`no demo sign-in page (${first.res.statusCode}): ${page.slice(0, 300)}`);
  const done =
    choice === 'cancel' ? await follow('POST', `${action}/abort`, 'x=1') : await follow('POST', `${action}/login`, `sub=${encodeURIComponent(choice.sub)}`);
  if (!done.ticket) throw new Error(`the walk did not come back to the site (${done.res.statusCode}): ${done.res.body.slice(0, 300)}`);
  return { ticket: done.ticket, visited };
}

// TRUST_PROXY: the addresses of the proxies whose X-Forwarded-For the server believes. Only a request whose
// socket peer is one of them has its client address taken from the header, so a visitor cannot name their own
// address past the per-IP limits, the region block or the local-only tester routes.
import { isIP } from 'node:net';
import { ConfigError } from './config-error.ts';

/** The ranges @fastify/proxy-addr knows by name, besides single addresses and CIDR blocks. */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function checkEntry(entry: string): string | null {
  if (NAMED.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return `"${entry}" is not an IP address, a CIDR block or one of ${[...NAMED].join(', ')}`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128) ? null : `"${entry}" has an invalid prefix length`;
}

/**
 * Parses TRUST_PROXY into the list Fastify's trustProxy option takes; empty means trust no proxy. "1" (the old
 * trust-everyone switch) is refused so an upgrade does not silently keep believing every client.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '0') return [];
  if (raw === '1' || raw.toLowerCase() === 'true')
    throw new ConfigError(
      "TRUST_PROXY=1 would believe any client's X-Forwarded-For: set TRUST_PROXY to the load balancer's addresses or CIDR blocks instead (e.g. TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=loopback), or 0 for none",
    );
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const problems = entries.map(checkEntry).filter((p): p is string => p !== null);
  if (problems.length) throw new ConfigError(`TRUST_PROXY: ${problems.join('; ')}`);
  return entries;
}

// Section 3: requests/s and p99 latency of GET /wps/system/status and of a cached catalogue call (hot games) on the
// real server, and of a bare Fastify hello-world served from this process, under the same autocannon load.
// docs/architecture.md §8: the cached catalogue call should reach at least half the hello-world's requests per second.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { errorRow, int, row, within, type Row } from './table.ts';
import { benchSeconds, log, withTimeout } from './util.ts';

const SECTION = 'throughput';
const CONNECTIONS = 10;
const WARMUP_SECONDS = 1;

interface Load {
  rps: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** A fixed-duration load; the generator runs in a worker thread so an in-process server keeps its event loop. */
async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const run = autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, workers: 1 });
  const result = await withTimeout(run, (seconds + 30) * 1000, `autocannon ${url}`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function measure(label: string, url: string, headers: Record<string, string>, seconds: number): Promise<[Load, Row[]]> {
  log(`autocannon ${label} (${seconds} s, ${CONNECTIONS} connections)`);
  await load(url, headers, Math.min(WARMUP_SECONDS, seconds));
  const r = await load(url, headers, seconds);
  return [
    r,
    [
      row(SECTION, `${label} req/s`, int(r.rps)),
      row(SECTION, `${label} p99 latency`, r.p99 < 1 ? '< 1 ms' : `${r.p99} ms`),
      row(SECTION, `${label} non-2xx / errors`, `${int(r.non2xx)} / ${int(r.errors)} of ${int(r.total)}`, '0 / 0', r.non2xx + r.errors === 0 ? 'ok' : 'error'),
    ],
  ];
}

/**
 * The server's calls under load: the status every page asks for, and the hot games the home page shows, asked
 * for as a browser does (Accept-Encoding), which the catalogue answers with bytes compressed once per period.
 */
const SERVER_CALLS: { label: string; path: string; headers: Record<string, string>; needsToken?: boolean }[] = [
  { label: 'status', path: '/wps/system/status', headers: { Merchant: 'playstate' } },
  {
    label: 'hot games',
    path: '/wps/relay/GCSGAME_hotGamesV2?merchantCode=playstate&isPlatform=2&platform=html5-desktop&language=EN',
    headers: { Merchant: 'playstate', 'Accept-Encoding': 'gzip, deflate, br' },
  },
  {
    // A page of the game list centre as the site asks for it, signed in (the call needs a session).
    label: 'game list',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=20',
    headers: { Merchant: 'playstate', 'Accept-Encoding': 'gzip, deflate, br' },
    needsToken: true,
  },
];
/** Calls whose ratio to hello-world carries the docs/architecture.md §8 budget (half its requests per second). */
const BUDGETED = new Set(['hot games', 'game list']);

/** token: a member's session for the calls that need one (their rows are skipped without it). */
export async function benchThroughput(serverUrl: string | null, token: string | null = null): Promise<Row[]> {
  const seconds = benchSeconds(10);
  const rows: Row[] = [];
  const measured: { label: string; rps: number }[] = [];
  for (const call of SERVER_CALLS) {
    if (!serverUrl || (call.needsToken && !token)) {
      rows.push(row(SECTION, `${call.label} req/s`, serverUrl ? 'no session token' : 'server did not start', '', 'skipped'));
      continue;
    }
    try {
      const headers = call.needsToken && token ? { ...call.headers, Authorization: token } : call.headers;
      const [r, out] = await measure(call.label, `${serverUrl}${call.path}`, headers, seconds);
      measured.push({ label: call.label, rps: r.rps });
      rows.push(...out);
    } catch (err) {
      rows.push(errorRow(SECTION, `${call.label} req/s`, err));
    }
  }

  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    const address = await hello.listen({ port: 0, host: '127.0.0.1' });
    const [r, out] = await measure('hello-world', `${address}/`, {}, seconds);
    rows.push(...out);
    for (const m of measured) {
      if (r.rps <= 0) break;
      const ratio = (m.rps / r.rps) * 100;
      // Only the catalogue calls carry the §8 budget; the status ratio is shown for comparison.
      if (BUDGETED.has(m.label)) rows.push(row(SECTION, `${m.label} / hello-world req/s`, `${ratio.toFixed(1)} %`, '>= 50 %', within(ratio >= 50)));
      else rows.push(row(SECTION, `${m.label} / hello-world req/s`, `${ratio.toFixed(1)} %`));
    }
  } catch (err) {
    rows.push(errorRow(SECTION, 'hello-world req/s', err));
  } finally {
    await hello.close();
  }
  return rows;
}

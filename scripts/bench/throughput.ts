// Section 3: requests/s and p99 latency of GET /wps/system/status on the real server and of a bare Fastify
// hello-world served from this process, under the same autocannon load.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { errorRow, int, row, type Row } from './table.ts';
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

export async function benchThroughput(serverUrl: string | null): Promise<Row[]> {
  const seconds = benchSeconds(10);
  const rows: Row[] = [];
  let status: Load | null = null;
  if (serverUrl) {
    try {
      const [r, out] = await measure('status', `${serverUrl}/wps/system/status`, { Merchant: 'playstate' }, seconds);
      status = r;
      rows.push(...out);
    } catch (err) {
      rows.push(errorRow(SECTION, 'status req/s', err));
    }
  } else {
    rows.push(row(SECTION, 'status req/s', 'server did not start', '', 'skipped'));
  }

  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    const address = await hello.listen({ port: 0, host: '127.0.0.1' });
    const [r, out] = await measure('hello-world', `${address}/`, {}, seconds);
    rows.push(...out);
    if (status && r.rps > 0) rows.push(row(SECTION, 'status / hello-world req/s', `${((status.rps / r.rps) * 100).toFixed(1)} %`));
  } catch (err) {
    rows.push(errorRow(SECTION, 'hello-world req/s', err));
  } finally {
    await hello.close();
  }
  return rows;
}

// What an instance counts for the operator, in Prometheus text (docs/operations.md lists each figure and the alerts
// to set on it). One registry per process: every server a process builds (tests build many) adds to the same
// counters, as an instance's would. The figures leave the process only through metrics-routes.ts, never publicly.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'playstate_process_' });

export const requests = new Histogram({
  name: 'playstate_http_request_duration_seconds',
  help: 'Requests answered, by call name (or route for pages and files), method and status, with their latency',
  labelNames: ['call', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const overloadRefusals = new Counter({
  name: 'playstate_overload_refusals_total',
  help: 'Requests refused with 503 because the instance was overloaded, by reason',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const ledgerTransfers = new Counter({
  name: 'playstate_ledger_transfers_total',
  help: 'Ledger transfers made (replays of a key already seen included), by kind',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const ledgerRefusals = new Counter({
  name: 'playstate_ledger_refusals_total',
  help: 'Ledger transfers refused, by kind and code',
  labelNames: ['kind', 'code'] as const,
  registers: [registry],
});

export const vendorWalletCalls = new Counter({
  name: 'playstate_vendor_wallet_calls_total',
  help: "The game vendors' seamless-wallet calls, by action and answer",
  labelNames: ['action', 'status'] as const,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'playstate_job_runs_total',
  help: 'Job periods run by this instance, by job and outcome (done or failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export const jobLag = new Gauge({
  name: 'playstate_job_lag_seconds',
  help: "Seconds between a period's end and the start of its last run here, by job",
  labelNames: ['job'] as const,
  registers: [registry],
});

export const jobLastTick = new Gauge({
  name: 'playstate_job_last_tick_timestamp_seconds',
  help: "When this instance's job runner last finished a tick (Unix seconds)",
  registers: [registry],
});

export const liveConnections = new Gauge({
  name: 'playstate_live_connections',
  help: 'Live-update streams open on this instance',
  registers: [registry],
});

/** The PostgreSQL pool's figures, read when scraped; none on the embedded database. */
export interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

let pools: PoolFigures[] = [];

/** Counts this pool in the scraped figures until the returned function is called (its database closed). */
export function watchPool(pool: PoolFigures): () => void {
  pools.push(pool);
  return () => void (pools = pools.filter((p) => p !== pool));
}

const sum = (pick: (p: PoolFigures) => number) => pools.reduce((n, p) => n + pick(p), 0);

new Gauge({
  name: 'playstate_db_pool_connections',
  help: 'PostgreSQL connections held by this instance, by state (busy, idle)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.set(
      { state: 'idle' },
      sum((p) => p.idleCount),
    );
    this.set(
      { state: 'busy' },
      sum((p) => p.totalCount - p.idleCount),
    );
  },
});

new Gauge({
  name: 'playstate_db_pool_waiting',
  help: 'Queries waiting for a PostgreSQL connection on this instance',
  registers: [registry],
  collect() {
    this.set(sum((p) => p.waitingCount));
  },
});

/** Queries waiting for a connection now, over every pool of this process. */
export const poolWaiting = () => sum((p) => p.waitingCount);

// What a step cost and where it waited: CPU of each instance, of the database backends serving them and of this
// process (the load generator), from /proc (Linux; left out elsewhere); and, sampled from pg_stat_activity, how
// many of the instances' connections were running a statement, how many waited on a lock, and which statements
// were seen running most often.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import type { StepSide } from './report.ts';

/** The instances' connections carry this application name (PGAPPNAME), with the instance's label after it. */
export const APP_NAME = 'playstate-load-';
const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 200;

function cpuTicks(pid: number): number | null {
  try {
    // The command name may hold spaces and parentheses: the fields follow the last ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Busy and total jiffies of the whole machine (every core), or null without /proc. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}

export interface Probe {
  stop(): Promise<StepSide & { topStatements: [string, number][] }>;
}

/** Starts sampling; stop() answers the step's figures. */
export async function startProbe(admin: pg.Client, database: string, instances: { label: string; pid: number }[]): Promise<Probe> {
  const backends = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and application_name like $2', [database, `${APP_NAME}%`])
    ).rows.map((r) => r.pid);
  const startedAt = performance.now();
  const ownCpu = process.cpuUsage();
  const machineBefore = machineTicks();
  const instanceTicks = instances.map((i) => cpuTicks(i.pid));
  const backendTicks = new Map<number, number>();
  for (const pid of await backends()) backendTicks.set(pid, cpuTicks(pid) ?? 0);

  const active: number[] = [];
  const locks: number[] = [];
  const statements = new Map<string, number>();
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await admin.query<{ state: string | null; wait: string | null; query: string }>(
        "select state, wait_event_type as wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query from pg_stat_activity where datname = $1 and application_name like $2",
        [database, `${APP_NAME}%`],
      );
      const busy = rows.filter((r) => r.state === 'active');
      active.push(busy.length);
      locks.push(busy.filter((r) => r.wait === 'Lock').length);
      for (const r of busy) statements.set(r.query, (statements.get(r.query) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();

  return {
    async stop() {
      running = false;
      await sampling;
      const seconds = (performance.now() - startedAt) / 1000;
      const percent = (ticks: number) => (ticks / TICKS_PER_SECOND / seconds) * 100;
      const cpu: StepSide['cpu'] = [];
      instances.forEach((inst, i) => {
        const before = instanceTicks[i];
        const after = cpuTicks(inst.pid);
        if (before !== null && before !== undefined && after !== null) cpu.push({ label: inst.label, percent: percent(after - before) });
      });
      let db = 0;
      let seen = false;
      for (const pid of await backends()) {
        const after = cpuTicks(pid);
        if (after === null) continue;
        seen = true;
        db += after - (backendTicks.get(pid) ?? 0);
      }
      if (seen) cpu.push({ label: 'db', percent: percent(db) });
      const own = process.cpuUsage(ownCpu);
      cpu.push({ label: 'load', percent: ((own.user + own.system) / 1e6 / seconds) * 100 });
      // The machine as a whole (every process, ours and anyone else's), in % of one core like the others.
      const machineAfter = machineTicks();
      if (machineBefore && machineAfter && machineAfter.total > machineBefore.total)
        cpu.push({
          label: 'machine',
          percent: ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * os.availableParallelism() * 100,
        });
      const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
      return {
        cpu,
        dbActive: { avg: avg(active), max: Math.max(0, ...active) },
        dbLockWaits: avg(locks),
        topStatements: [...statements].sort((a, b) => b[1] - a[1]).slice(0, 5),
      };
    },
  };
}

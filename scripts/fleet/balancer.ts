// The fleet's load balancer: HAProxy from Debian's packages (installed here when missing and this user may, as the
// browser tests install Chromium), routing by each instance's /readyz (docs/operations.md).
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const HAPROXY = '/usr/sbin/haproxy';

export function ensureHaproxy(): string {
  if (fs.existsSync(HAPROXY)) return HAPROXY;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!isRoot || !hasApt) throw new Error(`The fleet's balancer needs HAProxy at ${HAPROXY}: run  sudo apt-get install -y haproxy`);
  console.log("Installing Debian's HAProxy for the fleet's balancer…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null', { stdio: 'inherit' });
  return HAPROXY;
}

export interface BalancerPlan {
  /** The port players connect to. */
  port: number;
  host: string;
  instances: { name: string; port: number }[];
  /** How often the balancer asks each instance's /readyz; it takes an instance out after two failed answers. */
  checkEveryMs: number;
}

/**
 * Round robin over the instances that answer /readyz. A request whose connection an instance refused (it stopped
 * between two checks) goes to another one: nothing reached the first, so the retry is safe for any call. A read (GET)
 * an instance took and closed without an answer (it was killed, often on a kept-alive connection the balancer reused)
 * is sent again too, as a read changes nothing; any other call an instance took and never answered is not retried
 * here: only the client knows whether it may be (the money calls carry their idempotency keys for that). Long
 * timeouts for streams (live updates); the client's address travels in X-Forwarded-For (the instances trust it
 * from the balancer's address only: TRUST_PROXY).
 */
export function haproxyConfig(plan: BalancerPlan): string {
  const servers = plan.instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n');
  return `global
  # Well under the process's open-file limit (two descriptors a connection).
  maxconn 4000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  option forwardfor

frontend players
  bind ${plan.host}:${plan.port}
  # Past a refused connection, only reads are sent again (see above).
  http-request disable-l7-retry unless METH_GET
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter ${plan.checkEveryMs} fall 2 rise 2
${servers}
`;
}

export interface Balancer {
  url: string;
  alive(): boolean;
  stop(): Promise<void>;
}

export async function startBalancer(dir: string, plan: BalancerPlan): Promise<Balancer> {
  const haproxy = ensureHaproxy();
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig(plan));
  const check = spawnSync(haproxy, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration (${file}):\n${check.stderr}${check.stdout}`);
  const child: ChildProcess = spawn(haproxy, ['-db', '-f', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://${plan.host === '0.0.0.0' ? '127.0.0.1' : plan.host}:${plan.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

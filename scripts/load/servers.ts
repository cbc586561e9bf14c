// The two server instances under load: `node --import tsx server/main.ts` on free loopback ports, on one
// PostgreSQL database. The first migrates and seeds; the second starts once the first answers.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { routes } from '../../contract/routes.ts';

export const MERCHANT = 'playstate';

export interface Instance {
  label: string;
  url: string;
  pid: number;
  /** The last lines it printed, for a failure's message. */
  tail(): string;
  stop(): Promise<void>;
  /** SIGKILL at once, for a process that must leave now. */
  kill(): void;
}

/** A port nobody listens on now (the instance takes it a moment later). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts one instance with this environment and waits until its status call answers (or it exits, or the wait is over). */
export async function startInstance(root: string, label: string, env: NodeJS.ProcessEnv, waitMs: number): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null = null;
  const gone = new Promise<void>((resolve) => child.once('exit', (code, signal) => ((exited = code ?? (signal ? 128 : 1)), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    label,
    url,
    pid: child.pid!,
    tail: () => lines.join('\n'),
    kill: () => {
      if (exited === null) child.kill('SIGKILL');
    },
    async stop() {
      if (exited !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    if (exited !== null) throw new Error(`instance ${label} exited with ${exited} before it answered:\n${instance.tail()}`);
    const answered = await fetch(`${url}${routes.systemStatus.path}`, { headers: { Merchant: MERCHANT } }).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return instance;
    await sleep(250);
  }
  await instance.stop();
  throw new Error(`instance ${label} did not answer within ${Math.round(waitMs / 1000)} s:\n${instance.tail()}`);
}

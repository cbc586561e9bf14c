// The operator socket: PGlite lets only one process open the data folder, so while the server runs, the ops CLI
// hands its command to the server over a Unix socket inside that folder (owner-only permissions).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runOpsCommand } from './commands.ts';
import { OperatorError } from '../shared/operator-error.ts';

export const opsSocketPath = (dataDir: string) => path.join(dataDir, 'ops.sock');

export async function startOpsSocket(app: FastifyInstance, dataDir: string): Promise<{ close(): Promise<void> }> {
  const file = opsSocketPath(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.rmSync(file, { force: true });
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 64 * 1024) req.destroy();
    });
    req.on('end', async () => {
      const reply = (status: number, text: string) => res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
      try {
        const { name, args } = JSON.parse(body) as { name: string; args: unknown };
        const out = await runOpsCommand(app.deps, name, args, { jobs: app.jobs });
        app.statusCache.invalidate();
        app.catalogueCache.invalidate();
        reply(200, out);
      } catch (err) {
        reply(err instanceof OperatorError ? 400 : 500, (err as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(file, resolve));
  fs.chmodSync(file, 0o600);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => (fs.rmSync(file, { force: true }), resolve()))),
  };
}

export function sendOpsCommand(dataDir: string, name: string, args: unknown): Promise<{ ok: boolean; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: opsSocketPath(dataDir), method: 'POST', path: '/' }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ ok: res.statusCode === 200, text }));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ name, args }));
  });
}

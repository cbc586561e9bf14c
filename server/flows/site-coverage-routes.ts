// Demo mode only: what the last walks of the statecharts through the site covered (`npm run paths -- <machine> --site`
// leaves one file per machine in reports/site-paths), for the flow viewer (/flows) to show beside each chart.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';

const REPORTS = path.resolve('reports/site-paths');

/** Each machine's last site coverage by its id; none before a walk has run from this folder. */
function lastSiteRuns(): Record<string, unknown> {
  if (!fs.existsSync(REPORTS)) return {};
  const runs: Record<string, unknown> = {};
  for (const file of fs.readdirSync(REPORTS).filter((name) => name.endsWith('.coverage.json'))) {
    try {
      runs[file.replace(/\.coverage\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(REPORTS, file), 'utf8'));
    } catch {
      // A file being written by a walk that is still running: the next look finds it whole.
    }
  }
  return runs;
}

export async function siteCoverageRoutes(app: FastifyInstance) {
  app.get('/dev/site-coverage', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(lastSiteRuns());
  });
}

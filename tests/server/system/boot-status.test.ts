import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-server.ts';
import { call } from '../call-client.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { withBootStatus } from '../../../server/http/status-json.ts';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playstate-site-'));
fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ config: { siteDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const bootStatus = (html: string) => JSON.parse(/<script type="application\/json" id="boot-status">(.*?)<\/script>/s.exec(html)![1]!);

describe('the page carries the status answer', () => {
  it('as the status call answers it, on any site route, for this visitor', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/rng/pg/rng?vassalage=PG', remoteAddress: '10.9.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const status = (await call(t, 'systemStatus', { ip: '10.9.0.1' })).body.value;
    expect(bootStatus(page.body)).toEqual(status);
    expect(bootStatus(page.body).location.ip).toBe('10.9.0.1');
  });

  it('says maintenance as soon as an operator switches it on', async () => {
    await runOpsCommand(t.deps, 'maintenance-on', {});
    t.app.statusCache.invalidate();
    try {
      expect(bootStatus((await t.app.inject({ method: 'GET', url: '/' })).body).status).toBe(1);
    } finally {
      await runOpsCommand(t.deps, 'maintenance-off', {});
      t.app.statusCache.invalidate();
    }
  });

  it('cannot be closed early by text in the data', () => {
    const html = withBootStatus('<head></head>', JSON.stringify({ title: '</script><script>alert(1)</script>' }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/id="boot-status">(.*)<\/script>/.exec(html)![1]!).title).toBe('</script><script>alert(1)</script>');
  });
});

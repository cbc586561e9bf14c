// The built site's files as a browser gets them: the build's brotli and gzip copies (scripts/precompress.ts) go out
// for the encodings a browser accepts, the same bytes once decoded, and the copies are not addresses of their own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.ts';
import { startTestServer } from '../test-server.ts';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playstate-site-'));
const script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n'));
const tiny = Buffer.from('body{margin:0}');

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  fs.mkdirSync(path.join(siteDir, 'assets'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  fs.writeFileSync(path.join(siteDir, 'assets', 'app-1a2b3c4d.js'), script);
  fs.writeFileSync(path.join(siteDir, 'assets', 'tiny-1a2b3c4d.css'), tiny);
  await precompressDir(siteDir);
  t = await startTestServer({ config: { siteDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built files', () => {
  it('go out as the brotli copy to a browser that takes it, the same script once decoded, cached for good', async () => {
    const res = await get('/assets/app-1a2b3c4d.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    // The build's copy itself, not a compression made for this request.
    expect(res.rawPayload.equals(fs.readFileSync(path.join(siteDir, 'assets', 'app-1a2b3c4d.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('go out gzipped to a client that takes only gzip, and as they are to one that takes neither', async () => {
    const gz = await get('/assets/app-1a2b3c4d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(siteDir, 'assets', 'app-1a2b3c4d.js.gz')))).toBe(true);
    expect(zlib.gunzipSync(gz.rawPayload).equals(script)).toBe(true);
    const plain = await get('/assets/app-1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('under 1 KB have no copies and still arrive whole', async () => {
    expect(fs.existsSync(path.join(siteDir, 'assets', 'tiny-1a2b3c4d.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(siteDir, 'assets', 'tiny-1a2b3c4d.css.gz'))).toBe(false);
    const res = await get('/assets/tiny-1a2b3c4d.css', 'br');
    expect(res.statusCode).toBe(200);
    const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.rawPayload;
    expect(body.equals(tiny)).toBe(true);
  });

  it('keep their compressed copies off the address list', async () => {
    for (const url of ['/assets/app-1a2b3c4d.js.br', '/assets/app-1a2b3c4d.js.gz']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });
});

// Requests refused before any route runs (too-large headers, too-long URLs, a too-long path parameter, bad
// encoding) answer in the envelope with the right status, over a real socket where Node's parser is involved.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADERS, startTestServer } from '../test-server.ts';
import { MAX_URL_LENGTH } from '../../../server/http/client-errors.ts';
import { pathOf } from '../call-client.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
let port: number;
beforeAll(async () => {
  t = await startTestServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole answer (the server closes after a parser refusal; we ask it to close anyway). */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (err) => (chunks.length ? undefined : reject(err)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body });
    });
  });
}

const get = (target: string, extra = '') => raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nMerchant: playstate\r\n${extra}Connection: close\r\n\r\n`);

describe('refusals before the routes', () => {
  it('answers headers past the limit with 431 in the envelope', async () => {
    const res = await get(pathOf('systemStatus'), `X-Filler: ${'a'.repeat(20_000)}\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: application/json');
    expect(JSON.parse(res.body)).toEqual({ success: false, value: null, message: 'The request headers are too large', errorCode: 'request.headers.too.large' });
  });

  it('answers a URL past the limit with 414 in the envelope, whether the parser or the server notices', async () => {
    for (const length of [MAX_URL_LENGTH + 100, 20_000]) {
      const res = await get(`${pathOf('systemStatus')}?q=${'a'.repeat(length)}`);
      expect(res.status, `${length}`).toBe(414);
      expect(JSON.parse(res.body), `${length}`).toEqual({ success: false, value: null, message: 'The address is too long', errorCode: 'request.url.too.long' });
    }
    const fine = await get(`${pathOf('systemStatus')}?q=${'a'.repeat(MAX_URL_LENGTH - 100)}`);
    expect(fine.status).toBe(200);
  });

  it('answers a path parameter past the router limit with 414, and a malformed path with 400, in the envelope', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/art/game/${'1'.repeat(200)}.svg` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, value: null, message: 'The address is too long', errorCode: 'request.url.too.long' });
    const bad = await t.app.inject({ method: 'GET', url: '/art/game/%E0%A4%A.svg', headers: MERCHANT_HEADERS });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(bad.body).not.toContain('%E0');
  });

  it('answers a request the parser cannot read with 400 in the envelope', async () => {
    const res = await raw('NOT A REQUEST\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, value: null, errorCode: 'request.invalid' });
  });
});

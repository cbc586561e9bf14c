// Answers that are the same for every caller (the catalogue, banners, notices) are built and serialised once per
// period, then sent as ready bytes: the hot path does no query and no JSON work (docs/architecture.md §8 asks a cached
// catalogue call to reach half a bare hello-world's requests per second). Browsers ask for compressed answers,
// so the compressed bytes are made once here too, rather than by @fastify/compress on every request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../deps.ts';
import { ok } from './envelope.ts';

export interface CachedAnswer {
  /** The whole envelope, serialised. */
  json: string;
  /** Weak: one ETag for the plain and the compressed bytes. */
  etag: string;
  /** Compressed once when the answer is built; null for answers too small to gain. */
  br: Buffer | null;
  gzip: Buffer | null;
}

/** Below this, compression saves less than it costs (the same threshold @fastify/compress is given). */
const COMPRESS_MIN_BYTES = 1024;
/**
 * The levels of on-the-fly compression, not of the build's static files: an answer is built on the event loop for
 * each key (every browse page of every game type, vendor and filter is one) whenever its period starts, while
 * other calls wait. A game list page (12 KB of JSON) took 28 ms at brotli's highest quality and 0.25 ms at 5, for
 * 1,171 against 1,348 bytes (docs/decisions.md).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export function serialiseAnswer(value: unknown): CachedAnswer {
  const json = JSON.stringify(ok(value));
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  const size = Buffer.byteLength(json);
  if (size < COMPRESS_MIN_BYTES) return { json, etag, br: null, gzip: null };
  const br = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
  return { json, etag, br, gzip: gzipSync(json, { level: GZIP_LEVEL }) };
}

/** Brotli, else gzip, when the Accept-Encoding header accepts it (a q of 0 refuses); else null (plain). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let br = false;
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

// Browsers send a handful of distinct Accept-Encoding values: remember the choice rather than parse each time.
const chosen = new Map<string, 'br' | 'gzip' | null>();
function encodingFor(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = pickEncoding(header);
    if (chosen.size < 64) chosen.set(header, encoding);
  }
  return encoding;
}

function sendBody(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, vary = 'accept-encoding') {
  reply.type('application/json; charset=utf-8').header('vary', vary);
  const encoding = answer.gzip ? encodingFor(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.json);
  // With Content-Encoding set, @fastify/compress passes the bytes through untouched.
  return reply.header('content-encoding', encoding).send(answer[encoding]);
}

interface Entry {
  answer: Promise<CachedAnswer>;
  expiresAt: number;
}

/**
 * Serialised answers by key, each kept for its own time to live. The catalogue changes only when the seed or an
 * operator writes it, so time bounds the staleness across instances and invalidate() clears it at once in this
 * one. Keys come from validated queries, and the entry count is capped anyway.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 256,
  ) {}

  invalidate(): void {
    this.entries.clear();
  }

  get(key: string, ttlMs: number, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.answer;
    // Concurrent misses share one load; a failed load is forgotten so the next request tries again.
    const answer = load().then(serialiseAnswer);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { answer, expiresAt: now + ttlMs });
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
    });
    return answer;
  }
}

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2)));

/**
 * A public answer: browsers and shared caches may keep it for maxAgeSeconds and revalidate by ETag. perLanguage: the
 * answer differs by the Language header (translated content), so caches must key on it too.
 */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, maxAgeSeconds: number, perLanguage = false) {
  const vary = perLanguage ? 'accept-encoding, language' : 'accept-encoding';
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', answer.etag);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).header('vary', vary).send();
  return sendBody(request, reply, answer, vary);
}

/** A login-required answer: never stored by the browser or anything between (the site keeps its own copy). */
export function sendPrivate(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  return sendBody(request, reply.header('cache-control', 'private, no-store'), answer);
}

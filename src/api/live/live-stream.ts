// The live-updates stream (contract/live/live.ts) read with fetch and a ReadableStream, not EventSource: a call
// needs the Authorization and Merchant headers, which EventSource cannot send (docs/decisions.md "Live updates").
// Loaded lazily with the live-updates actor, once a session is signed in.
import type { LiveEvent } from '../../../contract/live/live.ts';
import { LIVE_KINDS } from '../../../contract/rules/live-kinds.ts';
import { ApiFailure, type ApiContext } from '../http.ts';
import { loadCallTable } from '../call-table.ts';

export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/**
 * An incremental parser of the text/event-stream format (the WHATWG rules that matter here): lines split on CR, LF
 * or CRLF; `data` lines joined; `id`, `event`, `retry` fields; comments (`:`) ignored; a blank line dispatches.
 * Returns the function to feed decoded text to.
 */
export function sseParser(onMessage: (message: SseMessage) => void, onRetry: (ms: number) => void = () => {}): (text: string) => void {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | null = null;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };
  let afterCR = false;
  return (text) => {
    // A CRLF split over two chunks: the LF ends no second line.
    buffer += afterCR && text.startsWith('\n') ? text.slice(1) : text;
    afterCR = text.endsWith('\r');
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    lines.forEach(line);
  };
}

/** Where the stream is asked for: the page's own origin unless a base is given (a test's server). */
export interface LiveStreamContext extends Pick<ApiContext, 'merchant' | 'getToken' | 'getLanguage'> {
  baseUrl?: string;
}

export interface LiveStreamOptions {
  /** The id of the last event seen, sent as Last-Event-ID to resume. */
  lastEventId: string | null;
  signal: AbortSignal;
  /** The server answered 200 with a stream. */
  onOpen(): void;
  onEvent(event: LiveEvent): void;
}

export interface LiveStreamEnd {
  /** The server's `retry:` hint (a closing instance sends one), in ms; null when it sent none. */
  retryMs: number | null;
}

const KNOWN: ReadonlySet<string> = new Set<string>(LIVE_KINDS);

/**
 * Opens the stream and reads it until it ends. Resolves when the server ends it (with its retry hint); rejects with
 * an ApiFailure when the answer is not a stream (401: the session is gone) or the network fails. An abort resolves.
 * A browser that says it went offline fails the stream at once: an open connection can take minutes to notice.
 */
export async function readLiveStream(ctx: LiveStreamContext, options: LiveStreamOptions): Promise<LiveStreamEnd> {
  const offline = new AbortController();
  const wentOffline = () => offline.abort();
  globalThis.addEventListener?.('offline', wentOffline);
  try {
    return await readStream(ctx, { ...options, signal: AbortSignal.any([options.signal, offline.signal]) }, options.signal);
  } finally {
    globalThis.removeEventListener?.('offline', wentOffline);
  }
}

/** `signal` ends the read; only `stopped` (the caller's own abort) ends it quietly, anything else is a network failure. */
async function readStream(ctx: LiveStreamContext, options: LiveStreamOptions, stopped: AbortSignal): Promise<LiveStreamEnd> {
  const route = (await loadCallTable()).liveUpdates;
  const headers: Record<string, string> = { Accept: 'text/event-stream', Merchant: ctx.merchant, Language: ctx.getLanguage(), Device: 'web' };
  const token = ctx.getToken();
  if (token) headers.Authorization = token;
  if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId;
  let retryMs: number | null = null;
  let response: Response;
  try {
    response = await fetch(`${ctx.baseUrl ?? ''}${route.path}`, { method: route.method, headers, signal: options.signal, cache: 'no-store' });
  } catch (err) {
    if (stopped.aborted) return { retryMs };
    throw new ApiFailure('network', 0, 'network.error', (err as Error).message);
  }
  if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const body = (await response.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    throw new ApiFailure('http', response.status, body?.errorCode ?? 'http.error', body?.message ?? response.statusText);
  }
  options.onOpen();
  const feed = sseParser(
    (message) => {
      // Every event carries an id but a resync sent without one; the id then stays the last one given (the format's rule).
      if (!KNOWN.has(message.event) || (!message.id && message.event !== 'resync')) return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      options.onEvent({ id: message.id ?? '', kind: message.event, data } as LiveEvent);
    },
    (ms) => (retryMs = ms),
  );
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { retryMs };
      feed(value);
    }
  } catch (err) {
    if (stopped.aborted) return { retryMs };
    throw new ApiFailure('network', 0, 'network.error', (err as Error).message);
  }
}

// Helpers for the live-updates tests: a player with a session and a launch token, and a stream read as the site
// reads it (src/api/live/live-stream.ts) from a server listening on a port.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent, LiveKind } from '../../../contract/live/live.ts';
import { readLiveStream, type LiveStreamEnd } from '../../../src/api/live/live-stream.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { betBody, newPlayer, uid, walletCall, winBody, type TestServer } from '../vendor-helpers.ts';

export interface LivePlayer {
  memberId: number;
  /** The session token (Authorization). */
  session: string;
  /** The game's launch token (the vendor's wallet calls). */
  gameToken: string;
}

export async function livePlayer(t: TestServer, funds: number): Promise<LivePlayer> {
  const p = await newPlayer(t, funds);
  return { memberId: p.memberId, session: await createSession(t.deps, p.memberId), gameToken: p.token };
}

export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export interface OpenStream {
  events: LiveEvent[];
  opened: Promise<void>;
  /** Settles when the stream ends: the server's retry hint, or the failure. */
  ended: Promise<LiveStreamEnd>;
  close(): void;
  /** Waits (expect.poll's default bound) for an event of the kind after the first `after` events, and answers it. */
  next(kind: LiveKind, after?: number): Promise<LiveEvent>;
}

/** A stream of the member's events, read as the site reads it. */
export function openStream(baseUrl: string, session: string | null, lastEventId: string | null = null): OpenStream {
  const events: LiveEvent[] = [];
  const abort = new AbortController();
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const ended = readLiveStream(
    { baseUrl, merchant: 'playstate', getToken: () => session, getLanguage: () => 'EN' },
    { lastEventId, signal: abort.signal, onOpen: () => open(), onEvent: (event) => events.push(event) },
  );
  ended.catch(() => undefined);
  return {
    events,
    opened,
    ended,
    close: () => abort.abort(),
    async next(kind, after = 0) {
      await expect.poll(() => events.slice(after).some((e) => e.kind === kind)).toBe(true);
      return events.slice(after).find((e) => e.kind === kind)!;
    },
  };
}

/** A bet and its win through the vendor's signed wallet calls; answers the win's answer. */
export async function betAndWin(t: TestServer, gameToken: string, bet: number, win: number) {
  const b = betBody(gameToken, bet, { round: uid('round') });
  expect((await walletCall(t, 'bet', b)).status).toBe('RS_OK');
  const answer = await walletCall(t, 'win', winBody(gameToken, b, win));
  expect(answer.status).toBe('RS_OK');
  return answer;
}

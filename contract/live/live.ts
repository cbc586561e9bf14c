// Live updates (issue 37 item 6, docs/architecture.md §9.1): one Server-Sent Events stream per signed-in account.
// Most events are hints: the site turns them into react-query invalidations. The kinds (listed in
// contract/rules/live-kinds.ts) and their data are here, once, for the server that publishes them and the site.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { LIVE_KINDS } from '../rules/live-kinds.ts';

/** What an event says changed: contract/rules/live-kinds.ts. */
export type LiveKind = (typeof LIVE_KINDS)[number];
/** The kinds a server area publishes (hello and resync are the stream's own). */
export type HintKind = Exclude<LiveKind, 'hello' | 'resync'>;

/** Each kind's data (JSON in the event's `data:` line). */
export interface LiveData {
  hello: Record<string, never>;
  /** The main wallet after the movement, as the balance call answers it (a decimal with 2 places). */
  balance: { balance: number; currency: string; currencySymbol: string };
  rewards: Record<string, never>;
  messages: Record<string, never>;
  deposit: { orderNo?: string };
  withdrawal: { id?: number };
  raffle: Record<string, never>;
  offer: Record<string, never>;
  promotions: Record<string, never>;
  resync: Record<string, never>;
}

/** One event as the stream sends it: `id: <epoch>-<n>`, `event: <kind>`, `data: <json>`. */
export type LiveEvent = { [K in LiveKind]: { id: string; kind: K; data: LiveData[K] } }[LiveKind];

/** The answer without `Accept: text/event-stream`: where the member's events stand, as the stream's hello says. */
export const liveResumePoint = z.object({
  lastEventId: z.string().describe('The id of the newest event of the member (epoch-number)'),
  kinds: z.array(z.enum(LIVE_KINDS)),
});

const tag = 'live';

export const liveCalls = {
  liveUpdates: {
    tag,
    summary: 'Live updates of the signed-in account as Server-Sent Events (with Accept: text/event-stream)',
    description:
      'With Accept: text/event-stream the answer is a stream: a hello event, then an event (id, event kind, JSON data) whenever ' +
      'something of the account changes, and a comment every 15 s. Last-Event-ID resumes: the events after it are replayed, or a ' +
      'resync event says to refetch everything. A draining server ends the stream with a retry hint. Without that Accept header ' +
      'the answer is the envelope with the resume point below.',
    value: liveResumePoint,
  },
} as const satisfies CallTable;

// The live-updates actor's wiring (issue 37 item 6), in a chunk of its own: the composition root loads it once a
// session is signed in (never for a visitor, so the home page's first load does not carry it). It follows the
// session: one liveUpdates actor per signed-in account, stopped on sign-out. Each event becomes a react-query update
// of the read models it concerns, so the header and the open pages change without a reload: the balance is set
// from the event; the rest are invalidated, and only the queries a page shows refetch.
import { createActor, fromPromise, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent, LiveKind } from '../../../contract/live/live.ts';
import type { SessionChanged } from '../../machines/session/session.types.ts';
import { liveUpdatesMachine } from '../../machines/live/live-updates.machine.ts';
import { livePaused } from '../../machines/live/live-updates.selectors.ts';
import type { LiveStreamInput, LiveStreamOutput } from '../../machines/live/live-updates.types.ts';
import { readLiveStream, type LiveStreamContext } from '../../api/live/live-stream.ts';
import { balanceQuery } from '../../api/account/member.ts';
import { REWARD_KEYS } from '../../api/rewards/rewards.ts';
import { RAFFLE_KEYS } from '../../api/raffle/raffle.ts';
import { CONTRACT_QUERY_ROOTS } from '../../api/agent-contracts/agent-contracts.ts';
import type { Api } from '../../api/http.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { queryClient } from '../app/app-providers.tsx';
import type { Tell } from '../app/shell-link.ts';
import { setLivePaused } from './live-status.ts';

/** The read models each kind of hint makes old (query-key prefixes), beside what is said below for balance and resync. */
const STALE: Record<Exclude<LiveKind, 'hello' | 'resync'>, readonly QueryKey[]> = {
  balance: [['withdrawInfo'], ['consolidated'], ['accountRecord']],
  rewards: [...REWARD_KEYS, ['saviorPromotions'], ['missionSummary'], ['missionMilestones'], ['promotions'], ['rebate']],
  messages: [['messages'], ['unreadCount']],
  deposit: [['depositOrders'], ['depositOrder'], ['balance'], ['accountRecord']],
  withdrawal: [['withdrawals'], ['withdrawal'], ['withdrawInfo'], ['balance'], ['accountRecord']],
  raffle: [['raffles'], ...RAFFLE_KEYS],
  promotions: [['promotions']],
  offer: [...CONTRACT_QUERY_ROOTS, ['dailyWageRecords'], ['hourlyWageRecords'], ['realtimeWageRecords'], ['dividendRecords']],
};

/** Kinds whose news also lives in the member info (the header's unclaimed count, the unread badge). */
const IN_MEMBER_INFO: ReadonlySet<LiveKind> = new Set(['rewards', 'messages', 'raffle', 'resync']);

/** What the composition root hands over (kept small: its code weighs on the entry chunk). */
export interface LiveRoot {
  api: Api;
  tokens: { current(): string | null };
  tell: Tell;
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}

interface LiveWiring {
  api: Api;
  stream: LiveStreamContext;
  queryClient: QueryClient;
  /** The session's token now (the balance query's key carries it). */
  token(): string | null;
  /** Reloads the member info: the header's unclaimed count and the badges come with it. */
  reloadMember(): void;
  /** The stream was refused with 401: the session is gone, as the API client tells the session actor. */
  expired(): void;
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}

const MERCHANT = import.meta.env.VITE_MERCHANT ?? 'playstate';

function liveUpdatesActor(w: LiveWiring): Actor<typeof liveUpdatesMachine> {
  const invalidate = (keys: readonly QueryKey[]) => keys.forEach((queryKey) => void w.queryClient.invalidateQueries({ queryKey }));
  const machine = liveUpdatesMachine.provide({
    actors: {
      stream: fromPromise<LiveStreamOutput, LiveStreamInput>(({ input, signal }) =>
        readLiveStream(w.stream, {
          lastEventId: input.lastEventId,
          signal,
          onOpen: () => input.report.send({ type: 'live.opened' }),
          onEvent: (event) => input.report.send({ type: 'live.event', event }),
        }).catch((err: unknown) => {
          // The API client's 401 (ApiFailure's status), read without importing it: the entry chunk would have to export it.
          if ((err as { status?: unknown } | null)?.status === 401) w.expired();
          throw err;
        }),
      ),
    },
    actions: {
      applyEvent: (_, event: LiveEvent) => {
        if (event.kind === 'hello') return;
        if (event.kind === 'resync') void w.queryClient.invalidateQueries();
        else {
          const token = w.token();
          if (event.kind === 'balance' && token) w.queryClient.setQueryData(balanceQuery(w.api, token).queryKey, event.data);
          invalidate(STALE[event.kind]);
        }
        if (IN_MEMBER_INFO.has(event.kind)) w.reloadMember();
      },
      poll: () => {
        invalidate([['balance']]);
        w.reloadMember();
      },
    },
  });
  const actor = createActor(machine, { inspect: w.inspect });
  // The header's notice follows the actor (live-notice.tsx).
  actor.subscribe((snapshot) => setLivePaused(livePaused(snapshot)));
  return actor;
}

/**
 * Follows the session: starts the actor for a signed-in account, stops it on sign-out or expiry, and starts a new
 * one when another account signs in. A reload of the same member keeps the running actor.
 */
export function followSession({ api, tokens, tell, inspect }: LiveRoot): (event: SessionChanged) => void {
  const w: LiveWiring = {
    api,
    queryClient,
    inspect,
    token: tokens.current,
    stream: { merchant: MERCHANT, getToken: tokens.current, getLanguage: currentLanguage },
    reloadMember: () => tell('session', { type: 'session.reload' }),
    expired: () => tell('session', { type: 'session.expired' }),
  };
  let running: { memberId: number | null; actor: Actor<typeof liveUpdatesMachine> } | null = null;
  return ({ role, memberId }) => {
    if (running && (role === 'visitor' || running.memberId !== memberId || running.actor.getSnapshot().status !== 'active')) {
      running.actor.stop();
      running = null;
      setLivePaused(false);
    }
    if (role === 'visitor' || running) return;
    running = { memberId, actor: liveUpdatesActor(w) };
    running.actor.start();
  };
}

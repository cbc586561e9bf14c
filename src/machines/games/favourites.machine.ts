// Favourite games (docs/product.md §4 Favourites): loaded when a member or agent signs in, cleared on sign-out. A change
// shows at once (the local set first), then the server hears of it, one call at a time in order; a refused call
// is undone and the player told. A game toggled less than a second ago ignores further toggles. Visitors get
// the login popup, trial players "Please Register An Account First".
import { assign, raise, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { refusedWith } from '../shared/refused.ts';
import { backoffMs } from '../../domain/backoff.ts';
import { FAVOURITE_THROTTLE_MS, applyChange, confirmFirst, failureNotice, rollBackFirst, type PendingChange } from '../../domain/favourites.ts';
import type { LaunchLoginState } from '../../domain/game-launch.ts';
import {
  FAVOURITES_LOAD_ATTEMPTS,
  type FavouriteGame,
  type FavouritesContext,
  type FavouritesEvent,
  type FavouritesMessage,
  type Notice,
} from './favourites.types.ts';

const firstChange = (context: FavouritesContext) => context.pending[0]!;
const change =
  (kind: PendingChange['kind']) =>
  ({ event }: { event: { game: FavouriteGame } }): PendingChange => ({ kind, game: event.game });
const nodeIdOf = ({ event }: { event: { game: FavouriteGame } }) => event.game.nodeId;
const accountOf = ({ event }: { event: FavouritesMessage }) => ({ role: event.role, memberId: event.memberId });

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
  },
  actors: {
    loadFavourites: provided<number[]>('loadFavourites'),
    addFavourite: provided<unknown, FavouriteGame>('addFavourite'),
    removeFavourite: provided<unknown, FavouriteGame>('removeFavourite'),
  },
  actions: {
    storeAccount: assign((_, account: { role: LaunchLoginState; memberId: number | null }) => account),
    forget: assign({ ids: [], pending: [], cooling: [], loadAttempts: 0 }),
    storeIds: assign((_, ids: number[]) => ({ ids, loadAttempts: 0 })),
    countLoadFailure: assign(({ context }) => ({ loadAttempts: context.loadAttempts + 1 })),
    resetLoadAttempts: assign({ loadAttempts: 0 }),
    change: assign(({ context }, c: PendingChange) => applyChange(context, c)),
    confirm: assign(({ context }) => confirmFirst(context)),
    rollBack: assign(({ context }) => rollBackFirst(context)),
    startCooling: assign(({ context }, nodeId: number) => ({ cooling: [...context.cooling, nodeId] })),
    scheduleCooled: raise((_, nodeId: number) => ({ type: 'favourite.cooled' as const, nodeId }), { delay: 'favouriteThrottle' }),
    endCooling: assign(({ context }, nodeId: number) => ({ cooling: context.cooling.filter((id) => id !== nodeId) })),
    /** Effects provided at the composition root. */
    openLogin: () => {},
    /** Shows a translated message (a toast) by its i18n key. */
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    /** The session settled on the account the list belongs to already (e.g. its member info was reloaded). */
    sameAccount: ({ context }, account: { role: LaunchLoginState; memberId: number | null }) =>
      context.role === account.role && context.memberId === account.memberId,
    isVisitor: ({ context }) => context.role === 'visitor',
    isTrial: ({ context }) => context.role === 'trial',
    isFavourite: ({ context }, nodeId: number) => context.ids.includes(nodeId),
    isCooling: ({ context }, nodeId: number) => context.cooling.includes(nodeId),
    hasPending: ({ context }) => context.pending.length > 0,
    nextIsAdd: ({ context }) => context.pending[0]?.kind === 'add',
    retriesLeft: ({ context }) => context.loadAttempts + 1 < FAVOURITES_LOAD_ATTEMPTS,
    /** A 401: the session actor signs the player out and says so; no second message here. */
    sessionLost: refusedWith('login.not.session'),
  },
  delays: {
    favouriteThrottle: FAVOURITE_THROTTLE_MS,
    favouritesRetry: ({ context }) => backoffMs(context.loadAttempts),
  },
}).createMachine({
  id: 'favourites',
  context: { role: 'visitor', memberId: null, ids: [], pending: [], cooling: [], loadAttempts: 0 },
  initial: 'visitor',
  on: {
    'session.changed': [
      // The same account again: its list, queue and cooling stay as they are.
      { guard: { type: 'sameAccount', params: accountOf } },
      // Another role or another member: nothing of the last account may show or be sent for the next one.
      { target: '.switching', actions: [{ type: 'storeAccount', params: accountOf }, 'forget'] },
    ],
  },
  states: {
    switching: {
      meta: { product: '4.10 Favourites' },
      description: 'Another role or member signed in: the last account is forgotten, then the new one picks its state.',
      always: [{ guard: 'isVisitor', target: 'visitor' }, { guard: 'isTrial', target: 'trial' }, { target: 'signedIn' }],
    },
    visitor: {
      meta: { product: '4.10 Favourites' },
      description: 'Nobody is signed in: no favourites; a heart opens the login popup.',
      on: { 'favourite.toggle': { actions: 'openLogin' }, 'favourite.add': { actions: 'openLogin' } },
    },
    trial: {
      meta: { product: '4.10 Favourites' },
      description: "A trial account has no favourites: a heart says 'Please Register An Account First'.",
      on: {
        'favourite.toggle': { actions: { type: 'notify', params: { key: 'session.needRealAccount' } } },
        'favourite.add': { actions: { type: 'notify', params: { key: 'session.needRealAccount' } } },
      },
    },
    signedIn: {
      meta: { product: '4.10 Favourites' },
      description: 'A member or agent: their favourites, loaded at sign-in (docs/product.md §4 "On login").',
      initial: 'loading',
      states: {
        loading: {
          meta: { product: '4.10 Favourites' },
          description: 'Fetching the favourite ids; hearts wait.',
          tags: ['ui:loading'],
          invoke: {
            id: 'loadFavourites',
            src: 'loadFavourites',
            onDone: { target: 'ready', actions: { type: 'storeIds', params: ({ event }) => event.output } },
            onError: [
              { guard: 'retriesLeft', target: 'retrying', actions: 'countLoadFailure' },
              { target: 'unavailable', actions: ['countLoadFailure', { type: 'notify', params: { key: 'favourites.loadFailed' } }] },
            ],
          },
        },
        retrying: {
          meta: { product: '4.10 Favourites' },
          description: 'The load failed; it is tried again after a growing pause.',
          tags: ['ui:loading'],
          after: { favouritesRetry: 'loading' },
        },
        unavailable: {
          meta: { product: '4.10 Favourites' },
          description: 'The load failed every time: hearts show unmarked; a heart click or a reload tries again.',
          tags: ['ui:unavailable'],
          on: {
            'favourites.reload': { target: 'loading', actions: 'resetLoadAttempts' },
            'favourite.toggle': { target: 'loading', actions: 'resetLoadAttempts' },
            'favourite.add': { target: 'loading', actions: 'resetLoadAttempts' },
          },
        },
        ready: {
          meta: { product: '4.10 Favourites' },
          description: 'Hearts show the set; a change applies locally at once and is queued for the server.',
          tags: ['ui:ready'],
          initial: 'idle',
          on: {
            'favourite.toggle': [
              { guard: { type: 'isCooling', params: nodeIdOf } },
              {
                guard: { type: 'isFavourite', params: nodeIdOf },
                actions: [
                  { type: 'change', params: change('remove') },
                  { type: 'startCooling', params: nodeIdOf },
                  { type: 'scheduleCooled', params: nodeIdOf },
                ],
              },
              {
                actions: [
                  { type: 'change', params: change('add') },
                  { type: 'startCooling', params: nodeIdOf },
                  { type: 'scheduleCooled', params: nodeIdOf },
                ],
              },
            ],
            'favourite.add': [
              { guard: { type: 'isCooling', params: nodeIdOf } },
              // docs/product.md §4: skipped if already favourite.
              { guard: { type: 'isFavourite', params: nodeIdOf } },
              {
                actions: [
                  { type: 'change', params: change('add') },
                  { type: 'startCooling', params: nodeIdOf },
                  { type: 'scheduleCooled', params: nodeIdOf },
                ],
              },
            ],
            'favourite.remove': [
              { guard: { type: 'isCooling', params: nodeIdOf } },
              {
                guard: { type: 'isFavourite', params: nodeIdOf },
                actions: [
                  { type: 'change', params: change('remove') },
                  { type: 'startCooling', params: nodeIdOf },
                  { type: 'scheduleCooled', params: nodeIdOf },
                ],
              },
            ],
            'favourite.cooled': { actions: { type: 'endCooling', params: ({ event }) => event.nodeId } },
          },
          states: {
            idle: {
              meta: { product: '4.10 Favourites' },
              description: 'Nothing to send; a queued change starts its call at once.',
              always: [
                { guard: 'nextIsAdd', target: 'adding' },
                { guard: 'hasPending', target: 'removing' },
              ],
            },
            adding: {
              meta: { product: '4.10 Favourites' },
              description: 'Telling the server about the first queued add.',
              tags: ['ui:saving'],
              invoke: {
                id: 'addFavourite',
                src: 'addFavourite',
                input: ({ context }) => firstChange(context).game,
                onDone: { target: 'idle', actions: 'confirm' },
                onError: [
                  { guard: { type: 'sessionLost', params: errorOf }, target: 'idle', actions: 'rollBack' },
                  {
                    target: 'idle',
                    actions: [{ type: 'notify', params: ({ context, event }) => failureNotice(firstChange(context), event.error) }, 'rollBack'],
                  },
                ],
              },
            },
            removing: {
              meta: { product: '4.10 Favourites' },
              description: 'Telling the server about the first queued remove.',
              tags: ['ui:saving'],
              invoke: {
                id: 'removeFavourite',
                src: 'removeFavourite',
                input: ({ context }) => firstChange(context).game,
                onDone: { target: 'idle', actions: 'confirm' },
                onError: [
                  { guard: { type: 'sessionLost', params: errorOf }, target: 'idle', actions: 'rollBack' },
                  {
                    target: 'idle',
                    actions: [{ type: 'notify', params: ({ context, event }) => failureNotice(firstChange(context), event.error) }, 'rollBack'],
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});

// The game-launch decision (docs/product.md §4 Game launch): every launch in the site comes here. A visitor gets the login
// popup; a trial player the "real account needed" dialog and no launch; a real account goes to the lottery,
// game list centre or game centre page the game belongs to, opens the provider's popup list, or starts the game.
import { assign, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { decideLaunch, type LaunchDecision, type LaunchGame, type LaunchLoginState } from '../../domain/game-launch.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import type { GameLaunchContext, GameLaunchEvent, LaunchedGame, LaunchRequest } from './game-launch.types.ts';

type Decided<K extends LaunchDecision['kind']> = Extract<LaunchDecision, { kind: K }>;
const decisionFor = (context: GameLaunchContext) => decideLaunch({ loginState: context.role, game: context.game! });

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
  },
  actors: {
    launchGame: provided<LaunchedGame, LaunchRequest>('launchGame'),
    launchFreeTrial: provided<LaunchedGame, LaunchGame>('launchFreeTrial'),
  },
  actions: {
    setRole: assign((_, role: LaunchLoginState) => ({ role })),
    setGame: assign((_, game: LaunchGame) => ({ game, error: null })),
    /** Inside a provider's list every entry is a game to start, whatever its catalogue marking. */
    setPickedGame: assign((_, game: LaunchGame) => ({ game: game.isGame === 'VASSALAGE' ? { ...game, isGame: 'GAME' } : game, error: null })),
    forget: assign({ game: null, error: null }),
    failWith: assign((_, error: unknown) => ({ error: refusalProblem(error).key })),
    /** Effects provided at the composition root. */
    openLogin: () => {},
    navigate: (_, _to: string) => {},
    openGame: (_, _launched: LaunchedGame) => {},
  },
  guards: {
    decided: ({ context }, kind: LaunchDecision['kind']) => decisionFor(context).kind === kind,
  },
}).createMachine({
  id: 'gameLaunch',
  context: { role: 'visitor', game: null, error: null },
  initial: 'idle',
  on: { 'session.changed': { actions: { type: 'setRole', params: ({ event }) => event.role } } },
  states: {
    idle: {
      meta: { product: '4.9 Game launch' },
      description: 'Waiting for a launch.',
      on: {
        'game.launch': { target: 'deciding', actions: { type: 'setGame', params: ({ event }) => event.game } },
        'game.try': { target: 'startingFreeTrial', actions: { type: 'setGame', params: ({ event }) => event.game } },
      },
    },
    startingFreeTrial: {
      meta: { product: '4.9 Game launch' },
      description: "A game card's free trial: play money, no account needed, nothing reaches the wallet.",
      tags: ['ui:starting'],
      invoke: {
        id: 'launchFreeTrial',
        src: 'launchFreeTrial',
        input: ({ context }) => context.game!,
        onDone: { target: 'idle', actions: [{ type: 'openGame', params: ({ event }) => event.output }, 'forget'] },
        onError: { target: 'failed', actions: { type: 'failWith', params: errorOf } },
      },
    },
    deciding: {
      meta: { product: '4.9 Game launch' },
      description: 'The docs/product.md §4 rules pick what the launch does.',
      always: [
        { guard: { type: 'decided', params: 'login' }, target: 'idle', actions: ['openLogin', 'forget'] },
        { guard: { type: 'decided', params: 'trialBlocked' }, target: 'trialBlocked' },
        {
          guard: { type: 'decided', params: 'route' },
          target: 'idle',
          actions: [{ type: 'navigate', params: ({ context }) => (decisionFor(context) as Decided<'route'>).path }, 'forget'],
        },
        { guard: { type: 'decided', params: 'vassalageList' }, target: 'vassalageList' },
        { target: 'starting' },
      ],
    },
    trialBlocked: {
      meta: { product: '4.9 Game launch' },
      description: "A trial player: 'in_need_true_account' until confirmed; nothing launches.",
      tags: ['ui:trialBlocked'],
      on: { 'launch.dismiss': { target: 'idle', actions: 'forget' } },
    },
    vassalageList: {
      meta: { product: '4.9 Game launch' },
      description: "The provider's games in a popup list; picking one launches it.",
      tags: ['ui:vassalageList'],
      on: {
        'launch.dismiss': { target: 'idle', actions: 'forget' },
        'game.launch': { target: 'deciding', actions: { type: 'setPickedGame', params: ({ event }) => event.game } },
      },
    },
    starting: {
      meta: { product: '4.9 Game launch' },
      description: 'Asking the platform for the launch address; the card shows a spinner.',
      tags: ['ui:starting'],
      invoke: {
        id: 'launchGame',
        src: 'launchGame',
        input: ({ context }): LaunchRequest => {
          const decision = decisionFor(context) as Decided<'start'>;
          return { game: decision.game, channel: decision.channel };
        },
        onDone: { target: 'idle', actions: [{ type: 'openGame', params: ({ event }) => event.output }, 'forget'] },
        onError: { target: 'failed', actions: { type: 'failWith', params: errorOf } },
      },
    },
    failed: {
      meta: { product: '4.9 Game launch' },
      description: "The start was refused (e.g. 'Game maintenance'): the message until dismissed.",
      tags: ['ui:failed'],
      on: { 'launch.dismiss': { target: 'idle', actions: 'forget' } },
    },
  },
});

// Which modal is open (spec §2): one at a time. /login, /register and /help#anchor open theirs; closing a modal a
// route opened returns to home.
import { assign, setup } from 'xstate';
import { paths } from '../domain/paths.ts';
import type { ModalsContext, ModalsEvent } from './modals.types.ts';

export const modalsMachine = setup({
  types: {
    context: {} as ModalsContext,
    events: {} as ModalsEvent,
  },
  actions: {
    // Once a route opened a modal, the address stays on that route until the last modal closes.
    rememberVia: assign(({ context }, via: 'route' | 'ui' | undefined) => ({ openedByRoute: context.openedByRoute || via === 'route' })),
    rememberAnchor: assign((_, anchor: string | null) => ({ helpAnchor: anchor })),
    rememberNotice: assign((_, index: number) => ({ noticeIndex: index })),
    forgetOpener: assign({ openedByRoute: false, forcedPassword: null }),
    rememberForced: assign((_, knownPassword: string | null) => ({ forcedPassword: knownPassword })),
    /** Provided at the composition root with the router's navigate. */
    navigate: (_, _to: string) => {},
  },
  guards: {
    openedByRoute: ({ context }) => context.openedByRoute,
    notForced: ({ context }) => context.forcedPassword === null,
  },
}).createMachine({
  id: 'modals',
  context: { helpAnchor: null, noticeIndex: 0, openedByRoute: false, forcedPassword: null },
  initial: 'closed',
  on: {
    'login.open': { target: '.login', actions: { type: 'rememberVia', params: ({ event }) => event.via } },
    'register.open': { target: '.register', actions: { type: 'rememberVia', params: ({ event }) => event.via } },
    'help.open': {
      target: '.help',
      actions: [
        { type: 'rememberVia', params: ({ event }) => event.via },
        { type: 'rememberAnchor', params: ({ event }) => event.anchor ?? null },
      ],
    },
    'forgetPass.open': '.forgetPass',
    'changePass.open': { target: '.changePass', actions: { type: 'rememberForced', params: ({ event }) => event.knownPassword ?? null } },
    'notice.open': { target: '.noticeModal', actions: { type: 'rememberNotice', params: ({ event }) => event.index } },
    'announcement.open': '.publicModal',
  },
  states: {
    closed: { description: 'No modal is open.' },
    login: { description: 'The login popup.', on: { 'modal.close': '#modals.closing' } },
    register: { description: 'The registration popup.', on: { 'modal.close': '#modals.closing' } },
    forgetPass: { description: 'Forgot password.', on: { 'modal.close': '#modals.closing' } },
    changePass: {
      description: 'Change password; a change forced at login cannot be dismissed.',
      on: { 'modal.close': { guard: 'notForced', target: '#modals.closing' }, 'password.changed': '#modals.closing' },
    },
    help: { description: 'The help modal, scrolled to its anchor.', on: { 'modal.close': '#modals.closing' } },
    noticeModal: { description: 'A notice from the marquee, by index.', on: { 'modal.close': '#modals.closing' } },
    publicModal: { description: 'The announcement popup.', on: { 'modal.close': '#modals.closing' } },
    closing: {
      description: 'Leaves the modal route for home when a route opened the modal.',
      always: [
        { guard: 'openedByRoute', target: 'closed', actions: ['forgetOpener', { type: 'navigate', params: paths.home() }] },
        { target: 'closed', actions: 'forgetOpener' },
      ],
    },
  },
});

// Which modal is open (docs/product.md §2): one at a time. /login, /register and /help#anchor open theirs; closing a modal a
// route opened returns to home. The announcement popup opens by itself as a page loads, often over a modal a route
// has just opened: closing it brings that modal back rather than leaving the route (issue 12).
import { assign, setup } from 'xstate';
import { paths } from '../../domain/paths.ts';
import type { CoverableModal, ModalsContext, ModalsEvent } from './modals.types.ts';

/** The modals the announcement can cover, in the order `uncovering` tries them. */
const COVERABLE: readonly CoverableModal[] = ['login', 'register', 'forgetPass', 'changePass', 'help', 'noticeModal'];

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
    forgetOpener: assign({ openedByRoute: false, forcedPassword: null, covered: null }),
    /** The announcement opened over this modal: closing the announcement brings it back. */
    rememberCovered: assign((_, modal: CoverableModal) => ({ covered: modal })),
    forgetCovered: assign({ covered: null }),
    rememberForced: assign((_, knownPassword: string | null) => ({ forcedPassword: knownPassword })),
    /** Provided at the composition root with the router's navigate. */
    navigate: (_, _to: string) => {},
  },
  guards: {
    openedByRoute: ({ context }) => context.openedByRoute,
    notForced: ({ context }) => context.forcedPassword === null,
    covered: ({ context }, modal: CoverableModal) => context.covered === modal,
  },
}).createMachine({
  id: 'modals',
  context: { helpAnchor: null, noticeIndex: 0, openedByRoute: false, forcedPassword: null, covered: null },
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
    login: { description: 'The login popup.', on: { 'modal.close': '#modals.closing', ...coveredBy('login') } },
    register: { description: 'The registration popup.', on: { 'modal.close': '#modals.closing', ...coveredBy('register') } },
    forgetPass: { description: 'Forgot password.', on: { 'modal.close': '#modals.closing', ...coveredBy('forgetPass') } },
    changePass: {
      description: 'Change password; a change forced at login cannot be dismissed.',
      on: { 'modal.close': { guard: 'notForced', target: '#modals.closing' }, 'password.changed': '#modals.closing', ...coveredBy('changePass') },
    },
    help: { description: 'The help modal, scrolled to its anchor.', on: { 'modal.close': '#modals.closing', ...coveredBy('help') } },
    noticeModal: { description: 'A notice from the marquee, by index.', on: { 'modal.close': '#modals.closing', ...coveredBy('noticeModal') } },
    publicModal: { description: 'The announcement popup.', on: { 'modal.close': '#modals.uncovering' } },
    uncovering: {
      description: 'The announcement closed: back to the modal it covered, else closing.',
      always: [
        ...COVERABLE.map((modal) => ({ guard: { type: 'covered' as const, params: modal }, target: modal, actions: 'forgetCovered' as const })),
        { target: 'closing' },
      ],
    },
    closing: {
      description: 'Leaves the modal route for home when a route opened the modal.',
      always: [
        { guard: 'openedByRoute', target: 'closed', actions: ['forgetOpener', { type: 'navigate', params: paths.home() }] },
        { target: 'closed', actions: 'forgetOpener' },
      ],
    },
  },
});

/** In a modal's state: the announcement opening over it remembers it, so closing the announcement brings it back. */
function coveredBy(modal: CoverableModal) {
  return { 'announcement.open': { target: '#modals.publicModal', actions: { type: 'rememberCovered' as const, params: modal } } };
}

// System status (docs/product.md §4): the site, the maintenance page or the region-block page, from GET /wps/system/status.
// A network failure retries with backoff; every state re-checks on a timer so operator changes show up.
import { assign, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import type { SystemStatusValue } from '../../../contract/system/system.ts';
import { flattenWhitelabel } from '../../../contract/rules/whitelabel.ts';
import { backoffMs } from '../../domain/backoff.ts';
import { RECHECK_MS, type SystemStatusContext, type SystemStatusEvent } from './system-status.types.ts';

export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
  },
  actors: {
    fetchStatus: provided<SystemStatusValue>('fetchStatus'),
  },
  actions: {
    storeStatus: assign((_, status: SystemStatusValue) => ({
      status,
      flags: flattenWhitelabel(status.info.whitelabel),
      attempts: 0,
      error: null,
    })),
    countFailure: assign(({ context }, error: unknown) => ({
      attempts: context.attempts + 1,
      error: error instanceof Error ? error.message : 'Network link is abnormal, please try again',
    })),
  },
  guards: {
    isRegionRestricted: ({ context }) => context.status?.status === 2,
    isMaintenance: ({ context }) => context.status?.status === 1,
  },
  delays: {
    retryBackoff: ({ context }) => backoffMs(context.attempts),
    recheck: RECHECK_MS,
  },
}).createMachine({
  id: 'systemStatus',
  context: { status: null, flags: {}, attempts: 0, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'First status request; the app shows its loader.',
      tags: ['ui:loading'],
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: { target: 'deciding', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
        onError: { target: 'retrying', actions: { type: 'countFailure', params: errorOf } },
      },
    },
    retrying: {
      description: 'The request failed; tries again after a growing pause, or at once on demand.',
      tags: ['ui:loading', 'ui:networkError'],
      after: { retryBackoff: 'loading' },
      on: { 'status.retry': 'loading' },
    },
    deciding: {
      description: 'Picks the page for the status code: 2 region block, 1 maintenance, else normal.',
      always: [{ guard: 'isRegionRestricted', target: 'regionRestricted' }, { guard: 'isMaintenance', target: 'maintenance' }, { target: 'normal' }],
    },
    normal: {
      description: 'The site is open; the status is checked again on a timer.',
      after: { recheck: 'rechecking' },
      on: { 'status.refresh': 'rechecking' },
    },
    maintenance: {
      description: 'The maintenance page, with the end time when the server gives one.',
      after: { recheck: 'rechecking' },
      on: { 'status.refresh': 'rechecking' },
    },
    regionRestricted: {
      description: 'The region-block page with the visitor IP.',
      after: { recheck: 'rechecking' },
      on: { 'status.refresh': 'rechecking' },
    },
    rechecking: {
      description: 'Asking the server again in the background; the current page stays until the answer.',
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: { target: 'deciding', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
        onError: { target: 'deciding' },
      },
    },
  },
});

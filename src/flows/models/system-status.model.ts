// The model of the system status machine: the samples the paths are planned from
// (tests/machines/system/system-status.test.ts, `npm run paths`, the flow viewer).
import { systemStatusMachine } from '../../machines/system/system-status.machine.ts';
import type { MachineModel } from '../model/harness.ts';
import { maintenanceStatus, normalStatus, regionRestrictedStatus } from './samples.ts';

const model: MachineModel<typeof systemStatusMachine> = {
  machine: systemStatusMachine,
  events: [
    { type: 'xstate.done.actor.fetchStatus', output: normalStatus },
    { type: 'xstate.done.actor.fetchStatus', output: maintenanceStatus },
    { type: 'xstate.done.actor.fetchStatus', output: regionRestrictedStatus },
    { type: 'xstate.error.actor.fetchStatus', error: new Error('Network link is abnormal') },
    { type: 'xstate.after.retryBackoff.systemStatus.retrying' },
    { type: 'xstate.after.recheck.systemStatus.normal' },
    { type: 'xstate.after.recheck.systemStatus.maintenance' },
    { type: 'xstate.after.recheck.systemStatus.regionRestricted' },
    { type: 'status.retry' },
    { type: 'status.refresh' },
  ],
  // The failure counter grows with every retry; the guards read only the status code.
  contextKey: (context) => ({ code: context.status?.status ?? null }),
};

export const models = [model] as const;

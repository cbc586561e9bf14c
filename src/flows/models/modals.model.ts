// The model of the modals machine: the samples the paths are planned from (tests/machines/app/modals.test.ts, `npm run
// paths`, the flow viewer).
import { modalsMachine } from '../../machines/app/modals.machine.ts';
import type { MachineModel } from '../model/harness.ts';

const model: MachineModel<typeof modalsMachine> = {
  machine: modalsMachine,
  events: [
    // Opened by visiting the route, by a button, and by code that does not say.
    { type: 'login.open', via: 'route' },
    { type: 'login.open', via: 'ui' },
    { type: 'login.open' },
    { type: 'register.open', via: 'route' },
    { type: 'register.open' },
    { type: 'help.open', via: 'route', anchor: 'deposit' },
    { type: 'help.open' },
    { type: 'forgetPass.open' },
    { type: 'changePass.open' },
    { type: 'changePass.open', knownPassword: '123456' },
    { type: 'password.changed' },
    { type: 'notice.open', index: 2 },
    { type: 'announcement.open' },
    { type: 'modal.close' },
  ],
};

export const models = [model] as const;

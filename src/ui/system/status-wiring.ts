// The status check (docs/product.md §3): the first answer comes with the page, later ones from the server.
import { fromPromise } from 'xstate';
import { systemStatusMachine } from '../../machines/system/system-status.machine.ts';
import { fetchSystemStatus } from '../../api/system/system.ts';
import type { Api } from '../../api/http.ts';
import type { SystemStatusValue } from '../../../contract/system/system.ts';

export function statusActor(api: Api) {
  return systemStatusMachine.provide({
    actors: { fetchStatus: fromPromise(() => takeBootStatus() ?? fetchSystemStatus(api)) },
  });
}

/**
 * The status answer the page arrived with (server-rendered into a JSON block), used once for the first check so
 * the site draws without waiting for another round trip; later checks ask the server.
 */
function takeBootStatus(): Promise<SystemStatusValue> | null {
  const block = document.getElementById('boot-status');
  if (!block) return null;
  block.remove();
  try {
    return Promise.resolve(JSON.parse(block.textContent ?? '') as SystemStatusValue);
  } catch {
    return null;
  }
}

import type { FastifyInstance } from 'fastify';
import { flattenWhitelabel, isOn } from '../../contract/rules/whitelabel.ts';
import { ApiError } from './envelope.ts';

export async function moduleOn(app: FastifyInstance, modId: string): Promise<boolean> {
  const { info } = await app.statusCache.get();
  return isOn(flattenWhitelabel(info.whitelabel), modId);
}

/** Refuses a call whose whitelabel module is switched off (docs/architecture.md §4: function.not.available). */
export async function requireModule(app: FastifyInstance, modId: string): Promise<void> {
  if (!(await moduleOn(app, modId))) throw new ApiError(200, 'function.not.available', 'This function is not available');
}

/** The same for a call that serves several modules: it is on while any of them is. */
export async function requireAnyModule(app: FastifyInstance, modIds: readonly string[]): Promise<void> {
  const flags = flattenWhitelabel((await app.statusCache.get()).info.whitelabel);
  if (!modIds.some((modId) => isOn(flags, modId))) throw new ApiError(200, 'function.not.available', 'This function is not available');
}

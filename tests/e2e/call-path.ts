// A call's path by its name in the contract's table (contract/routes.ts), with its query: the e2e specs that ask
// the server directly or watch the page's requests write no path of their own.
import { routes, type CallName } from '../../contract/routes.ts';

export { routes };

/** The path of call `name`, with its query (fields left undefined out). */
export function callPath(name: CallName, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.append(k, String(v));
  const s = params.toString();
  return `${routes[name].path}${s ? `?${s}` : ''}`;
}

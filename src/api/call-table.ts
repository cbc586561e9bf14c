// The whole call table (contract/routes.ts) as a chunk of its own, loaded with the first call whose route the
// client does not have at hand (see shell-calls.ts), or earlier by the composition root when the first page is one
// whose calls are mostly outside the entry's. A failed load is tried again on the next call.
import type { CallName, Route } from '../../contract/routes.ts';

let loading: Promise<Readonly<Record<CallName, Route>>> | null = null;

export function loadCallTable(): Promise<Readonly<Record<CallName, Route>>> {
  return (loading ??= import('../../contract/routes.ts').then(
    (module) => module.routes,
    (err: unknown) => {
      loading = null;
      throw err;
    },
  ));
}

// The stand-in for an actor the composition root provides (main.tsx, the wiring files, .provide() in tests):
// a machine names the call and its types; run unprovided, it fails and says which actor is missing (issue 36).
import { fromPromise, type NonReducibleUnknown } from 'xstate';

export const provided = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided at the composition root`);
  });

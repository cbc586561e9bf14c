// What the actors of the page report to, loaded only when something listens (main.tsx): the Stately inspector
// (?inspect or VITE_INSPECT=1; it needs the stately.ai site, and comes in a chunk of its own) and, in development
// builds and on a demo server, the publisher that feeds the flow viewer. The viewer's route page is this chunk's
// default export, so the router loads it with the same import (dev-tools.ts) and the entry names one chunk for both.
import { lazy, Suspense } from 'react';
import type { InspectionEvent } from 'xstate';
import { startPublisher } from './publisher.ts';
import { TopProgress } from '../app/lazy-page.tsx';
import { devTools, statelyInspector } from './dev-tools.ts';

type Observe = (event: InspectionEvent) => void;

/** Starts what is asked for; `early` holds what actors did before this chunk arrived, handed to each in order. */
export function startInspection(early: readonly InspectionEvent[]): Observe {
  const observers: Observe[] = devTools ? [startPublisher()] : [];
  // The Stately inspector's own chunk is larger: what happens while it loads waits for it too.
  let waiting: InspectionEvent[] | null = statelyInspector ? [...early] : null;
  if (statelyInspector)
    void import('./inspector.ts').then(
      ({ startInspector }) => {
        const inspector = startInspector();
        const next: Observe = (event) => inspector.next?.(event);
        waiting?.forEach(next);
        waiting = null;
        observers.push(next);
      },
      () => (waiting = null),
    );
  const observe: Observe = (event) => {
    waiting?.push(event);
    for (const next of observers) next(event);
  };
  for (const event of early) for (const next of observers) next(event);
  return observe;
}

const FlowViewer = lazy(() => import('./flow-viewer.tsx'));

/** The /flows page (development builds and demo servers only, see site-router.tsx): the flow viewer, loaded on demand. */
export default function FlowsPage() {
  return (
    <Suspense fallback={<TopProgress />}>
      <FlowViewer />
    </Suspense>
  );
}

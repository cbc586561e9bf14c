// The Stately inspector, in a chunk of its own that only ?inspect or VITE_INSPECT=1 ever loads.
import { createBrowserInspector } from '@statelyai/inspect';

export const startInspector = () => createBrowserInspector().inspect;

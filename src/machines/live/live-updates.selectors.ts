import type { SnapshotFrom } from 'xstate';
import type { liveUpdatesMachine } from './live-updates.machine.ts';

type S = SnapshotFrom<typeof liveUpdatesMachine>;

/**
 * The page no longer follows the server by itself: the stream is down, or asked for again after a failure and not yet
 * open. Not while the first stream of a session is being asked for, which is no news to a person.
 */
export const livePaused = (s: S) => s.hasTag('live:down') || (s.hasTag('live:connecting') && s.context.attempts > 0);

import type { SystemStatusValue } from '../../../contract/system/system.ts';
import type { WhitelabelFlags } from '../../../contract/rules/whitelabel.ts';

export interface SystemStatusContext {
  status: SystemStatusValue | null;
  flags: WhitelabelFlags;
  /** Consecutive failed loads; drives the retry backoff. */
  attempts: number;
  error: string | null;
}

export type SystemStatusEvent = { type: 'status.retry' } | { type: 'status.refresh' };

export const RECHECK_MS = 30_000;

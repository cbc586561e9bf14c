// Times as the site shows them: in the platform's time zone, which the status answer names (never the browser's).
import { useCallback } from 'react';
import { selectTimeZoneOffset } from '../../machines/system/system-status.selectors.ts';
import { formatMemberTime } from '../../domain/time.ts';
import { useSystemStatus } from '../app/actors.ts';

/** Minutes east of UTC of the platform's zone. */
export function usePlatformOffset(): number {
  return useSystemStatus(selectTimeZoneOffset);
}

/** An ISO instant as "yyyy-MM-dd HH:mm:ss" in the platform's zone. */
export function useMemberTime(): (iso: string) => string {
  const offset = usePlatformOffset();
  return useCallback((iso: string) => formatMemberTime(iso, offset), [offset]);
}

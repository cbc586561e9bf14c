import type { SnapshotFrom } from 'xstate';
import type { systemStatusMachine } from './system-status.machine.ts';

type S = SnapshotFrom<typeof systemStatusMachine>;

export type StatusPage = 'loading' | 'site' | 'maintenance' | 'regionRestricted';

/** The page the status calls for; while re-checking, the last known status keeps its page. */
export function statusPage(s: S): StatusPage {
  if (s.hasTag('ui:loading') || !s.context.status) return 'loading';
  const code = s.context.status.status;
  return code === 2 ? 'regionRestricted' : code === 1 ? 'maintenance' : 'site';
}

export const selectFlags = (s: S) => s.context.flags;
export const selectInfo = (s: S) => s.context.status?.info ?? null;
export const selectMaintenanceEnd = (s: S) => s.context.status?.maintenance.endTime ?? null;
export const selectVisitorIp = (s: S) => s.context.status?.regionRestriction.ip ?? '';
export const selectNetworkError = (s: S) => s.hasTag('ui:networkError');
export const selectCustomerService = (s: S) => s.context.status?.info.customerService ?? [];
export const selectCurrencySymbol = (s: S) => s.context.status?.info.merchant.currencySymbol ?? '';
/**
 * The platform's time zone in minutes east of UTC, as the server publishes it. Nothing that shows a time is on
 * screen before the first status answer, so the 0 is never read as the platform's zone.
 */
export const selectTimeZoneOffset = (s: S) => s.context.status?.info.timeZoneOffsetMinutes ?? 0;

// Player protection (issue 16 §5): the member's settings as a read model, and the calls that change them. A
// time-out or self-exclusion is sealed (it carries the sign-in password).
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { DepositLimitRequest, ExclusionRequest, ReminderRequest } from '../../../contract/protection/protection.ts';

export const fetchProtection = (api: Api) => api.call('protection');
export const setDepositLimit = (api: Api, body: DepositLimitRequest) => api.call('setDepositLimit', { body });
export const setReminder = (api: Api, body: ReminderRequest) => api.call('setReminder', { body });
export const takeExclusion = (api: Api, body: ExclusionRequest) => api.call('exclude', { body });
export const fetchSessionSummary = (api: Api) => api.call('sessionSummary');

export const protectionQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['protection', token], queryFn: () => fetchProtection(api), staleTime: 10_000 });

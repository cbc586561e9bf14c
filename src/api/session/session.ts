import type { Api } from '../http.ts';
import type { LoginRequest } from '../../../contract/session/session.ts';
import type { SmsSentValue } from '../../../contract/session/verification.ts';

export const logout = (api: Api) => api.call('logout');

export const startFreePlay = (api: Api) => api.call('freePlay');

export const fetchCaptcha = (api: Api) => api.call('captcha');

export const login = (api: Api, payload: LoginRequest) => api.call('login', { body: payload });

/** Sends a code; the answer also says how long the request took, for the countdown's latency compensation. */
export async function timedSmsSend(send: () => Promise<SmsSentValue>) {
  const started = performance.now();
  const value = await send();
  return { ...value, latencyMs: performance.now() - started };
}

/** Texts a sign-in (or reset) code. */
export const sendNoLoginCode = (api: Api, request: { mobileNum: string; countryDialingCode: string }) =>
  timedSmsSend(() => api.call('sendLoginCode', { body: request }));

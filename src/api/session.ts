import type { Api } from './http.ts';
import type { LoginRequest } from '../../contract/session.ts';
import type { SmsSentValue } from '../../contract/verification.ts';
import { sealPayload } from './encryption.ts';

export const logout = (api: Api) => api.call('logout');

export const startFreePlay = (api: Api) => api.call('freePlay');

export const fetchCaptcha = (api: Api) => api.call('captcha');

/** The server's public key, asked once per page: it changes only when an operator rotates it. */
let rsaKey: Promise<string> | null = null;
const publicKey = (api: Api) =>
  (rsaKey ??= api.call('rsaKey').then(
    (v) => v.publicKey,
    (err) => ((rsaKey = null), Promise.reject(err)),
  ));

/** An encrypted call (DESIGN.md §4): the body is sealed for the server's key. Only for calls not yet in the call table (api.call seals those). */
export async function postSealed<T>(api: Api, path: string, payload: unknown, method: 'post' | 'put' = 'post'): Promise<T> {
  const sealed = await sealPayload(await publicKey(api), payload);
  return api[method]<T>(path, sealed.body, { Encryption: sealed.header });
}

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

// The HTTP client: every call by its name in the contract's table (contract/routes.ts), with the platform
// headers, encrypted bodies sealed, the envelope unwrapped to a value or an ApiFailure, and a 401 turned into a
// callback (the composition root sends it to the session actor). No UI effects here.
import { ofetch, FetchError, type FetchOptions } from 'ofetch';
import type { CallName, Route } from '../../contract/routes.ts';
import { loadCallTable } from './call-table.ts';
import type { CallBody, CallQuery, CallValue, TabledCall } from '../../contract/calls.ts';

export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string;
  errorCode: string;
}

export type FailureKind = 'network' | 'http' | 'refused';

export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/** A request that never got an answer (or a chunk it needs that never arrived). */
const networkFailure = () => new ApiFailure('network', 0, 'network.error', 'Network link is abnormal, please try again');

export const isUnauthorized = (err: unknown) => err instanceof ApiFailure && err.status === 401;
export const isNetworkFailure = (err: unknown) => err instanceof ApiFailure && err.kind === 'network';

export interface ApiContext {
  merchant: string;
  getToken(): string | null;
  getLanguage(): string;
  onUnauthorized(): void;
  /**
   * The routes the client has without loading the call table: the composition root gives those of the calls the
   * entry makes (shell-calls.ts). Any other call loads the whole table first, once (call-table.ts).
   */
  routesAtHand?: Partial<Readonly<Record<CallName, Route>>>;
}

export type Query = Record<string, string | number | boolean | undefined>;

/** What a call sends: its query and its body (a FormData for a multipart upload), as the contract types them. */
export interface CallInput<N extends TabledCall> {
  query?: CallQuery<N>;
  body?: CallBody<N> | FormData;
}

export interface Api {
  /** Makes the named call of the contract's table and answers its value. */
  call<N extends TabledCall>(name: N, input?: CallInput<N>): Promise<CallValue<N>>;
  /** Now by the server's clock (as its last answer told it), which a demo operator may have moved on. */
  serverNow(): number;
}

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && 'success' in data && 'errorCode' in data;
}

export function createApi(ctx: ApiContext, fetcher = ofetch): Api {
  /** How far the server's clock is from the device's, by the Server-Time header of the last fresh answer. */
  let offsetMs = 0;
  const serverNow = () => Date.now() + offsetMs;
  const noteServerTime = ({ response }: { response: Response }) => {
    // A cacheable answer (the catalogue's, public with a max-age) may come from the browser's cache carrying the time
    // it was first made: after a demo server's clock moved past midnight, a record page took yesterday for today.
    if (/max-age=[1-9]/.test(response.headers.get('cache-control') ?? '')) return;
    const at = Number(response.headers.get('server-time'));
    if (at > 0) offsetMs = at - Date.now();
  };

  async function call<T>(method: string, path: string, options: FetchOptions<'json'>, extra: Record<string, string> = {}): Promise<T> {
    const token = ctx.getToken();
    const headers: Record<string, string> = { ...extra, Merchant: ctx.merchant, Language: ctx.getLanguage(), Device: 'web' };
    if (token) headers.Authorization = token;
    let data: unknown;
    try {
      data = await fetcher(path, { ...options, method, headers, retry: 0, responseType: 'json', onResponse: noteServerTime });
    } catch (err) {
      if (err instanceof FetchError && err.response) {
        const body = err.data;
        const status = err.response.status;
        if (status === 401) ctx.onUnauthorized();
        if (isEnvelope(body)) throw new ApiFailure('http', status, body.errorCode, body.message, body.value);
        throw new ApiFailure('http', status, 'http.error', err.message);
      }
      throw networkFailure();
    }
    if (!isEnvelope(data)) throw new ApiFailure('http', 200, 'response.invalid', 'Unexpected response');
    if (!data.success) throw new ApiFailure('refused', 200, data.errorCode, data.message, data.value);
    return data.value as T;
  }

  /** The call's route, at hand or from the call table; a table that cannot be loaded fails the call like the network. */
  async function routeOf(name: CallName): Promise<Route> {
    const atHand = ctx.routesAtHand?.[name];
    if (atHand) return atHand;
    try {
      return (await loadCallTable())[name];
    } catch {
      throw networkFailure();
    }
  }

  /** The server's public key for encrypted calls, asked once per page: it changes only when an operator rotates it. */
  let rsaKey: Promise<string> | null = null;
  const publicKey = () =>
    (rsaKey ??= routeOf('rsaKey')
      .then((route) => call<{ publicKey: string }>(route.method, route.path, {}))
      .then(
        (v) => v.publicKey,
        (err) => ((rsaKey = null), Promise.reject(err)),
      ));

  async function request(name: CallName, query: object | undefined, body: unknown): Promise<unknown> {
    const route = await routeOf(name);
    const options: FetchOptions<'json'> = { query: query as Query | undefined };
    if (route.encoding === 'sealed') {
      // The sealing code loads with the first encrypted call (sign-in, registration, withdrawal), not with the page.
      const { sendSealed } = await import('./encryption.ts');
      return sendSealed(body, publicKey, serverNow, (sealed) =>
        call(route.method, route.path, { ...options, body: sealed.body }, { Encryption: sealed.header }),
      );
    }
    if (route.encoding === 'form') return call(route.method, route.path, { ...options, body: new URLSearchParams(body as Record<string, string>) });
    return call(route.method, route.path, { ...options, body: body as Record<string, unknown> | undefined });
  }

  return {
    call: (name, input = {}) => request(name, input.query ?? undefined, input.body) as Promise<CallValue<typeof name>>,
    serverNow,
  };
}

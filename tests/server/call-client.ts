// The server tests' client: every call by its name in the contract's table (contract/routes.ts), as the site's
// api.call does (src/api/http.ts), so a path is written once. Requests go through Fastify's inject with the
// platform's headers, a member's session when the call is made as one, and a sealed body for an encrypted call.
// `raw` is the escape hatch for a test that sends what no call of the table would (a bad path, body or header).
import type { InjectOptions } from 'fastify';
import { routes, type Method } from '../../contract/routes.ts';
import type { CallBody, CallQuery, CallValue, TabledCall } from '../../contract/calls.ts';
import { sealPayload } from '../../src/api/encryption.ts';
import { MERCHANT_HEADERS, type startTestServer } from './test-server.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Who makes the call: a signed-in member (anything with its session token), a bare token, or nobody. */
export type Caller = { token: string } | string | null | undefined;

/** The envelope of every answer; `value` is the call's value on a success (what a refusal carries otherwise). */
export interface Answer<V> {
  success: boolean;
  value: V;
  errorCode: string;
  message: string;
}

export interface Answered<V> {
  status: number;
  body: Answer<V>;
  headers: Record<string, string | string[] | number | undefined>;
}

interface Transport {
  as?: Caller;
  /** The caller's address; inject's own (127.0.0.1) unless given. */
  ip?: string;
  /** Headers beside (or over) the platform's. */
  headers?: Record<string, string>;
}

export interface CallInput<N extends TabledCall> extends Transport {
  query?: CallQuery<N>;
  body?: CallBody<N>;
  /** The sealing time of an encrypted call; the test clock's now unless given. */
  sealedAt?: number;
}

export interface RawInput extends Transport {
  body?: unknown;
}

const tokenOf = (as: Caller) => (as == null ? undefined : typeof as === 'string' ? as : as.token);

/** The query string of a call: its fields in their order, those left undefined out. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The path a named call is made on, with its query. */
export const pathOf = <N extends TabledCall>(name: N, query?: CallQuery<N>) => `${routes[name].path}${queryString(query ?? undefined)}`;

function headersFor(input: Transport, extra: Record<string, string> = {}): Record<string, string> {
  const token = tokenOf(input.as);
  return { ...MERCHANT_HEADERS, ...extra, ...(token ? { authorization: token } : {}), ...input.headers };
}

async function answered<V>(t: TestServer, request: InjectOptions): Promise<Answered<V>> {
  const res = await t.app.inject(request);
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Any request with the platform's headers: for what no call of the table sends (a bad path, body or method). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function raw<V = any>(t: TestServer, method: Method, url: string, input: RawInput = {}): Promise<Answered<V>> {
  return answered<V>(t, {
    method,
    url,
    headers: headersFor(input),
    ...(input.body === undefined ? {} : { payload: input.body as Record<string, unknown> }),
    ...(input.ip ? { remoteAddress: input.ip } : {}),
  });
}

const publicKeys = new WeakMap<object, Promise<string>>();

/** The server's RSA key for encrypted calls, asked once per server. */
function publicKeyOf(t: TestServer): Promise<string> {
  let key = publicKeys.get(t.app);
  if (!key) {
    key = raw<{ publicKey: string }>(t, routes.rsaKey.method, routes.rsaKey.path).then((a) => a.body.value.publicKey);
    publicKeys.set(t.app, key);
  }
  return key;
}

/** Sends a named call's input as the site sends it: sealed for an encrypted call, form-encoded for a form, JSON otherwise. */
async function send<V>(t: TestServer, name: TabledCall, input: UntypedInput & { sealedAt?: number }): Promise<Answered<V>> {
  const route = routes[name];
  const url = `${route.path}${queryString(input.query)}`;
  if (route.encoding === 'sealed') {
    const sealed = await sealPayload(await publicKeyOf(t), input.body, input.sealedAt ?? t.clock.now().getTime());
    return answered(t, {
      method: route.method,
      url,
      headers: headersFor(input, { encryption: sealed.header }),
      payload: sealed.body,
      remoteAddress: input.ip ?? '127.0.0.1',
    });
  }
  if (route.encoding === 'form' && input.body !== undefined) {
    // Form-encoded as the site sends it (a string is taken as already encoded).
    const form = typeof input.body === 'string' ? input.body : new URLSearchParams(input.body as Record<string, string>).toString();
    return raw(t, route.method, url, { ...input, body: form, headers: { 'content-type': 'application/x-www-form-urlencoded', ...input.headers } });
  }
  return raw(t, route.method, url, input);
}

/** Makes the named call of the contract's table; an encrypted call's body is sealed as the site seals it. */
export function call<N extends TabledCall>(t: TestServer, name: N, input: CallInput<N> = {}): Promise<Answered<CallValue<N>>> {
  return send(t, name, input);
}

export interface UntypedInput extends RawInput {
  query?: object;
  /** The sealing time of an encrypted call; the test clock's now unless given. */
  sealedAt?: number;
}

/**
 * The named call with an input its types refuse (a bad body or query), sent as the call is sent (sealed for an
 * encrypted call): for a test that the server refuses it. The path stays the table's, so it is written once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function untyped<V = any>(t: TestServer, name: TabledCall, input: UntypedInput = {}): Promise<Answered<V>> {
  return send<V>(t, name, input);
}

/** The value of a call that must succeed; a refusal fails the test with its code. */
export async function valueOf<N extends TabledCall>(t: TestServer, name: N, input: CallInput<N> = {}): Promise<CallValue<N>> {
  const { status, body } = await call(t, name, input);
  if (status !== 200 || !body.success) throw new Error(`${name}: ${status} ${body.errorCode} ${body.message}`);
  return body.value;
}

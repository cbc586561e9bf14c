// One player's visit as autocannon's request sequence (each connection is one player, and loops the visit): sign
// in (encrypted), the home page and its calls, a game list, launch a game, the vendor's game page and the calls it
// makes (open the session, then one spin per round: the vendor's game server pays each round through
// the HMAC-signed seamless-wallet calls), the balance, a deposit paid at the demo provider's checkout, a withdrawal
// (encrypted, with the payment password) and sign out. Paths come from the call table (contract/routes.ts); the
// vendor's and the payment provider's pages are not platform calls and come from their own modules. A player joins
// at its own point of the visit (./schedule.ts): it first catches up, unpaced and unmeasured, on the calls whose
// answers the rest needs (catchUpVisit), then autocannon loops the visit from that point (journeyRequests).
import type autocannon from 'autocannon';
import { routes, type CallName } from '../../contract/routes.ts';
import type { CallBody, CallQuery, CallValue } from '../../contract/calls.ts';
import type { Game } from '../../contract/catalogue/catalogue.ts';
import type { Sealed } from '../../src/api/encryption.ts';
import { PAY_BASE } from '../../server/deposit/deposits.ts';
import { VENDOR_BASE } from '../../server/vendor/page.ts';
import type { CallRecord } from './report.ts';
import { MONEY_STEP, type Player, type PlayerPool } from './players.ts';
import { rotate } from './schedule.ts';
import { MERCHANT } from './servers.ts';

/** What one visit knows as it goes; a fresh one at each sign-in. */
interface Visit {
  sentAt: number;
  player: Player;
  token?: string;
  game?: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;
  gamePath?: string;
  gameToken?: string;
  bet?: number;
  payPath?: string;
  payToken?: string;
}

type Outcome = { ok: true } | { refused: string } | { error: string };
const OK: Outcome = { ok: true };

interface Built {
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Step {
  call: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the report shows it (ids as :names, no query). */
  route: string;
  build(v: Visit): Built;
  check(status: number, body: string, v: Visit, headers: Record<string, unknown>): Outcome;
  /** A later call of the visit needs its answer: a player joining after it makes it first (catchUpVisit). */
  setup?: boolean;
  /** Needs the answer of the call just before, which is no setup call: no player joins the visit here. */
  noJoin?: boolean;
}

export interface JourneyOptions {
  spins: number;
  /** Ask for the site's page too (only when the site is built). */
  page: boolean;
  /** Send each player's own address (X-Forwarded-For) for the servers' trusted load balancer. */
  addresses: boolean;
}

const JSON_TYPE = { 'content-type': 'application/json' };
/** Catalogue reads are asked for as a browser asks (compressed); their answers are judged by status only. */
const COMPRESSED = { 'accept-encoding': 'gzip, deflate, br' };

function query<N extends CallName>(name: N, q: CallQuery<N>): string {
  if (!q) return routes[name].path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q as Record<string, unknown>)) if (v !== undefined) params.set(k, String(v));
  return `${routes[name].path}?${params}`;
}

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode: string;
}

/** The platform's envelope: success, an expected refusal, or an error (any other refusal, any non-2xx). */
function envelope<T>(status: number, body: string, expected: readonly string[] = []): { outcome: Outcome; value?: T } {
  const e = parse(body) as Envelope<T> | undefined;
  if (status < 200 || status > 299) return { outcome: { error: `HTTP ${status}${e?.errorCode ? ` ${e.errorCode}` : ''}` } };
  if (!e || typeof e.success !== 'boolean') return { outcome: { error: 'not an envelope' } };
  if (!e.success) return { outcome: expected.includes(e.errorCode) ? { refused: e.errorCode } : { error: e.errorCode || 'success false' } };
  return { outcome: OK, value: e.value };
}

/** A call whose only job is to answer: a compressed answer is judged by its status, a plain one by its envelope. */
const answered = (status: number, body: string, headers: Record<string, unknown>): Outcome =>
  headers['content-encoding'] ? (status >= 200 && status < 300 ? OK : { error: `HTTP ${status}` }) : envelope(status, body).outcome;

/** The vendor game server's answers: { ok: true, ... } or { ok: false, code }. */
function vendorAnswer<T>(status: number, body: string): { outcome: Outcome; value?: T } {
  const a = parse(body) as ({ ok: boolean; code?: string } & T) | undefined;
  if (status !== 200) return { outcome: { error: `HTTP ${status}` } };
  if (!a || a.ok !== true) return { outcome: { error: a?.code ?? 'not an answer' } };
  return { outcome: OK, value: a };
}

const sealedRequest = (path: string, sealed: Sealed | undefined): Built => ({
  path,
  headers: { ...JSON_TYPE, ...(sealed ? { encryption: sealed.header } : {}) },
  // A missing body (the generator fell short) is sent empty and fails: the shortfall is reported beside it.
  body: sealed ? JSON.stringify(sealed.body) : '{}',
});

const call = (name: CallName): Pick<Step, 'method' | 'route'> => ({ method: routes[name].method, route: routes[name].path });

/** The visit's steps, in order. */
export function journeySteps(pool: PlayerPool, opts: Pick<JourneyOptions, 'spins' | 'page'>): Step[] {
  const get = <N extends CallName>(label: string, name: N, q: CallQuery<N>, compressed = false): Step => ({
    call: label,
    ...call(name),
    build: () => ({ path: query(name, q), headers: compressed ? COMPRESSED : {} }),
    check: (status, body, _v, headers) => answered(status, body, headers),
  });
  const post = <N extends CallName>(
    label: string,
    name: N,
    body: (v: Visit) => CallBody<N>,
    then: (status: number, text: string, v: Visit) => Outcome,
    setup = false,
  ): Step => ({
    call: label,
    ...call(name),
    build: (v) => ({ path: routes[name].path, headers: JSON_TYPE, body: JSON.stringify(body(v)) }),
    check: (status, text, v) => then(status, text, v),
    ...(setup ? { setup } : {}),
  });
  const vendor = (label: string, action: 'session' | 'spin'): Step => ({
    call: label,
    method: 'POST',
    route: `${VENDOR_BASE}/api/${action}`,
    build: (v) => ({
      path: `${VENDOR_BASE}/api/${action}`,
      headers: JSON_TYPE,
      body: JSON.stringify({ mode: 'real', token: v.gameToken ?? '', nodeId: v.game?.nodeId ?? 0, ...(action === 'spin' ? { bet: v.bet ?? 0 } : {}) }),
    }),
    check: (status, text, v) => {
      const a = vendorAnswer<{ betSizes?: number[] }>(status, text);
      if (action === 'session' && a.value?.betSizes?.length) v.bet = a.value.betSizes[0];
      return a.outcome;
    },
  });

  const steps: Step[] = [
    {
      call: 'sign in',
      ...call('login'),
      build: (v) => sealedRequest(routes.login.path, pool.sealed(v.player, 'logins')),
      check: (status, text, v) => {
        const a = envelope<CallValue<'login'>>(status, text);
        v.token = a.value?.token;
        return a.outcome;
      },
      setup: true,
    },
    ...(opts.page
      ? [
          {
            call: 'home page',
            method: 'GET',
            route: '/',
            build: () => ({ path: '/', headers: { ...COMPRESSED, accept: 'text/html' } }),
            check: (status: number) => (status === 200 ? OK : { error: `HTTP ${status}` }),
          } satisfies Step,
        ]
      : []),
    get('status', 'systemStatus', undefined, true),
    get('banners', 'banners', { groupName: 'w_home' }, true),
    get('hot games', 'hotGames', { merchantCode: MERCHANT, isPlatform: '2', platform: 'flash,html5-desktop', language: 'EN' }, true),
    get('winner board', 'winnerBoard', { gameCategory: 'ALL', language: 'EN', limitNum: 20 }, true),
    get('balance', 'balance', undefined),
    {
      call: 'game list',
      ...call('gameList'),
      build: () => ({
        path: query('gameList', {
          clientType: '3',
          platform: 'flash,html5-desktop',
          merchant: MERCHANT,
          gameType: 'RNG',
          vassalage: '',
          gameClassify: '',
          gameName: '',
          minBet: '',
          minLineNum: 'null',
          pageNo: 1,
          pageSize: 20,
          language: 'EN',
        }),
      }),
      check: (status, text, v) => {
        const a = envelope<CallValue<'gameList'>>(status, text);
        const games = a.value?.games.filter((g) => g.isGame === 'GAME') ?? [];
        const game = games[Math.floor(Math.random() * games.length)];
        if (game) v.game = { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType };
        return a.value && !game ? { error: 'no game to launch' } : a.outcome;
      },
      setup: true,
    },
    post(
      'launch game',
      'launchGame',
      (v) => ({ vassalage: v.game?.vassalage ?? '', gameType: v.game?.gameType ?? '', nodeId: v.game?.nodeId }),
      (status, text, v) => {
        const a = envelope<CallValue<'launchGame'>>(status, text, ['game.maintenance']);
        if (a.value) {
          const url = new URL(a.value.url, 'http://cdn.invalid');
          v.gamePath = `${url.pathname}${url.search}`;
          v.gameToken = url.searchParams.get('token') ?? undefined;
        }
        return a.outcome;
      },
      true,
    ),
    {
      call: 'game page',
      method: 'GET',
      route: `${VENDOR_BASE}/game/:nodeId`,
      build: (v) => ({ path: v.gamePath ?? `${VENDOR_BASE}/game/0`, headers: { accept: 'text/html' } }),
      check: (status) => (status === 200 ? OK : { error: `HTTP ${status}` }),
    },
    { ...vendor('game session', 'session'), setup: true },
    ...Array.from({ length: opts.spins }, () => vendor('spin (bet+win)', 'spin')),
    get('balance', 'balance', undefined),
    post(
      'deposit order',
      'createDepositOrder',
      () => ({ method: 'GCASH', amount: MONEY_STEP }),
      (status, text, v) => {
        const a = envelope<CallValue<'createDepositOrder'>>(status, text);
        if (a.value?.payUrl) {
          const url = new URL(a.value.payUrl, 'http://pay.invalid');
          v.payPath = url.pathname;
          v.payToken = url.searchParams.get('t') ?? undefined;
        }
        return a.outcome;
      },
    ),
    {
      // The payer presses Pay on the provider's checkout page; the provider's signed callback credits the wallet.
      call: 'deposit paid',
      method: 'POST',
      route: `${PAY_BASE}/checkout/:orderNo/pay`,
      build: (v) => ({
        path: `${v.payPath ?? `${PAY_BASE}/checkout/NONE`}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ t: v.payToken ?? '-' }).toString(),
      }),
      check: (status, text) =>
        status !== 200 ? { error: `HTTP ${status}` } : text.includes("Merchant's answer: OK") ? OK : { error: 'the provider was not answered OK' },
      noJoin: true,
    },
    {
      call: 'withdraw',
      ...call('withdraw'),
      build: (v) => sealedRequest(routes.withdraw.path, pool.sealed(v.player, 'withdrawals')),
      check: (status, text) => envelope(status, text, ['withdraw.daily.limit']).outcome,
    },
    {
      call: 'sign out',
      ...call('logout'),
      build: () => ({ path: routes.logout.path }),
      check: (status, text) => envelope(status, text).outcome,
    },
  ];
  return steps;
}

/** What every call answered, by call, since the window began (restart() begins the next one). */
export class Recorder {
  private records = new Map<string, CallRecord>();

  constructor(private readonly steps: readonly Step[]) {
    this.restart();
  }

  record(call: string, ms: number, outcome: Outcome) {
    const r = this.records.get(call)!;
    r.samples.push(ms);
    const bump = (m: Map<string, number>, why: string) => m.set(why, (m.get(why) ?? 0) + 1);
    if ('error' in outcome) bump(r.errors, outcome.error);
    else if ('refused' in outcome) bump(r.refusals, outcome.refused);
  }

  /** Ends the window: answers what it recorded, and records from now on afresh. */
  restart(): CallRecord[] {
    const done = [...this.records.values()];
    this.records = new Map();
    for (const s of this.steps)
      if (!this.records.has(s.call))
        this.records.set(s.call, { call: s.call, route: `${s.method} ${s.route}`, samples: [], errors: new Map(), refusals: new Map() });
    return done;
  }
}

/**
 * One player and its visit in progress. The visit lives here, not in autocannon's context: autocannon starts a
 * fresh context where its list of requests ends, and a player that joined mid-visit has the list start there.
 */
export interface Playing {
  player: Player;
  visit: Visit;
}

export const playing = (player: Player): Playing => ({ player, visit: { sentAt: 0, player } });

/** The headers of a call: the site's, the player's address behind the load balancer, and its session. */
function headersOf(built: Built, v: Visit, addresses: boolean): Record<string, string> {
  const headers: Record<string, string> = { merchant: MERCHANT, language: 'EN', device: 'web', ...built.headers };
  if (addresses) headers['x-forwarded-for'] = v.player.address;
  if (v.token) headers.authorization = v.token;
  return headers;
}

/**
 * The visit as autocannon's requests for one player's connection, from the call at `from` round to the one before
 * it: headers of the player and session, the time each was sent, what it answered. The sign-in starts a new visit.
 */
export function journeyRequests(
  steps: readonly Step[],
  recorder: Recorder,
  p: Playing,
  opts: Pick<JourneyOptions, 'addresses'> & { from: number },
): autocannon.Request[] {
  return rotate(
    steps.map((step, i) => ({ step, first: i === 0 })),
    opts.from,
  ).map(({ step, first }) => ({
    method: step.method,
    path: step.route,
    setupRequest: (req) => {
      if (first) p.visit = { sentAt: 0, player: p.player };
      const v = p.visit;
      const built = step.build(v);
      const headers = headersOf(built, v, opts.addresses);
      v.sentAt = performance.now();
      return { ...req, method: step.method, path: built.path, headers, body: built.body ?? '' };
    },
    onResponse: (status, body, _context, headers) => {
      const v = p.visit;
      recorder.record(step.call, performance.now() - v.sentAt, step.check(status, body, v, (headers ?? {}) as Record<string, unknown>));
    },
  }));
}

/**
 * A player joining at a point of its visit first makes, one after the other, the calls `indices` (./schedule.ts
 * catchUp: the sign-in and those whose answers the rest needs), with fetch, neither paced nor recorded. Answers
 * null, or the first failure.
 */
export async function catchUpVisit(
  url: string,
  steps: readonly Step[],
  indices: readonly number[],
  p: Playing,
  opts: Pick<JourneyOptions, 'addresses'>,
): Promise<string | null> {
  p.visit = { sentAt: 0, player: p.player };
  for (const i of indices) {
    const step = steps[i]!;
    const built = step.build(p.visit);
    try {
      const res = await fetch(`${url}${built.path}`, {
        method: step.method,
        headers: headersOf(built, p.visit, opts.addresses),
        body: step.method === 'GET' ? undefined : (built.body ?? ''),
        signal: AbortSignal.timeout(10_000),
      });
      const outcome = step.check(res.status, await res.text(), p.visit, Object.fromEntries(res.headers));
      if ('error' in outcome) return `${step.call}: ${outcome.error}`;
    } catch (err) {
      return `${step.call}: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
  return null;
}

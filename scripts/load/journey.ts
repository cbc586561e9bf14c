// One player's visit as autocannon's request sequence (each connection is one player at a time, and loops the
// visit): sign in (encrypted), the home page and its calls, a game list, launch a game, the vendor's game page and
// the calls it makes (open the session, then one spin per round: the vendor's game server pays each round through
// the HMAC-signed seamless-wallet calls), the balance, a deposit paid at the demo provider's checkout, a withdrawal
// (encrypted, with the payment password) and sign out. Paths come from the call table (contract/routes.ts); the
// vendor's and the payment provider's pages are not platform calls and come from their own modules.
import type autocannon from 'autocannon';
import { routes, type CallName } from '../../contract/routes.ts';
import type { CallBody, CallQuery, CallValue } from '../../contract/calls.ts';
import type { Game } from '../../contract/catalogue.ts';
import type { Sealed } from '../../src/api/encryption.ts';
import { PAY_BASE } from '../../server/domain/deposits.ts';
import { VENDOR_BASE } from '../../server/vendor/page.ts';
import type { CallRecord } from './report.ts';
import { MONEY_STEP, type Player, type PlayerPool } from './players.ts';
import { MERCHANT } from './servers.ts';

/** What one visit knows as it goes (autocannon gives each connection a fresh context at the start of each loop). */
interface Visit {
  sentAt: number;
  player?: Player;
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

interface Step {
  call: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the report shows it (ids as :names, no query). */
  route: string;
  build(v: Visit): Built;
  check(status: number, body: string, v: Visit, headers: Record<string, unknown>): Outcome;
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
  const post = <N extends CallName>(label: string, name: N, body: (v: Visit) => CallBody<N>, then: (status: number, text: string, v: Visit) => Outcome): Step => ({
    call: label,
    ...call(name),
    build: (v) => ({ path: routes[name].path, headers: JSON_TYPE, body: JSON.stringify(body(v)) }),
    check: (status, text, v) => then(status, text, v),
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
      build: (v) => {
        v.player = pool.take();
        return sealedRequest(routes.login.path, pool.sealed(v.player, 'logins'));
      },
      check: (status, text, v) => {
        const a = envelope<CallValue<'login'>>(status, text);
        v.token = a.value?.token;
        return a.outcome;
      },
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
    ),
    {
      call: 'game page',
      method: 'GET',
      route: `${VENDOR_BASE}/game/:nodeId`,
      build: (v) => ({ path: v.gamePath ?? `${VENDOR_BASE}/game/0`, headers: { accept: 'text/html' } }),
      check: (status) => (status === 200 ? OK : { error: `HTTP ${status}` }),
    },
    vendor('game session', 'session'),
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
      check: (status, text) => (status !== 200 ? { error: `HTTP ${status}` } : text.includes("Merchant's answer: OK") ? OK : { error: 'the provider was not answered OK' }),
    },
    {
      call: 'withdraw',
      ...call('withdraw'),
      build: (v) => sealedRequest(routes.withdraw.path, v.player && pool.sealed(v.player, 'withdrawals')),
      check: (status, text) => envelope(status, text, ['withdraw.daily.limit']).outcome,
    },
    {
      call: 'sign out',
      ...call('logout'),
      build: () => ({ path: routes.logout.path }),
      check: (status, text, v) => {
        if (v.player) pool.give(v.player);
        return envelope(status, text).outcome;
      },
    },
  ];
  return steps;
}

/** What every call answered, by call. */
export class Recorder {
  private readonly records = new Map<string, CallRecord>();

  constructor(steps: readonly Step[]) {
    for (const s of steps) if (!this.records.has(s.call)) this.records.set(s.call, { call: s.call, route: `${s.method} ${s.route}`, samples: [], errors: new Map(), refusals: new Map() });
  }

  record(call: string, ms: number, outcome: Outcome) {
    const r = this.records.get(call)!;
    r.samples.push(ms);
    const bump = (m: Map<string, number>, why: string) => m.set(why, (m.get(why) ?? 0) + 1);
    if ('error' in outcome) bump(r.errors, outcome.error);
    else if ('refused' in outcome) bump(r.refusals, outcome.refused);
  }

  all(): CallRecord[] {
    return [...this.records.values()];
  }
}

/** The steps as autocannon's requests: headers of the player and session, the time each was sent, what it answered. */
export function journeyRequests(steps: readonly Step[], recorder: Recorder, opts: Pick<JourneyOptions, 'addresses'>): autocannon.Request[] {
  return steps.map((step) => ({
    method: step.method,
    path: step.route,
    setupRequest: (req, context) => {
      const v = context as Visit;
      const built = step.build(v);
      const headers: Record<string, string> = { merchant: MERCHANT, language: 'EN', device: 'web', ...built.headers };
      if (opts.addresses && v.player) headers['x-forwarded-for'] = v.player.address;
      if (v.token) headers.authorization = v.token;
      v.sentAt = performance.now();
      return { ...req, method: step.method, path: built.path, headers, body: built.body ?? '' };
    },
    onResponse: (status, body, context, headers) => {
      const v = context as Visit;
      recorder.record(step.call, performance.now() - v.sentAt, step.check(status, body, v, (headers ?? {}) as Record<string, unknown>));
    },
  }));
}

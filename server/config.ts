import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseTrustedProxies } from './trusted-proxies.ts';
import { ConfigError } from './config-error.ts';

export interface MerchantConfig {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
}

/** The demo game vendor and the operator's side of its seamless wallet (server/vendor). */
export interface VendorConfig {
  /** HMAC-SHA256 key of the wallet calls; both sides hold it. */
  secret: string;
  /** Return to player of the demo games, in percent (50 to 99). */
  rtpPercent: number;
  /** Lifetime of a launch token; a bet on an older token is refused (RS_ERROR_TOKEN_EXPIRED). */
  tokenTtlMinutes: number;
  /** A settled win of at least this many times its bet, or of at least bigWinAmount, goes on the winner board. */
  bigWinMultiple: number;
  /** Centavos. */
  bigWinAmount: number;
  /** Play money a free-play (GCS_gameLaunchFB) session starts with, in centavos. */
  funBalance: number;
  /** Origins allowed to frame the game page besides its own (the site's origins when games come from a CDN). */
  frameAncestors: string[];
  /** A round still owing a wallet call this long is finished by the vendor-rounds job (win re-sent, or bet rolled back). */
  roundTimeoutSeconds: number;
  /**
   * INSTANCE_NAME: this instance's name, the same across its restarts and different from every other live instance on
   * the database (default: the host's name and the port). Each round carries it, so a restarted instance settles the
   * rounds its previous process left open at once, and leaves those of the other instances to the timeout.
   */
  instance: string;
}

/** The demo payment provider, withdrawals and the member centre's records (issue 6). */
export interface WalletConfig {
  /** HMAC-SHA256 key of the payment provider's callbacks; both sides hold it. */
  paymentSecret: string;
  /** A deposit order not paid within this many minutes expires. */
  depositExpireMinutes: number;
  /** Withdrawal limits, in centavos, and requests per day. */
  withdrawMin: number;
  withdrawMax: number;
  withdrawDailyCount: number;
  /** Minutes a member has to answer for a paid part; after it the part counts as received (docs/product.md §9). */
  withdrawalConfirmMinutes: number;
  /** The members' time zone, as minutes east of UTC: record date ranges are whole days there. */
  timeZoneOffsetMinutes: number;
  /**
   * The demo payout processor: a pending withdrawal is paid in two halves, this many minutes after the request
   * and as long again after that (0: off; the operator pays with npm run ops -- withdrawal pay).
   */
  demoPayoutMinutes: number;
}

/** When an instance refuses work with 503 rather than queue it (server/fleet/overload.ts). */
export interface OverloadLimits {
  /** Event-loop delay (ms) past which requests are refused; 0: not watched (the embedded database, tests). */
  maxEventLoopDelayMs: number;
  /** Queries waiting for a PostgreSQL connection past which requests are refused; 0: not watched. */
  maxPoolWaiting: number;
}

/** What an instance of a fleet needs (docs/operations.md). */
export interface FleetConfig {
  /** METRICS_TOKEN: the bearer token /metrics asks for on the server's port; empty: not served there. */
  metricsToken: string;
  /** METRICS_PORT: a port of its own for /metrics (no token), bound to metricsHost; 0: none. */
  metricsPort: number;
  metricsHost: string;
  /** DRAIN_DELAY_MS: after SIGTERM, how long /readyz fails before the instance stops taking requests (the balancer's check interval times its fall count). */
  drainDelayMs: number;
  /** SHUTDOWN_GRACE_MS: how long requests in flight, a job's period and live streams have to finish before the process exits anyway. */
  shutdownGraceMs: number;
  overload: OverloadLimits;
  /** REDIS_URL: the store the instances share for per-request counts (server/fleet/redis.ts); empty: in the process. */
  redisUrl: string;
  /** REDIS_PREFIX: the start of every key this fleet writes in Redis. */
  redisPrefix: string;
  /** LIVE_SESSION_CHECK_MS: how often an open live stream checks that its session still holds (server/live/routes.ts). */
  liveSessionCheckMs: number;
}

/** One OpenID Connect provider of social sign-in (issue 39): where it is and the client the merchant holds there. */
export interface SocialProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SocialConfig {
  /** PUBLIC_URL: the site's address as browsers reach it; the providers send people back to it. */
  publicUrl: string;
  /** SOCIAL_<PROVIDER>_ISSUER, _CLIENT_ID, _CLIENT_SECRET; a provider left out is off whatever its flag says. */
  providers: Partial<Record<'google' | 'facebook', SocialProviderConfig>>;
  /** Demo mode: the demo providers (server/session/social/demo-provider.ts) stand in for any provider left out. */
  demoProviders: boolean;
}

/** The members' time zone unless TIME_ZONE_OFFSET_MINUTES says otherwise: GMT+8 (the Philippines). */
export const MEMBERS_TIME_ZONE_MINUTES = 480;

export interface Config {
  merchant: MerchantConfig;
  wallet: WalletConfig;
  /** Demo mode exposes tester conveniences such as GET /dev/outbox. */
  demoMode: boolean;
  /** Folder of the built site, or null to serve the API only. */
  siteDir: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** Proxies (addresses, CIDR blocks, or loopback/linklocal/uniquelocal) whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  /** Per-IP requests per minute before the flood guard answers 429. */
  floodLimitPerMinute: number;
  sessionTtlHours: number;
  vendor: VendorConfig;
  fleet: FleetConfig;
  social: SocialConfig;
  /**
   * Crash tests only (PLAYSTATE_FAILPOINT): 'vendor-after-bet' kills the process with SIGKILL right after a spin's
   * bet is taken and before its win is sent; 'settle-before-commit' makes each day rule of the day close
   * (server/jobs/day-close.ts) throw after its settlements and transfers are written, before its commit.
   */
  failpoint?: 'vendor-after-bet' | 'settle-before-commit';
}

export const defaultMerchant: MerchantConfig = {
  code: 'playstate',
  name: 'playstate',
  currency: 'PHP',
  currencySymbol: '₱',
};

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);

export function configFromEnv(env: NodeJS.ProcessEnv, root: string): Config {
  const cdns = list(env.IMAGE_CDNS);
  const launchCdns = list(env.LAUNCH_GAME_CDNS);
  return {
    merchant: { ...defaultMerchant, code: env.MERCHANT ?? defaultMerchant.code },
    wallet: {
      // Like the vendor secret: without PAYMENT_SECRET each process makes its own (the in-process provider still
      // signs and verifies).
      paymentSecret: env.PAYMENT_SECRET || randomBytes(32).toString('base64url'),
      depositExpireMinutes: clamp(Number(env.DEPOSIT_EXPIRE_MINUTES ?? 15), 1, 24 * 60),
      withdrawMin: Math.round(clamp(Number(env.WITHDRAW_MIN ?? 100), 1, 1e9) * 100),
      withdrawMax: Math.round(clamp(Number(env.WITHDRAW_MAX ?? 50_000), 1, 1e9) * 100),
      withdrawDailyCount: clamp(Number(env.WITHDRAW_DAILY_COUNT ?? 5), 1, 1000),
      withdrawalConfirmMinutes: clamp(Number(env.WITHDRAWAL_CONFIRM_MINUTES ?? 30), 1, 7 * 24 * 60),
      timeZoneOffsetMinutes: clamp(Number(env.TIME_ZONE_OFFSET_MINUTES ?? MEMBERS_TIME_ZONE_MINUTES), -720, 840),
      demoPayoutMinutes: clamp(Number(env.DEMO_PAYOUT_MINUTES ?? (env.DEMO_MODE !== '0' ? 1 : 0)), 0, 24 * 60),
    },
    demoMode: env.DEMO_MODE !== '0',
    siteDir: env.SITE_DIR ?? path.join(root, 'dist', 'site'),
    // An empty prefix means "this origin": the server itself serves the generated art.
    imageCDNs: cdns.length ? cdns : [''],
    launchGameCDNs: launchCdns.length ? launchCdns : [''],
    trustProxy: parseTrustedProxies(env.TRUST_PROXY),
    floodLimitPerMinute: Number(env.FLOOD_LIMIT_PER_MINUTE ?? 1200),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24),
    vendor: {
      // Without a configured secret each process makes its own: the in-process vendor still signs and verifies,
      // but a vendor calling over HTTP (or a second instance) needs VENDOR_SECRET.
      secret: env.VENDOR_SECRET || randomBytes(32).toString('base64url'),
      rtpPercent: clamp(Number(env.VENDOR_RTP_PERCENT ?? 96), 50, 99),
      tokenTtlMinutes: clamp(Number(env.GAME_TOKEN_TTL_MINUTES ?? 120), 1, 24 * 60),
      bigWinMultiple: 20,
      bigWinAmount: 100_000,
      funBalance: 200_000,
      frameAncestors: list(env.VENDOR_FRAME_ANCESTORS),
      roundTimeoutSeconds: clamp(Number(env.VENDOR_ROUND_TIMEOUT_SECONDS ?? 60), 0, 3600),
      instance: (env.INSTANCE_NAME || `${os.hostname()}:${env.PORT ?? 8080}`).slice(0, 200),
    },
    fleet: {
      metricsToken: env.METRICS_TOKEN ?? '',
      metricsPort: clamp(Number(env.METRICS_PORT ?? 0), 0, 65_535),
      metricsHost: env.METRICS_HOST ?? '127.0.0.1',
      drainDelayMs: clamp(Number(env.DRAIN_DELAY_MS ?? 0), 0, 60_000),
      shutdownGraceMs: clamp(Number(env.SHUTDOWN_GRACE_MS ?? 10_000), 1_000, 300_000),
      overload: {
        // The embedded database runs its queries on the event loop: its lag there is the database's work, not overload.
        maxEventLoopDelayMs: clamp(Number(env.OVERLOAD_EVENT_LOOP_DELAY_MS ?? (env.DATABASE_URL ? 1_000 : 0)), 0, 60_000),
        maxPoolWaiting: clamp(Number(env.OVERLOAD_POOL_WAITING ?? (env.DATABASE_URL ? 500 : 0)), 0, 1e6),
      },
      redisUrl: env.REDIS_URL ?? '',
      redisPrefix: env.REDIS_PREFIX ?? 'playstate:',
      liveSessionCheckMs: clamp(Number(env.LIVE_SESSION_CHECK_MS ?? 60_000), 1_000, 3_600_000),
    },
    social: socialFromEnv(env),
    ...(env.PLAYSTATE_FAILPOINT === 'vendor-after-bet' || env.PLAYSTATE_FAILPOINT === 'settle-before-commit' ? { failpoint: env.PLAYSTATE_FAILPOINT } : {}),
  };
}

/**
 * Where a demo server's clock starts, in minutes off the real time (DEMO_CLOCK_OFFSET_MINUTES, default 0; negative is
 * behind). The browser tests start every server of a run at the members' noon of its day, so a run that crosses the
 * real midnight does not see the day change between its seed and its checks. Only a demo server's clock moves.
 */
export function demoClockOffsetMinutes(env: NodeJS.ProcessEnv): number {
  const raw = env.DEMO_CLOCK_OFFSET_MINUTES?.trim();
  if (!raw) return 0;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || Math.abs(minutes) > 366 * 24 * 60)
    throw new ConfigError(`DEMO_CLOCK_OFFSET_MINUTES: "${raw}" is not a whole number of minutes within a year`);
  if (env.DEMO_MODE === '0') throw new ConfigError("DEMO_CLOCK_OFFSET_MINUTES: only a demo server's clock can be moved (DEMO_MODE is 0)");
  return minutes;
}

function socialFromEnv(env: NodeJS.ProcessEnv): SocialConfig {
  const providers: SocialConfig['providers'] = {};
  for (const name of ['google', 'facebook'] as const) {
    const key = `SOCIAL_${name.toUpperCase()}`;
    const issuer = env[`${key}_ISSUER`]?.trim();
    const clientId = env[`${key}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${key}_CLIENT_SECRET`] ?? '';
    if (!issuer && !clientId) continue;
    if (!issuer || !clientId || !clientSecret) throw new ConfigError(`${key}: set ${key}_ISSUER, ${key}_CLIENT_ID and ${key}_CLIENT_SECRET together`);
    providers[name] = { issuer, clientId, clientSecret };
  }
  // Without PUBLIC_URL: the address the server listens on, as this machine's browser reaches it.
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://${host}:${env.PORT ?? 8080}`).replace(/\/$/, '');
  return { publicUrl, providers, demoProviders: env.DEMO_MODE !== '0' };
}

const clamp = (n: number, min: number, max: number) => (Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min);

export const testWalletConfig: WalletConfig = {
  paymentSecret: 'test-payment-secret',
  depositExpireMinutes: 15,
  withdrawMin: 10_000,
  withdrawMax: 5_000_000,
  withdrawDailyCount: 5,
  withdrawalConfirmMinutes: 30,
  timeZoneOffsetMinutes: MEMBERS_TIME_ZONE_MINUTES,
  demoPayoutMinutes: 0,
};

export const testVendorConfig: VendorConfig = {
  secret: 'test-vendor-secret',
  rtpPercent: 96,
  tokenTtlMinutes: 120,
  bigWinMultiple: 20,
  bigWinAmount: 100_000,
  funBalance: 200_000,
  frameAncestors: [],
  roundTimeoutSeconds: 60,
  instance: 'test',
};

export const testFleetConfig: FleetConfig = {
  metricsToken: 'test-metrics-token',
  metricsPort: 0,
  metricsHost: '127.0.0.1',
  drainDelayMs: 0,
  shutdownGraceMs: 10_000,
  overload: { maxEventLoopDelayMs: 0, maxPoolWaiting: 0 },
  redisUrl: '',
  redisPrefix: 'playstate:',
  liveSessionCheckMs: 60_000,
};

/** The configuration tests start from. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    merchant: defaultMerchant,
    wallet: testWalletConfig,
    demoMode: true,
    siteDir: null,
    imageCDNs: [''],
    launchGameCDNs: [''],
    trustProxy: [],
    floodLimitPerMinute: 100_000,
    sessionTtlHours: 24,
    vendor: testVendorConfig,
    fleet: testFleetConfig,
    social: { publicUrl: 'http://localhost:8080', providers: {}, demoProviders: true },
    ...overrides,
  };
}

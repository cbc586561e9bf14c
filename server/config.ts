import { randomBytes } from 'node:crypto';
import path from 'node:path';

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
}

export interface Config {
  merchant: MerchantConfig;
  /** Demo mode exposes tester conveniences such as GET /dev/outbox. */
  demoMode: boolean;
  /** Folder of the built site, or null to serve the API only. */
  siteDir: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  trustProxy: boolean;
  /** Per-IP requests per minute before the flood guard answers 429. */
  floodLimitPerMinute: number;
  sessionTtlHours: number;
  vendor: VendorConfig;
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
    demoMode: env.DEMO_MODE !== '0',
    siteDir: env.SITE_DIR ?? path.join(root, 'dist', 'site'),
    // An empty prefix means "this origin": the server itself serves the generated art.
    imageCDNs: cdns.length ? cdns : [''],
    launchGameCDNs: launchCdns.length ? launchCdns : [''],
    trustProxy: env.TRUST_PROXY === '1',
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
    },
  };
}

const clamp = (n: number, min: number, max: number) => (Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min);

export const testVendorConfig: VendorConfig = {
  secret: 'test-vendor-secret',
  rtpPercent: 96,
  tokenTtlMinutes: 120,
  bigWinMultiple: 20,
  bigWinAmount: 100_000,
  funBalance: 200_000,
  frameAncestors: [],
};

/** The configuration tests start from. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    merchant: defaultMerchant,
    demoMode: true,
    siteDir: null,
    imageCDNs: [''],
    launchGameCDNs: [''],
    trustProxy: false,
    floodLimitPerMinute: 100_000,
    sessionTtlHours: 24,
    vendor: testVendorConfig,
    ...overrides,
  };
}

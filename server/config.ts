import path from 'node:path';

export interface MerchantConfig {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
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
  };
}

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
    ...overrides,
  };
}

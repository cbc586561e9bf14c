import { afterEach, describe, expect, it, vi } from 'vitest';
import { flattenWhitelabel } from '../../contract/rules/whitelabel.ts';
import { formatMoney, maskDigits } from '../../src/domain/money.ts';
import { withCdn } from '../../src/domain/cdn.ts';
import { backoffMs } from '../../src/domain/backoff.ts';
import { routeFor } from '../../src/domain/paths.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import { LoadTimeoutError, withTimeout } from '../../src/domain/with-timeout.ts';
import { clockTime, gmtOffset } from '../../src/domain/time.ts';

describe('whitelabel flags', () => {
  it('flattens the module tree; a child of a disabled module is off', () => {
    const flags = flattenWhitelabel([
      {
        modId: 'REG',
        enabled: '1',
        childrenNodes: [
          { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] },
          { modId: 'DIRECTREG3', enabled: '0', childrenNodes: [] },
        ],
      },
      { modId: 'LOGIN', enabled: '0', childrenNodes: [{ modId: 'MOBILEVERCODELOGIN3', enabled: '1', childrenNodes: [] }] },
    ]);
    expect(flags).toEqual({ REG: true, USERNAMEREG3: true, DIRECTREG3: false, LOGIN: false, MOBILEVERCODELOGIN3: false });
  });
});

describe('money', () => {
  it('shows 2 decimals, thousand separators and the symbol', () => {
    expect(formatMoney(1234567.5, '₱')).toBe('₱1,234,567.50');
    expect(formatMoney(0, '₱')).toBe('₱0.00');
    expect(maskDigits('₱1,234.50')).toBe('₱*,***.**');
  });
});

describe('CDN pick', () => {
  it('prefixes a path with a CDN chosen at random, and leaves absolute URLs alone', () => {
    const cdns = ['https://a.example', 'https://b.example/'];
    expect(withCdn('/art/game/1.svg', cdns, () => 0)).toBe('https://a.example/art/game/1.svg');
    expect(withCdn('art/game/1.svg', cdns, () => 0.99)).toBe('https://b.example/art/game/1.svg');
    expect(withCdn('/art/game/1.svg', [''], () => 0.3)).toBe('/art/game/1.svg');
    expect(withCdn('https://x.example/i.png', cdns)).toBe('https://x.example/i.png');
  });
});

describe('retry backoff', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('routes', () => {
  it('names every spec path and its aliases; unknown paths have none', () => {
    expect(['/', '/index', '/index.html', '/home'].map((p) => routeFor(p)?.name)).toEqual(['home', 'home', 'home', 'home']);
    expect(routeFor('/member/')?.access).toBe('session');
    expect(routeFor('/agentHome')).toMatchObject({ layout: 'agent', access: 'agent' });
    expect(routeFor('/nope')).toBeNull();
  });
});

describe('member types', () => {
  it('maps the configured type codes to roles', () => {
    expect([0, 1, 2, 41, 42, 4, 3].map(roleOf)).toEqual(['member', 'agent', 'agent', 'agent', 'agent', 'trial', 'member']);
  });
});

describe('chunk load timeout', () => {
  afterEach(() => vi.useRealTimers());
  it('rejects a load that does not finish within the limit, and passes a prompt one through', async () => {
    vi.useFakeTimers();
    const never = withTimeout(new Promise(() => {}), 120_000);
    const check = expect(never).rejects.toBeInstanceOf(LoadTimeoutError);
    await vi.advanceTimersByTimeAsync(120_000);
    await check;
    await expect(withTimeout(Promise.resolve('page'), 120_000)).resolves.toBe('page');
  });
});

describe('GMT offset', () => {
  it('formats whole and half-hour offsets given in minutes east of UTC', () => {
    expect(gmtOffset(480)).toBe('GMT+8');
    expect(gmtOffset(-210)).toBe('GMT-3:30');
    expect(gmtOffset(345)).toBe('GMT+5:45');
    expect(gmtOffset(0)).toBe('GMT+0');
  });

  it("tells the agent clock's time in the platform's zone, not the machine's", () => {
    const instant = Date.parse('2026-11-21T16:30:05.250Z');
    expect(clockTime(instant, 480)).toBe('00:30:05');
    expect(clockTime(instant, -210)).toBe('13:00:05');
    expect(clockTime(instant, 0)).toBe('16:30:05');
  });
});

describe('phone numbers', () => {
  it('accepts the country digit count, with or without the leading 0 and spaces', async () => {
    const { toE164 } = await import('../../contract/rules/phone.ts');
    expect(toE164('63', '0917 123 4567')).toBe('+639171234567');
    expect(toE164('63', '9171234567')).toBe('+639171234567');
    expect(toE164('63', '917123456')).toBeNull();
    expect(toE164('66', '812345678')).toBe('+66812345678');
    expect(toE164('63', '917-ABC-4567')).toBeNull();
    expect(toE164('999', '9171234567')).toBeNull();
  });
});

describe('authenticator codes', () => {
  it('match the RFC 6238 test vector and accept one step of clock skew', async () => {
    const { totpAt, verifyTotp } = await import('../../server/session/totp.ts');
    // RFC 6238 appendix B, SHA-1, secret "12345678901234567890" (base32 below), T = 59 s: 94287082 -> 287082.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpAt(secret, new Date(59_000))).toBe('287082');
    const now = new Date(1_111_111_109_000);
    expect(totpAt(secret, now)).toBe('081804');
    expect(verifyTotp(secret, totpAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(true);
    expect(verifyTotp(secret, totpAt(secret, new Date(now.getTime() - 90_000)), now)).toBe(false);
  });
});

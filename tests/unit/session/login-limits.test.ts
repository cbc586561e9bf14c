// The sign-in form's "too long" messages write their limits out (as "at most 366 days" does), so they must follow
// the limits the server's schema enforces.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../../contract/rules/login-limits.ts';
import { usernameLogin } from '../../../contract/session/session.ts';

const LOCALES_DIR = fileURLToPath(new URL('../../../src/i18n/locales/', import.meta.url));
const CHECKED = ['username', 'password', 'captcha', 'verificationCode', 'verification'] as const;

/** The zeros of the decimal digits the site's languages write (Arabic-Indic, Persian, Devanagari, Bengali, …, Myanmar). */
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0x1040, 0x17e0];
/** A text with every script's digits written as 0-9, so "৬৪" reads as the 64 it says. */
const westernDigits = (text: string) =>
  text.replace(/\p{Nd}/gu, (d) => {
    const cp = d.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => cp >= z && cp < z + 10);
    return zero === undefined ? d : String(cp - zero);
  });

describe('sign-in length limits', () => {
  it.each(readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.json')))('%s states each limit as the contract has it', (file) => {
    const validation = (JSON.parse(readFileSync(`${LOCALES_DIR}${file}`, 'utf8')) as { validation: Record<string, string> }).validation;
    for (const field of CHECKED) expect(westernDigits(validation[`${field}TooLong`] ?? ''), field).toContain(String(LOGIN_LIMITS[field]));
  });

  it('the server schema refuses one character more and takes the limit itself', () => {
    const base = { type: 'username' as const, username: 'demo', password: 'Demo1234' };
    expect(usernameLogin.safeParse({ ...base, username: 'u'.repeat(LOGIN_LIMITS.username) }).success).toBe(true);
    expect(usernameLogin.safeParse({ ...base, username: 'u'.repeat(LOGIN_LIMITS.username + 1) }).success).toBe(false);
    expect(usernameLogin.safeParse({ ...base, password: 'p'.repeat(LOGIN_LIMITS.password + 1) }).success).toBe(false);
  });
});

// The `test` every browser spec uses: Playwright's, with each page on the run's clock (run-clock.ts), and `signIn`,
// which opens a page signed in as an account of the file's server (serverForThisFile).
import { test as base, expect, type Page } from '@playwright/test';
import { onRunClock } from './run-clock.ts';
import type { SiteServer } from './site-server.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/base-data.ts';

export { expect } from '@playwright/test';

export interface SignInOptions {
  /** The site path to open signed in ('/' unless given), its query kept. */
  path?: string;
  /** The page to sign in on: the test's own unless given (e.g. a second player's). */
  page?: Page;
}

/**
 * Signs a seeded account in. Unless told otherwise, opens `path` with a session the operator's `token` command makes
 * (in the address, as the operator's links do), waits until the header shows the balance and answers the token.
 * With `agentCentre`, signs in on the agent centre's own form with the account's seeded password instead and waits
 * for /agentHome.
 */
export interface SignIn {
  (account: string, opts?: SignInOptions): Promise<string>;
  (account: string, opts: { agentCentre: true; page?: Page }): Promise<void>;
}

/** A seeded account's password (server/seed/base-data.ts). */
export function passwordOf(account: string): string {
  const found = DEMO_ACCOUNTS.find((a) => a.account === account);
  if (!found) throw new Error(`${account} is not a seeded account`);
  return found.password;
}

export const test = base.extend<{ site: Pick<SiteServer, 'url' | 'ops'> | undefined; signIn: SignIn }>({
  context: async ({ context }, provide) => {
    await onRunClock(context);
    await provide(context);
  },
  // Set by serverForThisFile for the file's tests.
  site: [undefined, { option: true }],
  signIn: async ({ page, site }, provide) => {
    async function signIn(account: string, opts: SignInOptions & { agentCentre?: true } = {}): Promise<string | void> {
      const { path = '/', page: on = page } = opts;
      if (!site) throw new Error('signIn needs the server of serverForThisFile');
      if (opts.agentCentre) {
        await on.goto(`${site.url}/agent`);
        const form = on.getByRole('region', { name: 'Agent sign-in' });
        await form.getByLabel('Username').fill(account);
        await form.getByLabel('Password').fill(passwordOf(account));
        await form.getByRole('button', { name: 'Log in' }).click();
        await expect(on).toHaveURL(`${site.url}/agentHome`);
        return;
      }
      const token = await site.ops('token', account);
      await on.goto(`${site.url}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
      await expect(on.getByTestId('balance')).toHaveText(/₱[\d,]+\.\d\d/);
      return token;
    }
    await provide(signIn as SignIn);
  },
});

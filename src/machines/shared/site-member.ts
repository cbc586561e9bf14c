// A new member for a site walk (issue 40): registered through the site's own call, as the registration form sends it,
// and past its first sign-in's welcome. For walks that change what a member can do only once (one application per
// promotion) or that count what a member holds (a new member starts with nothing to claim).
import type { SiteWorld } from './site-map.ts';

const PASSWORD = 'Walk2026';

export async function newMember(world: SiteWorld, prefix: string): Promise<{ account: string; token: string }> {
  const account = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
  const body = { registerMethod: 'WEB' as const, login: true as const, username: account, password: PASSWORD, confirmPassword: PASSWORD };
  const register = () => world.call('', 'register', body);
  // Ten registrations an hour from one address: past them, the server's clock is moved on an hour.
  const { token } = await register().catch(async (err: unknown) => {
    if ((err as { errorCode?: string }).errorCode !== 'TOO_MANY_REQUESTS') throw err;
    await world.ops('clock', 'advance', '61');
    return register();
  });
  await world.call(token, 'firstLogin');
  return { account, token };
}

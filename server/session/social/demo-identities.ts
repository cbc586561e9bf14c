// The demo providers' people (issue 39): who a tester can be at the Google-like and Facebook-like demo providers.
// Each provider has someone new to the site, and one whose verified email is the demo account's (demo@playstate.test),
// so linking to an existing member can be tried with its password (Demo1234).
import type { SocialProvider } from '../../../contract/rules/social.ts';

export interface DemoIdentity {
  /** The provider's subject: stable, so a linked identity signs in again. */
  sub: string;
  name: string;
  email: string;
}

export const DEMO_IDENTITIES: Readonly<Record<SocialProvider, readonly DemoIdentity[]>> = {
  google: [
    { sub: 'g-1001', name: 'Ana Santos', email: 'ana.santos@gmail.test' },
    { sub: 'g-1002', name: 'Ben Cruz', email: 'ben.cruz@gmail.test' },
    { sub: 'g-1003', name: 'Demo Player', email: 'demo@playstate.test' },
  ],
  facebook: [
    { sub: 'fb-2001', name: 'Carla Reyes', email: 'carla.reyes@facebook.test' },
    { sub: 'fb-2002', name: 'Dan Lim', email: 'dan.lim@facebook.test' },
    { sub: 'fb-2003', name: 'Demo Player', email: 'demo@playstate.test' },
  ],
};

/** What the demo providers call themselves on their sign-in page. */
export const DEMO_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { google: 'Google (demo)', facebook: 'Facebook (demo)' };

export const demoIdentity = (provider: SocialProvider, sub: string) => DEMO_IDENTITIES[provider].find((i) => i.sub === sub) ?? null;

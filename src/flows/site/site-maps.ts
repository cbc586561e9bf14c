// The machines mapped onto the real pages (issue 40): `npm run paths -- <name> --site` walks one, CI walks them all.
import type { AnyStateMachine } from 'xstate';
import type { SiteMap } from '../../machines/shared/site-map.ts';
import { loginSite } from '../../machines/session/login.site.ts';

export const siteMaps: readonly SiteMap<AnyStateMachine>[] = [loginSite as unknown as SiteMap<AnyStateMachine>];

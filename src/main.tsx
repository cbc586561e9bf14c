// The composition root: builds each area's effects (src/ui/<area>/*-wiring.ts), starts the root actor with them, renders.
import { createRoot } from 'react-dom/client';
import { createActor, type ActorOptions, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { appMachine } from './machines/app/app.machine.ts';
import { createApi } from './api/http.ts';
import { loadCallTable } from './api/call-table.ts';
import shellRoutes from 'virtual:shell-routes';
import { createSessionCache } from './api/session-cache.ts';
import { HOME_BANNER_GROUPS, bannersQuery, gameListPagesQuery } from './api/catalogue/catalogue.ts';
import { gameQueryOf, readGameListView } from './ui/catalogue/game-list-query.ts';
import { helpCenterQuery } from './api/system/system.ts';
import { routeFor } from './domain/paths.ts';
import { currentLanguage, initI18n, loadSignedInRefusals, setMembersZone } from './i18n/i18n.ts';
import { selectTimeZoneOffset } from './machines/system/system-status.selectors.ts';
import { rememberMerchant } from './ui/session/session-storage.ts';
import { FlowsContext, type Flows } from './ui/app/flows-context.tsx';
import { AppProviders, queryClient } from './ui/app/app-providers.tsx';
import { AppShell } from './ui/app/app-shell.tsx';
import { preloadPage } from './ui/app/site-router.tsx';
import { createShellLink, relaySessionChanges } from './ui/app/shell-link.ts';
import type { SessionChanged } from './machines/session/session.types.ts';
import { openTokenStore } from './ui/session/token-store.ts';
import { statusActor } from './ui/system/status-wiring.ts';
import { devTools, loadInspection, statelyInspector } from './ui/flows/dev-tools.ts';
import { sessionActor } from './ui/session/session-wiring.ts';
import { announcementActor, askAnnouncementsEarly, modalsActor } from './ui/app/shell-popups.ts';
import { favouritesActor, gameLaunchActor } from './ui/games/games-wiring.ts';
import { authFlows } from './ui/session/auth-wiring.ts';
import { walletFlows } from './ui/withdrawal/withdrawal-wiring.ts';
import { protectionFlows } from './ui/protection/protection-wiring.ts';
import { promotionFlows } from './ui/promotions/promotions-wiring.ts';
import { contractFlows } from './ui/agent-contracts/agent-contracts-wiring.ts';
import './ui/kit/theme.css';

const MERCHANT = import.meta.env.VITE_MERCHANT ?? 'playstate';

/**
 * What every actor reports to, the root's system and the flows views start alike, when something listens: the
 * Stately inspector (?inspect or VITE_INSPECT=1; it needs the stately.ai site) and the publisher that feeds the
 * offline flow viewer at /flows (development builds and demo servers). They come in a chunk of their own
 * (src/ui/flows/inspection.tsx) that never weighs on the default bundle and does not hold up the first render: what
 * actors do before it arrives is handed over when it does.
 */
function inspector(): ActorOptions<AnyActorLogic>['inspect'] {
  if (!statelyInspector && !devTools) return undefined;
  const early: InspectionEvent[] = [];
  let observe: (event: InspectionEvent) => void = (event) => early.push(event);
  loadInspection().then(
    (module) => (observe = module.startInspection(early)),
    () => (observe = () => {}),
  );
  return (event) => observe(event);
}

async function start() {
  rememberMerchant(MERCHANT);
  const tokens = openTokenStore();
  const inspect = inspector();
  await initI18n();

  const link = createShellLink();
  const { tell } = link;
  const api = createApi({
    merchant: MERCHANT,
    getToken: tokens.current,
    getLanguage: currentLanguage,
    onUnauthorized: () => tell('session', { type: 'session.expired' }),
    routesAtHand: shellRoutes,
  });

  // The home page's largest picture is its first banner: ask for the banners alongside the status check rather
  // than after the first render (Lighthouse LCP, docs/architecture.md §8).
  const route = routeFor(location.pathname)?.name;
  preloadPage(location.pathname, !!tokens.current());
  if (route === 'home') void queryClient.prefetchQuery(bannersQuery(api, HOME_BANNER_GROUPS, currentLanguage()));
  // The help centre's largest paint is its text, which waits for its one call.
  if (route === 'help') void queryClient.prefetchQuery(helpCenterQuery(api, currentLanguage()));
  // Likewise the game list centre's first page, for a signed-in player: it starts with the route, not after the
  // page's chunk (a visitor is sent to log in, so nothing is asked).
  if (route === 'gameListCenter' && tokens.current()) {
    const query = gameQueryOf(readGameListView(location.pathname, location.search));
    void queryClient.prefetchInfiniteQuery(gameListPagesQuery(api, MERCHANT, currentLanguage().toUpperCase(), query));
  }
  // The announcement popup is often the largest thing a first page paints: its call goes with the session check.
  const announcements = askAnnouncementsEarly(api, tokens.current(), currentLanguage());
  // A first page other than home (or its /login and /register popups) makes calls outside the entry's part of the
  // call table: the whole table starts loading now, beside the page's chunk, rather than at the page's first call.
  if (route && route !== 'home' && route !== 'login' && route !== 'register') void loadCallTable().catch(() => undefined);

  const root = createActor(
    appMachine.provide({
      actors: {
        systemStatus: statusActor(api),
        session: sessionActor(api, tokens),
        modals: modalsActor(),
        announcementPopup: announcementActor(api, tell, announcements, () => ({ token: tokens.current(), language: currentLanguage() })),
        gameLaunch: gameLaunchActor(api, tell),
        favourites: favouritesActor(api, tell),
      },
    }),
    { input: { token: tokens.current() }, inspect },
  );
  link.attach(root);
  root.start();
  const { session, systemStatus } = root.getSnapshot().children;
  if (!session) throw new Error('The root actor runs no session');
  systemStatus?.subscribe((s) => setMembersZone(selectTimeZoneOffset(s)));
  relaySessionChanges(session, tell);
  // Live updates (src/ui/live/): their chunk loads with the first signed-in session, never for a visitor.
  let live: Promise<(event: SessionChanged) => void> | undefined;
  // The refusals only a signed-in member's or agent's calls meet are not in the entry (src/i18n/english-parts.ts):
  // they are asked for with the first signed-in session, before any page could make such a call.
  let refusals: Promise<void> | undefined;
  session.on('session.changed', (event) => {
    if (event.role !== 'visitor')
      refusals ??= loadSignedInRefusals().catch(() => {
        refusals = undefined; // a failed load is asked again at the next session change
      });
    if (event.role !== 'visitor' || live)
      void (live ??= import('./ui/live/live-wiring.ts').then((m) => m.followSession({ api, tokens, tell, inspect }))).then((f) => f(event));
  });

  const flows: Flows = { ...authFlows(api, tell), ...walletFlows(api), ...promotionFlows(api, tell), ...contractFlows(api), ...protectionFlows(api), inspect };

  createRoot(document.getElementById('root')!).render(
    <AppProviders actor={root} api={api} site={{ merchant: MERCHANT, cache: createSessionCache(sessionStorage) }}>
      <FlowsContext value={flows}>
        <AppShell />
      </FlowsContext>
    </AppProviders>,
  );
}

void start();

// The routes of docs/product.md §2. Routes raise machine events (modal routes, guards); machines decide.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { routeFor, routes, type RouteDef } from '../../domain/paths.ts';
import { useGameLaunch, useModalsRef } from './actors.ts';
import { devTools, loadInspection } from '../flows/dev-tools.ts';
import { MainLayout } from './main-layout.tsx';
import { ModalHost } from './modal-host.tsx';
import { AnnouncementTrigger } from '../content/announcement-trigger.tsx';
import { ContractDialogHost } from '../agent-contracts/contract-dialog-host.tsx';
import { SessionReminderHost } from '../protection/session-reminder-host.tsx';
import { RouteGuard } from './route-guard.tsx';
import { LazyPage, TopProgress, loadPage, useLazyPart } from './lazy-page.tsx';
import { HomePage } from '../catalogue/home-page.tsx';

const memberPage = () => import('./member-centre-page.tsx');
const helpPage = () => import('../content/help-page.tsx');
const vipPage = () => import('../vip/vip-page.tsx');
const agentLoginPage = () => import('../agent-centre/agent-login-page.tsx');
const agentHomePage = () => import('../agent-centre/agent-centre-page.tsx');
const promotionsPage = () => import('../promotions/promotions-page.tsx');
const pointMallPage = () => import('../points/point-mall-page.tsx');
// Information pages (issue 16), each its own lazy chunk.
const INFO_PAGES: readonly { defs: readonly RouteDef[]; load: Loader }[] = [
  { defs: [routes.download], load: () => import('../content/download-page.tsx') },
  { defs: [routes.sponsor, routes.description], load: () => import('../content/single-page.tsx') },
  { defs: [routes.blog], load: () => import('../content/blog-page.tsx') },
  { defs: [routes.winners], load: () => import('../content/winners-page.tsx') },
];
const feedbackPage = () => import('../content/feedback-page.tsx');
// An address the site does not know: its page and strings are a chunk of their own, not the entry's.
const notFoundPage = () => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage }));

type Loader = () => Promise<{ default: ComponentType }>;

// The agent layout (its clock, the agent's name and sign-out) only /agent and /agentHome show: a chunk of its own
// rather than the entry, which every visitor of the home page loads (docs/architecture.md §8).
const agentLayout = () => import('../agent-centre/agent-layout.tsx').then((m) => ({ default: m.AgentLayout }));

// What the game launch shows of itself (a trial player's dialog, a provider's game list, a refused start) only
// after a click on a game: a chunk of its own, asked for when the gameLaunch actor first has something to show.
const gameLaunchHost = () => import('../games/game-launch-host.tsx').then((m) => ({ default: m.GameLaunchHost }));

function GameLaunchHost() {
  const shows = useGameLaunch((s) => s.hasTag('ui:trialBlocked') || s.hasTag('ui:failed') || s.hasTag('ui:vassalageList'));
  return shows && <LoadedGameLaunchHost />;
}

function LoadedGameLaunchHost() {
  const Host = useLazyPart(gameLaunchHost);
  return Host && <Host />;
}

/** The agent layout once its chunk is here, the loading bar meanwhile. */
function AgentLayout({ children }: { children: ReactNode }) {
  const Layout = useLazyPart(agentLayout);
  return Layout ? <Layout>{children}</Layout> : <TopProgress />;
}

/**
 * The game pages (issue 5), each one lazy chunk however many routes show it. A page reads what it shows (type,
 * provider, lottery) from the location, so one module serves e.g. all the game centres.
 */
const GAME_PAGES: readonly { defs: readonly RouteDef[]; load: Loader }[] = [
  { defs: [routes.rng, routes.jili], load: () => import('../catalogue/game-list-centre-page.tsx') },
  {
    defs: [routes.sports, routes.esports, routes.fish, routes.live, routes.pvp, routes.cockfight, routes.lott, routes.elott],
    load: () => import('../catalogue/game-centre-page.tsx'),
  },
  { defs: [routes.lottery, routes.seaLottery, routes.vnLottery], load: () => import('../games/lottery-page.tsx') },
  { defs: [routes.seamless], load: () => import('../games/seamless-page.tsx') },
  { defs: [routes.search], load: () => import('../catalogue/search-page.tsx') },
  { defs: [routes.recent], load: () => import('../games/recent-page.tsx') },
  { defs: [routes.favourites], load: () => import('../games/favourites-page.tsx') },
];

/** Pages whose chunk the composition root may start with the entry (preloadPage): the tables above, the member and help centres. */
const PRELOADABLE: readonly { defs: readonly RouteDef[]; load: Loader }[] = [
  ...GAME_PAGES,
  ...INFO_PAGES,
  { defs: [routes.member], load: memberPage },
  { defs: [routes.help], load: helpPage },
];

/**
 * Starts loading the first page's chunk with the entry, rather than after the session check and the first render
 * (Lighthouse LCP, docs/architecture.md §8); LazyPage's own import then finds it loaded. A page behind a login is
 * preloaded only for a signed-in visitor, who will see it. A failed load is left to LazyPage to report.
 */
export function preloadPage(pathname: string, signedIn: boolean): void {
  const def = routeFor(pathname);
  // The agent layout's chunk too, so a first page under /agent does not wait for it before its own.
  if (def?.layout === 'agent') void agentLayout().catch(() => undefined);
  if (!def || (def.access !== 'public' && !signedIn)) return;
  const page = PRELOADABLE.find(({ defs }) => defs.includes(def));
  if (page) void loadPage(page.load).catch(() => undefined);
}

function GamePage({ def, load }: { def: RouteDef; load: Loader }) {
  const page = <LazyPage load={load} />;
  return def.access === 'public' ? page : <RouteGuard access={def.access}>{page}</RouteGuard>;
}

/** /login and /register show home and open their popup. */
function ModalRoute({ event }: { event: 'login.open' | 'register.open' }) {
  const modals = useModalsRef();
  useEffect(() => {
    modals.send({ type: event, via: 'route' });
  }, [modals, event]);
  return <HomePage />;
}

/** A reset mail's link: home, with the forgot-password popup, which takes the code from the address. */
function ResetPasswordRoute() {
  const modals = useModalsRef();
  useEffect(() => {
    modals.send({ type: 'forgetPass.open' });
  }, [modals]);
  return <HomePage />;
}

function HelpRoute() {
  const modals = useModalsRef();
  useEffect(() => {
    const anchor = decodeURIComponent(window.location.hash.replace(/^#/, '')) || null;
    modals.send({ type: 'help.open', anchor, via: 'route' });
  }, [modals]);
  return <LazyPage load={helpPage} />;
}

export function SiteRouter() {
  const [location] = useLocation();
  const route = routeFor(location);
  const routeName = route?.name ?? 'notFound';
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [routeName]);
  // A developer tool, a page of its own without the site's chrome; where it is not offered, /flows is not found.
  if (routeName === 'flows' && devTools) return <LazyPage load={loadInspection} />;
  const Layout = route?.layout === 'agent' ? AgentLayout : MainLayout;
  return (
    <Layout>
      <Switch>
        {[routes.home, routes.index, routes.indexHtml, routes.homeAlias].map((r) => (
          <Route key={r.path} path={r.path} component={HomePage} />
        ))}
        <Route path={routes.login.path}>
          <ModalRoute event="login.open" />
        </Route>
        <Route path={routes.register.path}>
          <ModalRoute event="register.open" />
        </Route>
        <Route path={routes.resetPassword.path} component={ResetPasswordRoute} />
        <Route path={routes.help.path} component={HelpRoute} />
        <Route path={routes.vip.path}>
          <LazyPage load={vipPage} />
        </Route>
        <Route path={routes.member.path}>
          <RouteGuard access="session">
            <LazyPage load={memberPage} />
          </RouteGuard>
        </Route>
        <Route path={routes.promotions.path}>
          <LazyPage load={promotionsPage} />
        </Route>
        <Route path={routes.pointMall.path}>
          <LazyPage load={pointMallPage} />
        </Route>
        <Route path={routes.feedback.path}>
          <LazyPage load={feedbackPage} />
        </Route>
        <Route path={routes.agent.path}>
          <LazyPage load={agentLoginPage} />
        </Route>
        <Route path={routes.agentHome.path}>
          <RouteGuard access="agent">
            <LazyPage load={agentHomePage} />
          </RouteGuard>
        </Route>
        {INFO_PAGES.flatMap(({ defs, load }) =>
          defs.map((def) => (
            <Route key={def.path} path={def.path}>
              <LazyPage load={load} />
            </Route>
          )),
        )}
        {GAME_PAGES.flatMap(({ defs, load }) =>
          defs.map((def) => (
            <Route key={def.path} path={def.path}>
              <GamePage def={def} load={load} />
            </Route>
          )),
        )}
        <Route>
          <LazyPage load={notFoundPage} />
        </Route>
      </Switch>
      <ModalHost />
      <GameLaunchHost />
      <AnnouncementTrigger />
      <ContractDialogHost />
      <SessionReminderHost />
    </Layout>
  );
}

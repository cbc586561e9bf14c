// The routes of spec §2. Routes raise machine events (modal routes, guards); machines decide.
import { useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { routeFor, routes } from '../domain/paths.ts';
import { useModalsRef } from './actors.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { AgentLayout } from './layouts/agent-layout.tsx';
import { ModalHost } from './components/modal-host.tsx';
import { GameLaunchHost } from './components/game-launch-host.tsx';
import { AnnouncementTrigger } from './components/announcement-trigger.tsx';
import { RouteGuard } from './route-guard.tsx';
import { LazyPage } from './lazy-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

const memberPage = () => import('./pages/member-page.tsx');
const helpPage = () => import('./pages/help-page.tsx');
const agentLoginPage = () => import('./pages/agent-login-page.tsx');
const agentHomePage = () => import('./pages/agent-home-page.tsx');

/** /login and /register show home and open their popup. */
function ModalRoute({ event }: { event: 'login.open' | 'register.open' }) {
  const modals = useModalsRef();
  useEffect(() => {
    modals.send({ type: event, via: 'route' });
  }, [modals, event]);
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
        <Route path={routes.help.path} component={HelpRoute} />
        <Route path={routes.member.path}>
          <RouteGuard access="session">
            <LazyPage load={memberPage} />
          </RouteGuard>
        </Route>
        <Route path={routes.agent.path}>
          <LazyPage load={agentLoginPage} />
        </Route>
        <Route path={routes.agentHome.path}>
          <RouteGuard access="agent">
            <LazyPage load={agentHomePage} />
          </RouteGuard>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
      <ModalHost />
      <GameLaunchHost />
      <AnnouncementTrigger />
    </Layout>
  );
}

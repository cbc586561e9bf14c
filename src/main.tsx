// The composition root: creates the root actor with its effects (API, storage, router, i18n), then renders.
import { createRoot } from 'react-dom/client';
import { createActor, fromPromise, type ActorRefFrom, type AnyActorRef, type InspectionEvent, type Observer } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { appMachine } from './machines/app.machine.ts';
import { systemStatusMachine } from './machines/system-status.machine.ts';
import { sessionMachine } from './machines/session.machine.ts';
import { modalsMachine } from './machines/modals.machine.ts';
import { announcementPopupMachine } from './machines/announcement-popup.machine.ts';
import { gameLaunchMachine } from './machines/game-launch.machine.ts';
import { favouritesMachine } from './machines/favourites.machine.ts';
import { addFavourite, fetchFavouriteIds, removeFavourite } from './api/favourites.ts';
import { launchFreeTrial, launchGame } from './api/game-launch.ts';
import { createSessionCache } from './api/session-cache.ts';
import { paths, routeFor } from './domain/paths.ts';
import { fetchAnnouncements } from './api/announcements.ts';
import { isAnnouncementClosed, markAnnouncementClosed } from './ui/announcement-storage.ts';
import { createApi } from './api/http.ts';
import { fetchSystemStatus } from './api/system.ts';
import type { SystemStatusValue } from '../contract/system.ts';
import { fetchMemberInfo, markFirstLogin, updateLanguage } from './api/member.ts';
import { fetchCaptcha, login, logout, sendNoLoginCode, startFreePlay } from './api/session.ts';
import { smsCountdownMachine } from './machines/sms-countdown.machine.ts';
import { emailRequest, phoneRequest } from './machines/sms-countdown.types.ts';
import { loginMachine } from './machines/login.machine.ts';
import { changePasswordMachine } from './machines/change-password.machine.ts';
import { registrationMachine } from './machines/registration.machine.ts';
import { passwordResetMachine } from './machines/password-reset.machine.ts';
import { resetByEmail, resetByPhone } from './api/password-reset.ts';
import { checkAffiliate, register, sendRegisterCode } from './api/register.ts';
import { affiliateCheckMachine } from './machines/affiliate-check.machine.ts';
import { changePassword } from './api/member.ts';
import { FlowsContext, loadOnce, type Flows } from './ui/flows-context.tsx';
import { applyLanguage, currentLanguage, initI18n } from './i18n/i18n.ts';
import { isLanguageCode } from '../contract/rules/languages.ts';
import { clearSessionStorage, readToken, rememberMerchant, takeTokenFromUrl, writeToken } from './ui/session-storage.ts';
import { showToast } from './ui/components/toast-store.ts';
import { rememberUser } from './ui/remember-me.ts';
import { AppProviders, queryClient } from './ui/app-providers.tsx';
import { HOME_BANNER_GROUPS, bannersQuery } from './api/catalogue.ts';
import { AppShell } from './ui/app-shell.tsx';
import './ui/theme.css';

const MERCHANT = import.meta.env.VITE_MERCHANT ?? 'playstate';

async function inspector(): Promise<Observer<InspectionEvent> | undefined> {
  const wanted = new URLSearchParams(location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
  if (!wanted) return undefined;
  // Loaded only on demand so the inspector never weighs on the default bundle.
  const { startInspector } = await import('./ui/inspector.ts');
  return startInspector();
}

async function start() {
  rememberMerchant(MERCHANT);
  const urlToken = takeTokenFromUrl();
  if (urlToken) writeToken(urlToken);
  const [inspect] = await Promise.all([inspector(), initI18n()]);

  let token: string | null = readToken();
  const api = createApi({
    merchant: MERCHANT,
    getToken: () => token,
    getLanguage: currentLanguage,
    onUnauthorized: () => root.system.get('session')?.send({ type: 'session.expired' }),
  });

  // The home page's largest picture is its first banner: ask for the banners alongside the status check rather
  // than after the first render (Lighthouse LCP, DESIGN.md §8).
  if (routeFor(location.pathname)?.name === 'home') void queryClient.prefetchQuery(bannersQuery(api, HOME_BANNER_GROUPS));

  const root = createActor(
    appMachine.provide({
      actors: {
        systemStatus: systemStatusMachine.provide({
          actors: { fetchStatus: fromPromise(() => takeBootStatus() ?? fetchSystemStatus(api)) },
        }),
        session: sessionMachine.provide({
          actors: {
            loadMemberInfo: fromPromise(() => fetchMemberInfo(api)),
            logout: fromPromise(() => logout(api).then(() => undefined)),
            startFreePlay: fromPromise(() => startFreePlay(api).then(({ token }) => ({ token }))),
            markFirstLogin: fromPromise<void>(async () => {
              await markFirstLogin(api).catch(() => undefined);
            }),
            reportLanguage: fromPromise(({ input }) => updateLanguage(api, input.language).then(() => undefined, () => undefined)),
          },
          actions: {
            persistToken: (_, value) => {
              token = value;
              writeToken(value);
            },
            clearSession: () => {
              token = null;
              clearSessionStorage();
            },
            navigate: (_, to) => navigate(to),
            applyLanguage: (_, language) => {
              if (isLanguageCode(language)) void applyLanguage(language);
            },
            notify: (_, key) => showToast(key),
          },
        }),
        modals: modalsMachine.provide({ actions: { navigate: (_, to) => navigate(to) } }),
        announcementPopup: announcementPopupMachine.provide({
          actors: { fetchAnnouncements: fromPromise(() => fetchAnnouncements(api)) },
          guards: { closedFor: (_, audience) => isAnnouncementClosed(audience) },
          actions: {
            markClosed: (_, audience) => markAnnouncementClosed(audience),
            openModal: () => root.system.get('modals')?.send({ type: 'announcement.open' }),
            closeModal: () => root.system.get('modals')?.send({ type: 'modal.close' }),
            navigate: (_, to) => navigate(to),
          },
        }),
        gameLaunch: gameLaunchMachine.provide({
          actors: {
            launchGame: fromPromise(({ input }) => launchGame(api, input.game, input.channel)),
            launchFreeTrial: fromPromise(({ input }) => launchFreeTrial(api, input)),
          },
          actions: {
            openLogin: () => root.system.get('modals')?.send({ type: 'login.open' }),
            navigate: (_, to) => navigate(to),
            openGame: (_, launched) => navigate(paths.seamless(launched.url)),
          },
        }),
        favourites: favouritesMachine.provide({
          actors: {
            loadFavourites: fromPromise(() => fetchFavouriteIds(api)),
            addFavourite: fromPromise(({ input }) => addFavourite(api, input)),
            removeFavourite: fromPromise(({ input }) => removeFavourite(api, input.nodeId)),
          },
          actions: {
            openLogin: () => root.system.get('modals')?.send({ type: 'login.open' }),
            notify: (_, notice) => showToast(notice.key, notice.values),
          },
        }),
      },
    }),
    { input: { token }, inspect },
  );
  root.start();
  relaySessionChanges(root);

  const send = (systemId: 'session' | 'modals', event: { type: string; token?: string; knownPassword?: string }) =>
    (root.system.get(systemId) as { send(e: unknown): void } | undefined)?.send(event);
  const flows: Flows = {
    login: loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => login(api, input)),
        fetchCaptcha: fromPromise(() => fetchCaptcha(api)),
        smsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendNoLoginCode(api, phoneRequest(input))) } }),
      },
      actions: {
        signedIn: (_, value) => send('session', { type: 'session.signedIn', token: value }),
        rememberUser: (_, { remember, username }) => rememberUser(remember, username),
        closePopup: () => send('modals', { type: 'modal.close' }),
        openPopup: () => send('modals', { type: 'login.open' }),
        openChangePassword: (_, knownPassword) => send('modals', { type: 'changePass.open', knownPassword }),
        navigate: (_, to) => navigate(to),
      },
    }),
    registration: registrationMachine.provide({
      actors: {
        register: fromPromise(({ input }) => register(api, input)),
        affiliateCheck: affiliateCheckMachine.provide({ actors: { checkAffiliate: fromPromise(({ input }) => checkAffiliate(api, input)) } }),
        smsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendRegisterCode(api, phoneRequest(input))) } }),
      },
      actions: {
        signedIn: (_, token) => send('session', { type: 'session.signedIn', token }),
        closePopup: () => send('modals', { type: 'modal.close' }),
        navigate: (_, to) => navigate(to),
      },
    }),
    passwordReset: passwordResetMachine.provide({
      actors: {
        resetByEmail: fromPromise(({ input }) => resetByEmail(api, input)),
        resetByPhone: fromPromise(({ input }) => resetByPhone(api, input)),
        login: fromPromise(({ input }) => login(api, input)),
        smsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendNoLoginCode(api, phoneRequest(input))) } }),
      },
      actions: {
        notify: (_, key) => showToast(key),
        closeModal: () => send('modals', { type: 'modal.close' }),
        signedIn: (_, token) => send('session', { type: 'session.signedIn', token }),
        navigate: (_, to) => navigate(to),
      },
    }),
    changePassword: changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => changePassword(api, input)) },
      actions: {
        reloadSession: () => send('session', { type: 'session.reload' }),
        closeModal: () => send('modals', { type: 'password.changed' }),
        navigate: (_, to) => navigate(to),
      },
    }),
    // The security centre's calls are imported when a code is asked for (its page has loaded them by then), so
    // they stay out of the entry.
    bindMobileCode: smsCountdownMachine.provide({
      actors: { sendCode: fromPromise(async ({ input }) => (await import('./api/security.ts')).sendBindMobileCode(api, phoneRequest(input))) },
    }),
    bindEmailCode: smsCountdownMachine.provide({
      actors: { sendCode: fromPromise(async ({ input }) => (await import('./api/security.ts')).sendBindEmailCode(api, emailRequest(input).email)) },
    }),
    withdrawalConfirmation: loadOnce(async () => {
      const [{ withdrawalConfirmationMachine }, withdrawals] = await Promise.all([import('./machines/withdrawal-confirmation.machine.ts'), import('./api/withdraw.ts')]);
      return withdrawalConfirmationMachine.provide({
        actors: {
          loadWithdrawal: fromPromise(({ input }) => withdrawals.fetchWithdrawal(api, input.withdrawalId)),
          confirmReceived: fromPromise(({ input }) => withdrawals.confirmPartReceived(api, input.partId)),
          reportNotReceived: fromPromise(({ input }) => withdrawals.confirmPartNotReceived(api, input.partId, input.files)),
          confirmAllReceived: fromPromise(({ input }) => withdrawals.confirmAllReceived(api, input.withdrawalId)),
        },
      });
    }),
  };

  createRoot(document.getElementById('root')!).render(
    <AppProviders actor={root} api={api} site={{ merchant: MERCHANT, cache: createSessionCache(sessionStorage) }}>
      <FlowsContext value={flows}>
        <AppShell />
      </FlowsContext>
    </AppProviders>,
  );
}

/**
 * The status answer the page arrived with (server-rendered into a JSON block), used once for the first check so
 * the site draws without waiting for another round trip; later checks ask the server.
 */
function takeBootStatus(): Promise<SystemStatusValue> | null {
  const block = document.getElementById('boot-status');
  if (!block) return null;
  block.remove();
  try {
    return Promise.resolve(JSON.parse(block.textContent ?? '') as SystemStatusValue);
  } catch {
    return null;
  }
}

/**
 * Who is signed in matters to the favourites and the game launcher; each decides itself what a change means. They
 * start as visitors, like the session, so its first word (given while the root starts, before this listens) is
 * one they hold already.
 */
function relaySessionChanges(root: { system: { get(id: string): AnyActorRef | undefined } }) {
  const session = root.system.get('session') as ActorRefFrom<typeof sessionMachine>;
  session.on('session.changed', (event) => {
    root.system.get('favourites')?.send(event);
    root.system.get('gameLaunch')?.send(event);
  });
}

void start();

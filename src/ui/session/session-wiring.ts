// The session actor's effects (member info, logout, free play, storage, language, toasts), and where its news goes.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import { fetchMemberInfo, markFirstLogin, updateLanguage } from '../../api/account/member.ts';
import { logout, startFreePlay } from '../../api/session/session.ts';
import type { Api } from '../../api/http.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { isLanguageCode } from '../../../contract/rules/languages.ts';
import { showToast } from '../kit/toast-store.ts';
import type { TokenStore } from './token-store.ts';

export function sessionActor(api: Api, tokens: TokenStore) {
  return sessionMachine.provide({
    actors: {
      loadMemberInfo: fromPromise(() => fetchMemberInfo(api)),
      logout: fromPromise(() => logout(api).then(() => undefined)),
      startFreePlay: fromPromise(() => startFreePlay(api).then(({ token }) => ({ token }))),
      markFirstLogin: fromPromise<void>(async () => {
        await markFirstLogin(api).catch(() => undefined);
      }),
      reportLanguage: fromPromise(({ input }) =>
        updateLanguage(api, input.language).then(
          () => undefined,
          () => undefined,
        ),
      ),
    },
    actions: {
      persistToken: (_, token) => tokens.keep(token),
      clearSession: () => tokens.clear(),
      navigate: (_, to) => navigate(to),
      applyLanguage: (_, language) => {
        if (isLanguageCode(language)) void applyLanguage(language);
      },
      notify: (_, key) => showToast(key),
    },
  });
}

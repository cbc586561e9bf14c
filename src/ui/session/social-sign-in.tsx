// Social sign-in in the sign-in dialog and on the agent page (issue 39): "Continue with Google / Facebook" where the
// merchant switched the provider on, and, back from the provider with its ticket, the socialSignIn flow in place of
// the form. A chunk of its own, loaded by those views (login-form.tsx), never with the home page's entry.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useModalsRef, useSessionRef, useSystemStatus } from '../app/actors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useFlowActor } from '../app/flows-context.tsx';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { isOn } from '../../../contract/rules/whitelabel.ts';
import { SOCIAL_FLAGS, SOCIAL_PROVIDERS, socialStartPath, type SocialProvider } from '../../../contract/rules/social.ts';
import { socialSignInMachine } from '../../machines/session/social-sign-in.machine.ts';
import { exchangeSocialTicket, linkSocialAccount } from '../../api/session/social.ts';
import { addEnglishStrings, currentLanguage } from '../../i18n/i18n.ts';
import enAuth from 'virtual:en-auth';
import { AuthForm, FormError, SubmitButton, TextField } from '../kit/form-parts.tsx';
import formCss from '../kit/form-parts.module.css';
import css from './social-sign-in.module.css';

// Its strings come with it (the agent page shows it without the modal body that brings them too).
addEnglishStrings(enAuth);

const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { google: 'Google', facebook: 'Facebook' };

/** The providers' buttons: each starts the provider's sign-in in this tab (a navigation, not a call). */
function SocialButtons({ agentPage }: { agentPage: boolean }) {
  const { t } = useTranslation();
  const flags = useSystemStatus(selectFlags);
  const on = SOCIAL_PROVIDERS.filter((p) => isOn(flags, SOCIAL_FLAGS[p]));
  if (!on.length) return null;
  const query = `?lang=${encodeURIComponent(currentLanguage().toUpperCase())}${agentPage ? '&portal=agent' : ''}`;
  return (
    <div className={css.buttons}>
      <p className={css.or}>{t('social.or')}</p>
      {on.map((p) => (
        <a key={p} className={`btn ${css.provider}`} href={socialStartPath(p) + query}>
          {t('social.continueWith', { provider: PROVIDER_NAMES[p] })}
        </a>
      ))}
    </div>
  );
}

/** Back from the provider: the ticket becomes a session, or the existing account's password is asked, or the refusal shown. */
function SocialResult({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSessionRef();
  const modals = useModalsRef();
  const [machine] = useState(() =>
    socialSignInMachine.provide({
      actors: {
        exchangeTicket: fromPromise(({ input }) => exchangeSocialTicket(api, input)),
        linkAccount: fromPromise(({ input }) => linkSocialAccount(api, input)),
      },
      actions: {
        signedIn: (_, token) => session.send({ type: 'session.signedIn', token }),
        close: () => modals.send({ type: 'modal.close' }),
      },
    }),
  );
  const social = useFlowActor(machine, { input: { ticket } });
  const busy = useSelector(social, (s) => s.hasTag('ui:busy'));
  const confirming = useSelector(social, (s) => s.matches('confirming') || s.matches('linking'));
  const link = useSelector(social, (s) => s.context.link);
  const password = useSelector(social, (s) => s.context.password);
  const error = useSelector(social, (s) => s.context.error);

  if (confirming && link)
    return (
      <AuthForm onSubmit={() => social.send({ type: 'link.submit' })}>
        <h3>{t('social.linkTitle')}</h3>
        <p>{t('social.linkIntro', { provider: PROVIDER_NAMES[link.provider], account: link.account })}</p>
        <TextField
          name="password"
          label={t('social.password', { account: link.account })}
          type="password"
          autoComplete="current-password"
          value={password}
          disabled={busy}
          onChange={(value) => social.send({ type: 'password.change', value })}
        />
        <FormError>{error && t(error)}</FormError>
        <SubmitButton busy={busy}>{t('social.link')}</SubmitButton>
        <button type="button" className={formCss.link} onClick={() => social.send({ type: 'social.dismiss' })}>
          {t('social.cancel')}
        </button>
      </AuthForm>
    );
  if (error)
    return (
      <div className={formCss.form}>
        <h3>{t('social.failedTitle')}</h3>
        <FormError>{t(error)}</FormError>
        <button type="button" className="btn btn-primary" onClick={() => social.send({ type: 'social.dismiss' })}>
          {t('social.close')}
        </button>
      </div>
    );
  return (
    <p className={formCss.form} aria-busy="true">
      {t('social.signingIn')}
    </p>
  );
}

/** The sign-in views' social part: the result of a return from the provider, else the providers' buttons. */
export default function SocialSignIn({ ticket, agentPage }: { ticket: string | null; agentPage: boolean }) {
  return ticket ? <SocialResult ticket={ticket} /> : <SocialButtons agentPage={agentPage} />;
}

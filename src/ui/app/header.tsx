import { useTranslation } from 'react-i18next';
import { isOn } from '../../../contract/rules/whitelabel.ts';
import { useModalsRef, useSession, useSessionRef, useSystemStatus } from './actors.ts';
import { loginState } from '../../machines/session/session.selectors.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { LanguageSelect } from './language-select.tsx';
import { HeaderLoginForm } from '../session/header-login-form.tsx';
import { GameNav } from '../catalogue/game-nav.tsx';
import { MemberActions } from './member-actions.tsx';
import { SocialLinks } from './social-links.tsx';
import css from './header.module.css';

const HEADER_SOCIAL = ['YOUTUBE', 'FACEBOOK', 'INSTAGRAM'] as const;

/** docs/product.md §2 Header: social links, language, the visitor's or the member's actions, and the game-type bar. */
export function Header() {
  const { t } = useTranslation();
  const state = useSession(loginState);
  return (
    <header className={css.header}>
      <div className={css.top}>
        <SocialLinks types={HEADER_SOCIAL} label={t('nav.followUs')} className={css.social} />
        <div className={css.spacer} />
        <LanguageSelect />
        {state === 'visitor' && <VisitorActions />}
        {(state === 'member' || state === 'agent' || state === 'trial') && <MemberActions />}
      </div>
      <GameNav />
    </header>
  );
}

function VisitorActions() {
  const { t } = useTranslation();
  const modals = useModalsRef();
  const directReg = useSystemStatus((s) => isOn(selectFlags(s), 'DIRECTREG3'));
  const freePlay = useSystemStatus((s) => isOn(selectFlags(s), 'FREEPLAY3'));
  const session = useSessionRef();
  const starting = useSession((s) => s.matches('startingFreePlay'));
  const usernameLogin = useSystemStatus((s) => isOn(selectFlags(s), 'USERNAMEREG3'));
  return (
    <div className={css.actions}>
      {freePlay && (
        <button type="button" className="btn" disabled={starting} aria-busy={starting} onClick={() => session.send({ type: 'session.freePlay' })}>
          {t('header.freePlay')}
        </button>
      )}
      {usernameLogin ? (
        <HeaderLoginForm />
      ) : (
        <button type="button" className="btn" onClick={() => modals.send({ type: 'login.open' })}>
          {t('header.login')}
        </button>
      )}
      {directReg && (
        <button type="button" className="btn btn-primary" onClick={() => modals.send({ type: 'register.open' })}>
          {t('header.register')}
        </button>
      )}
    </div>
  );
}

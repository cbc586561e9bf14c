import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../domain/paths.ts';
import { formatMoney, maskDigits } from '../../domain/money.ts';
import { withCdn } from '../../domain/cdn.ts';
import { isOn } from '../../domain/whitelabel.ts';
import { balanceQuery } from '../../api/member.ts';
import { useApi } from '../app-providers.tsx';
import { useModalsRef, useSession, useSessionRef, useSystemStatus } from '../actors.ts';
import { loginState, selectMember, selectToken } from '../../machines/session.selectors.ts';
import { selectCurrencySymbol, selectFlags } from '../../machines/system-status.selectors.ts';
import { LanguageSelect } from './language-select.tsx';
import { Dialog } from './dialog.tsx';
import { Icon } from './icons.tsx';
import { HeaderLoginForm } from '../auth/header-login-form.tsx';
import css from './header.module.css';

export function Header() {
  const state = useSession(loginState);
  return (
    <header className={css.header}>
      <div className={css.spacer} />
      <LanguageSelect />
      {state === 'visitor' && <VisitorActions />}
      {(state === 'member' || state === 'agent' || state === 'trial') && <MemberActions />}
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

function Balance() {
  const { t } = useTranslation();
  const token = useSession(selectToken);
  const symbol = useSystemStatus(selectCurrencySymbol);
  const [hidden, setHidden] = useState(false);
  const balance = useQuery(balanceQuery(useApi(), token ?? ''));
  const text = balance.data ? formatMoney(balance.data.balance, symbol) : '…';
  return (
    <div className={css.balance}>
      <button type="button" className={css.amount} onClick={() => balance.refetch()} aria-label={t('header.refreshBalance')} data-testid="balance">
        {hidden ? maskDigits(text) : text}
      </button>
      <button type="button" className={css.eye} onClick={() => setHidden((h) => !h)} aria-label={t(hidden ? 'header.showBalance' : 'header.hideBalance')}>
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
    </div>
  );
}

/** The member's avatar, from a CDN of the server's list picked once per image (spec §7). */
function Avatar({ iconUrl }: { iconUrl: string }) {
  const cdns = useSystemStatus((s) => s.context.status?.info.imageCDNs ?? []);
  const src = useMemo(() => withCdn(iconUrl, cdns), [iconUrl, cdns]);
  return <img className={css.avatar} src={src} alt="" width={28} height={28} />;
}

function MemberActions() {
  const { t } = useTranslation();
  const session = useSessionRef();
  const member = useSession(selectMember);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={css.actions}>
      <Balance />
      <Link href={paths.member()} className={css.account} data-testid="account">
        {member && <Avatar iconUrl={member.iconUrl} />}
        {member?.account} <small>{member?.vipLabelName}</small>
      </Link>
      <button type="button" className="btn" onClick={() => setConfirming(true)}>
        {t('header.logout')}
      </button>
      {confirming && (
        <Dialog title={t('header.logout')} onClose={() => setConfirming(false)}>
          <p>{t('header.logoutConfirm')}</p>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => session.send({ type: 'session.logout' })}>
              {t('header.logout')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

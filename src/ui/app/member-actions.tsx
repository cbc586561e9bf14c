// The signed-in header (docs/product.md §2 Header): balance (not on game pages), deposit, and the user menu with sign out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { isInGamePath, paths } from '../../domain/paths.ts';
import { formatMoney, maskDigits } from '../../domain/money.ts';
import { balanceQuery } from '../../api/account/member.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { selectCurrencySymbol } from '../../machines/system/system-status.selectors.ts';
import { useApi } from './app-providers.tsx';
import { useSession, useSystemStatus } from './actors.ts';
import { LogoutConfirm } from '../session/logout-confirm.tsx';
import { Icon } from '../kit/icons.tsx';
import { useLazyPart } from './lazy-page.tsx';
import css from './header.module.css';
import { intlLocale } from '../../i18n/i18n.ts';

// The user menu, its links and their rules only a signed-in player sees: a chunk of their own rather than the entry,
// which every visitor of the home page loads (docs/architecture.md §8).
const userMenu = () => import('../account/user-menu.tsx').then((m) => ({ default: m.UserMenu }));

export function MemberActions() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const UserMenu = useLazyPart(userMenu);
  return (
    <div className={css.actions}>
      {!isInGamePath(location) && <Balance />}
      <Link href={paths.memberPage('depositv2')} className="btn btn-primary">
        <Icon name="wallet" size={16} /> {t('header.deposit')}
      </Link>
      {UserMenu && <UserMenu onSignOut={() => setConfirming(true)} />}
      {confirming && <LogoutConfirm onClose={() => setConfirming(false)} />}
    </div>
  );
}

/** Balance with the currency symbol, 2 decimals and separators; a click refreshes, the eye masks the digits. */
function Balance() {
  const { t } = useTranslation();
  const token = useSession(selectToken);
  const symbol = useSystemStatus(selectCurrencySymbol);
  const [hidden, setHidden] = useState(false);
  const balance = useQuery(balanceQuery(useApi(), token ?? ''));
  const text = balance.data ? formatMoney(balance.data.balance, symbol, intlLocale()) : '…';
  // The amount is the button's name (WCAG 2.5.3 label in name); what a click does is its description (title).
  return (
    <div className={css.balance}>
      <button
        type="button"
        className={css.amount}
        onClick={() => balance.refetch()}
        title={t('header.refreshBalance')}
        aria-busy={balance.isFetching}
        data-testid="balance"
      >
        {hidden ? maskDigits(text) : text}
      </button>
      <button
        type="button"
        className={css.eye}
        onClick={() => setHidden((h) => !h)}
        aria-label={t(hidden ? 'header.showBalance' : 'header.hideBalance')}
        aria-pressed={hidden}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app-providers.tsx';
import { useModalsRef, useSession, useSystemStatus } from '../actors.ts';
import { selectMember, selectToken } from '../../machines/session.selectors.ts';
import { selectCurrencySymbol } from '../../machines/system-status.selectors.ts';
import { balanceQuery } from '../../api/member.ts';
import { formatMoney } from '../../domain/money.ts';
import css from './pages.module.css';

/** Member centre: the account at a glance; its pages join with the wallet and account issues. */
export default function MemberPage() {
  const { t } = useTranslation();
  const member = useSession(selectMember);
  const token = useSession(selectToken);
  const symbol = useSystemStatus(selectCurrencySymbol);
  const balance = useQuery(balanceQuery(useApi(), token ?? ''));
  const modals = useModalsRef();
  if (!member) return null;
  return (
    <div className={css.panel}>
      <h1>{t('member.title')}</h1>
      <dl className={css.facts}>
        <dt>{t('member.account')}</dt>
        <dd data-testid="member-account">{member.account}</dd>
        <dt>{t('member.nickname')}</dt>
        <dd>{member.nickname}</dd>
        <dt>{t('member.vip')}</dt>
        <dd>{member.vipLabelName}</dd>
        <dt>{t('member.balance')}</dt>
        <dd>{balance.data ? formatMoney(balance.data.balance, symbol) : '…'}</dd>
      </dl>
      <h2>{t('member.security')}</h2>
      <button type="button" className="btn" onClick={() => modals.send({ type: 'changePass.open' })}>
        {t('modals.changePass')}
      </button>
    </div>
  );
}

// securityCenter (spec §2, "my account"): the account at a glance and the change-password entry. The profile
// fields, mobile and email binding and the payment password join as the server grows them (issue 6).
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app-providers.tsx';
import { useModalsRef, useSession, useSystemStatus } from '../actors.ts';
import { selectMember, selectToken } from '../../machines/session.selectors.ts';
import { selectCurrencySymbol } from '../../machines/system-status.selectors.ts';
import { balanceQuery } from '../../api/member.ts';
import { formatMoney } from '../../domain/money.ts';
import css from './member-centre.module.css';

export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const member = useSession(selectMember);
  const token = useSession(selectToken);
  const symbol = useSystemStatus(selectCurrencySymbol);
  const balance = useQuery(balanceQuery(useApi(), token ?? ''));
  const modals = useModalsRef();
  if (!member) return null;
  return (
    <section className={css.section} aria-labelledby="security-title">
      <h2 id="security-title">{t('memberCentre.pages.securityCenter')}</h2>
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
      <h3>{t('member.security')}</h3>
      <button type="button" className="btn" onClick={() => modals.send({ type: 'changePass.open' })}>
        {t('modals.changePass')}
      </button>
    </section>
  );
}

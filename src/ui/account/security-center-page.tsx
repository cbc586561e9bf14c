// securityCenter (docs/product.md §2, "my account"): the account at a glance with the nickname and profile fields, then the
// security settings: binding a mobile number and an email with codes, the payment password (set, then change)
// and the change-password entry. The page reads one read model; each form refreshes it when it succeeds.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app/app-providers.tsx';
import { useModalsRef, useSession } from '../app/actors.ts';
import { selectMember, selectToken } from '../../machines/session/session.selectors.ts';
import { balanceQuery } from '../../api/account/member.ts';
import { securityCenterQuery } from '../../api/account/security.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { BindingBlock } from './binding-block.tsx';
import { BindEmailForm } from './bind-email-form.tsx';
import { BindMobileForm } from './bind-mobile-form.tsx';
import { PaymentPasswordForm } from './payment-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const api = useApi();
  const member = useSession(selectMember);
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const balance = useQuery(balanceQuery(api, token));
  const centre = useQuery(securityCenterQuery(api, token));
  const modals = useModalsRef();
  if (!member) return null;
  if (centre.isPending)
    return <div className={`${css.section} ${css.skeleton}`} style={{ height: 420 }} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />;
  if (centre.isError) return <ErrorRetry onRetry={() => centre.refetch()} />;
  const c = centre.data;
  return (
    <>
      <section className={css.section} aria-labelledby="security-title" aria-busy={centre.isFetching}>
        <h2 id="security-title">{t('memberCentre.pages.securityCenter')}</h2>
        <dl className={css.facts}>
          <dt>{t('member.account')}</dt>
          <dd data-testid="member-account">{c.account}</dd>
          <dt>{t('member.nickname')}</dt>
          <dd data-testid="member-nickname">{c.nickname}</dd>
          <dt>{t('member.vip')}</dt>
          <dd>{member.vipLabelName}</dd>
          <dt>{t('member.balance')}</dt>
          <dd>{balance.data ? money(balance.data.balance) : '…'}</dd>
        </dl>
        <ProfileForm key={c.account} centre={c} />
      </section>
      <section className={css.section} aria-labelledby="security-settings">
        <h2 id="security-settings">{t('member.security')}</h2>
        <BindingBlock
          title={t('login.mobile')}
          bound={c.mobile}
          none={t('security.mobileNone')}
          changeLabel={t('security.changeMobile')}
          boundStatus={t('security.mobileBound')}
          testId="bound-mobile"
          form={(props) => <BindMobileForm {...props} />}
        />
        <BindingBlock
          title={t('security.email')}
          bound={c.email}
          none={t('security.emailNone')}
          changeLabel={t('security.changeEmail')}
          boundStatus={t('security.emailBound')}
          testId="bound-email"
          form={(props) => <BindEmailForm {...props} />}
        />
        <div className={css.block}>
          <PaymentPasswordForm mode={c.hasPaymentPassword ? 'change' : 'set'} />
        </div>
        <div className={css.block}>
          <h3>{t('security.loginPassword')}</h3>
          <button type="button" className="btn" onClick={() => modals.send({ type: 'changePass.open' })}>
            {t('modals.changePass')}
          </button>
        </div>
      </section>
    </>
  );
}

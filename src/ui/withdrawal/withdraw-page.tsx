// withdraw (docs/product.md §2): the limits and the balance, then what the member still needs (a payment password, a bank
// account), the request, and the member's withdrawals, each opening its confirmation view.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { withdrawInfoQuery } from '../../api/withdrawal/withdraw.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { BankAccountForm } from './bank-account-form.tsx';
import { PaymentPasswordForm } from '../account/payment-password-form.tsx';
import { TurnoverNotice } from './turnover-notice.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';
import { WithdrawalDetail } from './withdrawal-detail.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export default function WithdrawPage() {
  const { t } = useTranslation();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const info = useQuery(withdrawInfoQuery(useApi(), token));
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <>
      <section className={css.section} aria-labelledby="withdraw-title" aria-busy={info.isFetching}>
        <h2 id="withdraw-title">{t('memberCentre.pages.withdraw')}</h2>
        {info.isPending ? (
          <div className={css.skeleton} style={{ height: 160 }} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />
        ) : info.isError ? (
          <ErrorRetry onRetry={() => info.refetch()} />
        ) : (
          <>
            <dl className={css.facts}>
              <dt>{t('withdraw.available')}</dt>
              <dd data-testid="withdraw-balance">{money(info.data.balance)}</dd>
              <dt>{t('withdraw.limits')}</dt>
              <dd>{t('deposit.limits', { min: money(info.data.min), max: money(info.data.max) })}</dd>
              <dt>{t('withdraw.today')}</dt>
              <dd>{t('withdraw.todayLeft', { left: info.data.remainingToday, total: info.data.dailyCount })}</dd>
            </dl>
            <TurnoverNotice />
            {!info.data.hasPaymentPassword && <PaymentPasswordForm />}
            {info.data.accounts.length < info.data.maxBankAccounts && <BankAccountForm banks={info.data.banks} first={info.data.accounts.length === 0} />}
            {info.data.hasPaymentPassword && info.data.accounts.length > 0 && <WithdrawForm info={info.data} onRequested={setOpenId} />}
          </>
        )}
      </section>
      <WithdrawalList onOpen={setOpenId} />
      {openId !== null && <WithdrawalDetail withdrawalId={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}

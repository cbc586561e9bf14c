// depositv2 (docs/product.md §2): the outcome of the order the member just paid (or not) on the provider's page, the
// deposit form, and the member's orders.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositForm } from './deposit-form.tsx';
import { DepositOrders } from './deposit-orders.tsx';
import { DepositReturn } from './deposit-return.tsx';
import { clearPendingDeposit, readPendingDeposit } from './pending-deposit.ts';
import css from '../kit/centre.module.css';

export default function DepositPage() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(readPendingDeposit);
  return (
    <>
      <section className={css.section} aria-labelledby="deposit-title">
        <h2 id="deposit-title">{t('memberCentre.pages.depositv2')}</h2>
        {pending && <DepositReturn orderNo={pending} onDismiss={() => (clearPendingDeposit(), setPending(null))} />}
        <DepositForm />
      </section>
      <DepositOrders />
    </>
  );
}

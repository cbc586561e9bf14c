// "Get points by cash" (passwordCheck/MCS2_convertPoint): whole pesos of the wallet to points at the exchange rate,
// with the payment password; the outcome and every refusal are told in the member's words.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Converted } from '../../../contract/points/points.ts';
import { POINT_KEYS, convertPoints, pointConfigQuery } from '../../api/points/points.ts';
import { refusalOf } from '../../domain/refusal.ts';
import { useApi } from '../app/app-providers.tsx';
import { useMoney } from '../kit/use-money.ts';
import { formatPoints, refusalText } from './point-text.ts';
import { PAYMENT_PASSWORD_LENGTH, isPaymentPassword } from '../../../contract/rules/payment-password.ts';
import css from './point-mall.module.css';

export function ConvertForm() {
  const { t } = useTranslation();
  const api = useApi();
  const money = useMoney();
  const queryClient = useQueryClient();
  const config = useQuery(pointConfigQuery(api));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const convert = useMutation({
    mutationFn: (body: { amount: number; paymentPassword: string }) => convertPoints(api, body),
    onSuccess: () => {
      setAmount('');
      setPassword('');
      POINT_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    },
    onError: () => setPassword(''),
  });
  const pesos = Number(amount);
  const amountOk = /^\d+$/.test(amount) && pesos >= 1;
  const passwordOk = isPaymentPassword(password);
  const rate = config.data?.exchange?.pointsPerPeso ?? 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (amountOk && passwordOk) convert.mutate({ amount: pesos, paymentPassword: password });
  };
  const done = convert.data as Converted | undefined;
  const refusal = convert.error ? refusalOf(convert.error) : null;
  return (
    <section aria-labelledby="convert-title">
      <h2 id="convert-title">{t('pointMall.convert.title')}</h2>
      {rate > 0 ? <p>{t('pointMall.rates.exchange', { points: formatPoints(rate) })}</p> : config.isSuccess && <p>{t('pointMall.convert.unavailable')}</p>}
      <form className={css.form} onSubmit={submit} noValidate aria-busy={convert.isPending}>
        <label>
          {t('pointMall.convert.amount')}
          <input type="text" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.trim())} disabled={convert.isPending} />
        </label>
        {amountOk && rate > 0 && <p>{t('pointMall.convert.preview', { cash: money(pesos), points: formatPoints(pesos * rate) })}</p>}
        {shown && !amountOk && <p className={css.problem}>{t('pointMall.convert.amountInvalid')}</p>}
        <label>
          {t('pointMall.paymentPassword')}
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PAYMENT_PASSWORD_LENGTH}
            value={password}
            onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
            disabled={convert.isPending}
          />
        </label>
        {shown && !passwordOk && <p className={css.problem}>{t('pointMall.passwordInvalid')}</p>}
        {convert.isPending && <p role="status">{t('pointMall.convert.sending')}</p>}
        {refusal && (
          <p role="alert" className={css.problem}>
            {refusalText(t, refusal.errorCode || 'network.error', refusal.message ?? null, refusal.value)}
          </p>
        )}
        {done && !convert.isPending && (
          <p role="status">{t('pointMall.convert.done', { cash: money(done.amount), points: formatPoints(done.points), point: formatPoints(done.point) })}</p>
        )}
        <div className={css.actions}>
          <button type="submit" className="btn btn-primary" disabled={convert.isPending || rate <= 0}>
            {t('pointMall.convert.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

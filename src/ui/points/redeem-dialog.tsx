// The redeem dialog of the points mall, driven by the pointRedemption actor: the way to pay and the quantity, the
// delivery details of a physical good, the payment password, the wait, and the outcome (held, In Process).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { GoodsView } from '../../../contract/points/points.ts';
import type { pointRedemptionMachine } from '../../machines/points/point-redemption.machine.ts';
import {
  canSubmit,
  deliveryOf,
  heldRedemption,
  isBusy,
  passwordOf,
  quantityOutOfRange,
  redeemTerms,
  redemptionProblem,
  redemptionStep,
} from '../../machines/points/point-redemption.selectors.ts';
import { PAYMENT_PASSWORD_LENGTH } from '../../../contract/rules/payment-password.ts';
import { DELIVERY_LIMITS, isDeliverable } from '../../../contract/rules/delivery.ts';
import { Dialog } from '../kit/dialog.tsx';
import { useMoney } from '../kit/use-money.ts';
import { formatPoints, refusalText } from './point-text.ts';
import css from './point-mall.module.css';

export type RedemptionRef = ActorRefFrom<typeof pointRedemptionMachine>;

export function RedeemDialog({ actor, goods }: { actor: RedemptionRef; goods: GoodsView }) {
  const { t } = useTranslation();
  const step = useSelector(actor, redemptionStep);
  const close = () => actor.send({ type: 'redeem.close' });
  return (
    <Dialog title={t('pointMall.redeem.title', { name: goods.name })} onClose={close} closable={step !== 'submitting'}>
      <div aria-busy={step === 'submitting'}>
        {step === 'terms' && <TermsStep actor={actor} goods={goods} />}
        {step === 'delivery' && <DeliveryStep actor={actor} />}
        {(step === 'password' || step === 'submitting') && <PasswordStep actor={actor} goods={goods} />}
        {step === 'failed' && <FailedStep actor={actor} />}
        {step === 'held' && <HeldStep actor={actor} />}
      </div>
    </Dialog>
  );
}

function Problem({ actor, field }: { actor: RedemptionRef; field: 'quantity' | 'delivery' | 'password' | 'form' }) {
  const { t } = useTranslation();
  const problem = useSelector(actor, redemptionProblem);
  if (!problem || problem.field !== field) return null;
  return (
    <p role="alert" className={css.problem}>
      {refusalText(t, problem.code, problem.message, problem.value)}
    </p>
  );
}

/** What the chosen terms cost. */
function useCost(actor: RedemptionRef, goods: GoodsView) {
  const { redeemType, quantity } = useSelector(actor, redeemTerms);
  const money = useMoney();
  const { t } = useTranslation();
  const q = Number.isInteger(quantity) && quantity > 0 ? quantity : 0;
  return redeemType === 'P'
    ? t('pointMall.price.points', { points: formatPoints((goods.pricePoints ?? 0) * q) })
    : t('pointMall.price.pointsAndCash', { points: formatPoints((goods.mpPoints ?? 0) * q), cash: money((goods.mpMoney ?? 0) * q) });
}

function TermsStep({ actor, goods }: { actor: RedemptionRef; goods: GoodsView }) {
  const { t } = useTranslation();
  const { redeemType, quantity } = useSelector(actor, redeemTerms);
  const outOfRange = useSelector(actor, quantityOutOfRange);
  const cost = useCost(actor, goods);
  const id = useId();
  const offersP = goods.pricePoints !== null;
  const offersPM = goods.mpPoints !== null && goods.mpMoney !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'redeem.next' });
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate>
      {offersP && offersPM && (
        <fieldset>
          <legend>{t('pointMall.redeem.payWith')}</legend>
          <label className={css.choice}>
            <input type="radio" name={`${id}-type`} checked={redeemType === 'P'} onChange={() => actor.send({ type: 'redeem.type', redeemType: 'P' })} />{' '}
            {t('pointMall.redeem.typeP')}
          </label>
          <label className={css.choice}>
            <input type="radio" name={`${id}-type`} checked={redeemType === 'PM'} onChange={() => actor.send({ type: 'redeem.type', redeemType: 'PM' })} />{' '}
            {t('pointMall.redeem.typePM')}
          </label>
        </fieldset>
      )}
      <label>
        {t('pointMall.redeem.quantity')}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={goods.stock}
          step={1}
          value={Number.isNaN(quantity) ? '' : quantity}
          onChange={(e) => actor.send({ type: 'redeem.quantity', quantity: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        />
      </label>
      <p>{t('pointMall.stock', { count: goods.stock })}</p>
      <p>
        {t('pointMall.redeem.total')} <strong>{cost}</strong>
      </p>
      {outOfRange && <p className={css.problem}>{t('pointMall.redeem.quantityRange', { max: goods.stock })}</p>}
      <Problem actor={actor} field="quantity" />
      <div className={css.actions}>
        <button type="button" className="btn" onClick={() => actor.send({ type: 'redeem.close' })}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('pointMall.redeem.next')}
        </button>
      </div>
    </form>
  );
}

function DeliveryStep({ actor }: { actor: RedemptionRef }) {
  const { t } = useTranslation();
  const saved = useSelector(actor, deliveryOf);
  const [form, setForm] = useState({ name: saved?.name ?? '', address: saved?.address ?? '', mobile: saved?.mobile ?? '', remarks: saved?.remarks ?? '' });
  const [shown, setShown] = useState(false);
  const valid = isDeliverable(form);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (!valid) return;
    const remarks = form.remarks.trim();
    actor.send({
      type: 'redeem.delivery',
      delivery: { name: form.name.trim(), address: form.address.trim(), mobile: form.mobile.trim(), ...(remarks ? { remarks } : {}) },
    });
    actor.send({ type: 'redeem.next' });
  };
  const field = (key: keyof typeof form, label: string, extra: Record<string, unknown> = {}) => (
    <label>
      {label}
      <input value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} {...extra} />
    </label>
  );
  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <p>{t('pointMall.delivery.intro')}</p>
      {field('name', t('pointMall.delivery.name'), { autoComplete: 'name', required: true, maxLength: DELIVERY_LIMITS.name.max })}
      {field('address', t('pointMall.delivery.address'), { autoComplete: 'street-address', required: true, maxLength: DELIVERY_LIMITS.address.max })}
      {field('mobile', t('pointMall.delivery.mobile'), { autoComplete: 'tel', inputMode: 'tel', required: true, maxLength: 16 })}
      {field('remarks', t('pointMall.delivery.remarks'), { maxLength: DELIVERY_LIMITS.remarks.max })}
      {shown && !valid && (
        <p role="alert" className={css.problem}>
          {t('pointMall.delivery.invalid')}
        </p>
      )}
      <Problem actor={actor} field="delivery" />
      <div className={css.actions}>
        <button type="button" className="btn" onClick={() => actor.send({ type: 'redeem.back' })}>
          {t('pointMall.redeem.back')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('pointMall.redeem.next')}
        </button>
      </div>
    </form>
  );
}

function PasswordStep({ actor, goods }: { actor: RedemptionRef; goods: GoodsView }) {
  const { t } = useTranslation();
  const busy = useSelector(actor, isBusy);
  const password = useSelector(actor, passwordOf);
  const submittable = useSelector(actor, canSubmit);
  const { quantity } = useSelector(actor, redeemTerms);
  const cost = useCost(actor, goods);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'redeem.submit' });
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <p>{t('pointMall.redeem.confirm', { quantity, name: goods.name, cost })}</p>
      <label>
        {t('pointMall.paymentPassword')}
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PAYMENT_PASSWORD_LENGTH}
          value={password}
          disabled={busy}
          onChange={(e) => actor.send({ type: 'redeem.password', password: e.target.value.replace(/\D/g, '') })}
        />
      </label>
      <Problem actor={actor} field="password" />
      {busy && <p role="status">{t('pointMall.redeem.sending')}</p>}
      <div className={css.actions}>
        <button type="button" className="btn" disabled={busy} onClick={() => actor.send({ type: 'redeem.back' })}>
          {t('pointMall.redeem.back')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!submittable}>
          {t('pointMall.redeem.submit')}
        </button>
      </div>
    </form>
  );
}

function FailedStep({ actor }: { actor: RedemptionRef }) {
  const { t } = useTranslation();
  return (
    <div className={css.form}>
      <Problem actor={actor} field="form" />
      <div className={css.actions}>
        <button type="button" className="btn" onClick={() => actor.send({ type: 'redeem.close' })}>
          {t('common.close')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'redeem.retry' })}>
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}

function HeldStep({ actor }: { actor: RedemptionRef }) {
  const { t } = useTranslation();
  const held = useSelector(actor, heldRedemption);
  const money = useMoney();
  if (!held) return null;
  return (
    <div className={css.form}>
      <p role="status">
        {t('pointMall.redeem.held', { id: held.id, quantity: held.quantity, name: held.goodsName, points: formatPoints(held.points) })}
        {held.money > 0 && ` ${t('pointMall.redeem.heldCash', { cash: money(held.money) })}`}
      </p>
      <div className={css.actions}>
        <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'redeem.close' })}>
          {t('pointMall.redeem.done')}
        </button>
      </div>
    </div>
  );
}

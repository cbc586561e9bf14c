// The parts a promotion card and its dialog share (issue 13 item 5): the period or "Long term", a JOIN target's
// progress, the action button the card's promotionApplication actor offers, and its problem line.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { promotionApplicationMachine } from '../../machines/promotions/promotion-application.machine.ts';
import { canAct, cardStatus, isBusy, promotionProblem } from '../../machines/promotions/promotion-application.selectors.ts';
import type { PromotionProblem } from '../../machines/promotions/promotion-application.types.ts';
import type { PromotionCard } from '../../../contract/promotions/promotions.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { useMoney } from '../kit/use-money.ts';
import css from './promotions-page.module.css';

export type PromotionMachine = typeof promotionApplicationMachine;
export type PromotionRef = ActorRefFrom<PromotionMachine>;

/** The problem codes the page words itself (promotions.errors.<code>); anything else shows the server's words. */
const TRANSLATED: ReadonlySet<string> = new Set([
  'promotion.not.found',
  'promotion.not.started',
  'promotion.closed',
  'promotion.not.joinable',
  'promotion.not.applicable',
  'promotion.already.joined',
  'promotion.already.applied',
  'promotion.remark.required',
  'promotion.remark.tooLong',
  'promotion.image.tooMany',
  'promotion.image.tooLarge',
  'promotion.image.invalid',
  'reward.not.found',
  'reward.already.claimed',
  'reward.expired',
  'member.trial',
  'login.not.session',
  'network.error',
]);

export function problemText(t: TFunction, problem: PromotionProblem): string {
  const text = TRANSLATED.has(problem.code) ? t(`promotions.errors.${problem.code}`) : (problem.message ?? t('promotions.errors.unknown'));
  return problem.fileName ? `${text} (${problem.fileName})` : text;
}

export function Period({ card }: { card: PromotionCard }) {
  const { t } = useTranslation();
  const memberTime = useMemberTime();
  const at = (iso: string) => memberTime(iso).slice(0, 16);
  return <p className={css.period}>{card.endTime ? t('promotions.period', { start: at(card.startTime), end: at(card.endTime) }) : t('promotions.longTerm')}</p>;
}

/** A joined JOIN promotion's valid bets so far against its target; a reward to claim, with its deadline. */
export function Progress({ card }: { card: PromotionCard }) {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  if (card.validBetSoFar !== null && card.validBetTarget !== null)
    return (
      <p className={css.progress}>
        <span>{t('promotions.progress', { played: money(card.validBetSoFar), target: money(card.validBetTarget) })}</span>
        <progress max={card.validBetTarget || 1} value={card.validBetSoFar} aria-label={t('promotions.progressLabel')} />
      </p>
    );
  if (card.claimBy) return <p className={css.progress}>{t('promotions.claimBy', { date: memberTime(card.claimBy).slice(0, 16) })}</p>;
  return null;
}

export function ActionButton({ actor }: { actor: PromotionRef }) {
  const { t } = useTranslation();
  const status = useSelector(actor, cardStatus);
  const live = useSelector(actor, canAct);
  const busy = useSelector(actor, isBusy);
  return (
    <button
      type="button"
      className={`btn ${live ? 'btn-primary' : ''} ${css.action}`}
      data-status={status}
      disabled={!live || busy}
      aria-busy={busy}
      onClick={() => actor.send({ type: 'promotion.act' })}
    >
      {busy && <span className="spinner-small" aria-hidden="true" />}
      {t(`promotions.status.${status}`)}
    </button>
  );
}

export function ProblemLine({ actor }: { actor: PromotionRef }) {
  const { t } = useTranslation();
  const problem = useSelector(actor, promotionProblem);
  if (!problem) return null;
  return (
    <p className={css.error} role="alert">
      {problemText(t, problem)}{' '}
      <button type="button" className={css.dismiss} onClick={() => actor.send({ type: 'promotion.dismissError' })} aria-label={t('common.close')}>
        ×
      </button>
    </p>
  );
}

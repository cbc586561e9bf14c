// The promotions page (issue 13 item 5; docs/product.md §2 /promotions, §4 statuses, §5 activity application): category
// tabs, a card per promotion with its period and the action its type and status offer, and a detail dialog with
// the promotion's text and the same action (the apply form opens there). Each card is driven by its own
// promotionApplication actor; the list (with the caller's statuses) is the server's, refreshed after every change.
import { Suspense, use, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import enPromotions from 'virtual:en-promotions';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { promotionsQuery } from '../../api/promotions.ts';
import { cardsOfTab, promotionTabs, type PromotionTab } from '../../domain/promotions.ts';
import { loginState, selectToken } from '../../machines/session.selectors.ts';
import type { promotionApplicationMachine } from '../../machines/promotion-application.machine.ts';
import {
  REMARK_MAX_LENGTH,
  canAct,
  cardStatus,
  chosenFiles,
  isBusy,
  isEditing,
  promotionProblem,
  remark,
  remarkUsed,
} from '../../machines/promotion-application.selectors.ts';
import type { CardState, PromotionProblem, Viewer } from '../../machines/promotion-application.types.ts';
import { APPLICATION_MAX_IMAGES, looksLikeImage } from '../../../contract/rules/promotion-application.ts';
import type { PromotionCard } from '../../../contract/promotions.ts';
import { useApi } from '../app-providers.tsx';
import { useSession, useSessionRef } from '../actors.ts';
import { useFlows } from '../flows-context.tsx';
import { useCdnSrc } from '../use-cdn-src.ts';
import { useMemberTime } from '../use-platform-time.ts';
import { useMoney } from '../member/use-money.ts';
import { Dialog } from '../components/dialog.tsx';
import { ErrorRetry } from '../components/error-retry.tsx';
import { showToast } from '../components/toast-store.ts';
import css from './promotions-page.module.css';

addEnglishStrings(enPromotions);

type Machine = typeof promotionApplicationMachine;
type Ref = ActorRefFrom<Machine>;

const SKELETONS = 6;

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

function problemText(t: TFunction, problem: PromotionProblem): string {
  const text = TRANSLATED.has(problem.code) ? t(`promotions.errors.${problem.code}`) : (problem.message ?? t('promotions.errors.unknown'));
  return problem.fileName ? `${text} (${problem.fileName})` : text;
}

const cardState = (c: PromotionCard): CardState => ({ id: c.id, type: c.type, status: c.status, rewardId: c.rewardId });

/** Who looks at the page, once the session knows (null while it is being restored). */
function useViewer(): Viewer | null {
  const state = useSession(loginState);
  if (state === 'pending') return null;
  return state === 'visitor' ? 'visitor' : state === 'trial' ? 'trial' : 'member';
}

/** Route /promotions (public). */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const token = useSession(selectToken);
  const query = useQuery({ ...promotionsQuery(useApi(), token), enabled: viewer !== null });
  const [tab, setTab] = useState<PromotionTab>('all');
  const tabs = promotionTabs(query.data?.categories ?? []);
  const shown = tabs.includes(tab) ? tab : 'all';
  const tabsId = useId();
  return (
    <section className={css.page} aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('promotions.title')}</h1>
      {query.data && viewer ? (
        <>
          <div role="tablist" aria-label={t('promotions.tabs')} className={css.tabs}>
            {tabs.map((key) => (
              <button
                key={key}
                id={`${tabsId}-${key}`}
                type="button"
                role="tab"
                aria-selected={key === shown}
                aria-controls={`${tabsId}-panel`}
                onClick={() => setTab(key)}
              >
                {t(`promotions.category.${key}`)}
              </button>
            ))}
          </div>
          <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${shown}`}>
            <Suspense fallback={<Skeletons />}>
              {/* A new viewer (a sign-in, a sign-out) starts every card's actor afresh. */}
              <CardGrid key={`${viewer}:${token ?? ''}`} cards={cardsOfTab(query.data.list, shown)} viewer={viewer} />
            </Suspense>
          </div>
        </>
      ) : query.isError ? (
        <ErrorRetry onRetry={() => void query.refetch()} />
      ) : (
        <Skeletons />
      )}
    </section>
  );
}

function Skeletons() {
  const { t } = useTranslation();
  return (
    <div className={css.grid} aria-busy="true" aria-label={t('promotions.loading')}>
      {Array.from({ length: SKELETONS }, (_, i) => (
        <div key={i} className={css.skeleton} />
      ))}
    </div>
  );
}

function CardGrid({ cards, viewer }: { cards: PromotionCard[]; viewer: Viewer }) {
  const { t } = useTranslation();
  // The first card waits for the flow's code (loaded with this page); the skeletons show meanwhile.
  const machine = use(useFlows().promotionApplication());
  if (cards.length === 0) return <p className={css.empty}>{t('promotions.empty')}</p>;
  return (
    <div className={css.grid}>
      {cards.map((card) => (
        <PromotionTile key={card.id} machine={machine} card={card} viewer={viewer} />
      ))}
    </div>
  );
}

/** What a change on the server means here: the list, the balance and the header's counts are old; the member is told. */
function useChangeEffects(actor: Ref) {
  const queryClient = useQueryClient();
  const session = useSessionRef();
  const money = useMoney();
  useEffect(() => {
    const sub = actor.on('promotion.changed', (event) => {
      void queryClient.invalidateQueries({ queryKey: ['promotions'] });
      if (event.change === 'claimed') {
        void queryClient.invalidateQueries({ queryKey: ['balance'] });
        showToast('promotions.toast.claimed', { amount: money(event.amount ?? 0) });
      } else showToast(`promotions.toast.${event.change}`);
      // The header's unclaimed count (and a message the review sent) come with the member info.
      session.send({ type: 'session.reload' });
    });
    return () => sub.unsubscribe();
  }, [actor, queryClient, session, money]);
}

function PromotionTile({ machine, card, viewer }: { machine: Machine; card: PromotionCard; viewer: Viewer }) {
  const { t } = useTranslation();
  const actor = useActorRef(machine, { input: { card: cardState(card), viewer } });
  const [open, setOpen] = useState(false);
  const editing = useSelector(actor, isEditing);
  const titleId = useId();
  const src = useCdnSrc(card.imageUrl);
  // The list is the truth: each new answer of it reaches the actor.
  const { id, type, status, rewardId } = card;
  useEffect(() => {
    actor.send({ type: 'promotion.sync', card: { id, type, status, rewardId } });
  }, [actor, id, type, status, rewardId]);
  useChangeEffects(actor);
  return (
    <article className={css.card} aria-labelledby={titleId} data-status={status}>
      {/* The picture opens the details too; the Details button is the way for a keyboard. */}
      <div className={css.picture} onClick={() => setOpen(true)}>
        <img src={src} alt="" width={800} height={400} loading="lazy" decoding="async" />
      </div>
      <div className={css.cardBody}>
        <span className={css.tag}>{t(`promotions.category.${card.category}`)}</span>
        <h2 id={titleId} className={css.cardTitle}>
          {card.title}
        </h2>
        <Period card={card} />
        <Progress card={card} />
        <div className={css.cardActions}>
          <button type="button" className="btn" onClick={() => setOpen(true)}>
            {t('promotions.details')}
          </button>
          <ActionButton actor={actor} />
        </div>
        {!open && !editing && <ProblemLine actor={actor} />}
      </div>
      {(open || editing) && (
        <PromotionDialog
          actor={actor}
          card={card}
          onClose={() => {
            if (editing) actor.send({ type: 'apply.cancel' });
            setOpen(false);
          }}
        />
      )}
    </article>
  );
}

function Period({ card }: { card: PromotionCard }) {
  const { t } = useTranslation();
  const memberTime = useMemberTime();
  const at = (iso: string) => memberTime(iso).slice(0, 16);
  return (
    <p className={css.period}>
      {card.endTime ? t('promotions.period', { start: at(card.startTime), end: at(card.endTime) }) : t('promotions.longTerm')}
    </p>
  );
}

/** A joined JOIN promotion's valid bets so far against its target; a reward to claim, with its deadline. */
function Progress({ card }: { card: PromotionCard }) {
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

function ActionButton({ actor }: { actor: Ref }) {
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

function ProblemLine({ actor }: { actor: Ref }) {
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

function PromotionDialog({ actor, card, onClose }: { actor: Ref; card: PromotionCard; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const editing = useSelector(actor, isEditing);
  const src = useCdnSrc(card.imageUrl);
  return (
    <Dialog title={card.title} onClose={onClose} wide>
      <div className={css.detail}>
        <img className={css.detailPicture} src={src} alt={card.title} width={800} height={400} decoding="async" />
        <dl className={css.facts}>
          <dt>{t('promotions.periodLabel')}</dt>
          <dd>
            <Period card={card} />
          </dd>
          {card.bonusAmount > 0 && (
            <>
              <dt>{t('promotions.bonus')}</dt>
              <dd data-testid="promotion-bonus">{money(card.bonusAmount)}</dd>
              <dt>{t('promotions.turnover')}</dt>
              <dd>{card.turnoverMultiple > 0 ? t('promotions.turnoverValue', { multiple: card.turnoverMultiple }) : t('promotions.noTurnover')}</dd>
            </>
          )}
          {card.validBetTarget !== null && (
            <>
              <dt>{t('promotions.target')}</dt>
              <dd>{t('promotions.targetValue', { amount: money(card.validBetTarget) })}</dd>
            </>
          )}
          {card.reviewNote && (
            <>
              <dt>{t('promotions.reviewNote')}</dt>
              <dd>{card.reviewNote}</dd>
            </>
          )}
        </dl>
        <Progress card={card} />
        {/* Sanitised by the server (server/domain/html.ts). */}
        <div className={css.content} dangerouslySetInnerHTML={{ __html: card.content }} />
        {editing ? (
          <ApplyForm actor={actor} title={card.title} />
        ) : (
          <>
            <div className={css.cardActions}>
              <ActionButton actor={actor} />
            </div>
            <ProblemLine actor={actor} />
          </>
        )}
      </div>
    </Dialog>
  );
}

/** Object URLs for the chosen images, released when the choice changes or the form closes. */
function usePreviews(files: readonly File[]): (string | null)[] {
  const [urls, setUrls] = useState<(string | null)[]>([]);
  useEffect(() => {
    const made = files.map((f) => (looksLikeImage(f) ? URL.createObjectURL(f) : null));
    setUrls(made);
    return () => made.forEach((u) => u && URL.revokeObjectURL(u));
  }, [files]);
  return urls;
}

function ApplyForm({ actor, title }: { actor: Ref; title: string }) {
  const { t } = useTranslation();
  const text = useSelector(actor, remark);
  const used = useSelector(actor, remarkUsed);
  const files = useSelector(actor, chosenFiles);
  const problem = useSelector(actor, promotionProblem);
  const busy = useSelector(actor, isBusy);
  const previews = usePreviews(files);
  const remarkId = useId();
  const countId = useId();
  const filesId = useId();
  const hintId = useId();
  const over = used > REMARK_MAX_LENGTH;
  return (
    <form
      className={css.form}
      aria-label={t('promotions.form.name', { title })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'apply.submit' });
      }}
    >
      <label htmlFor={remarkId}>{t('promotions.form.remark')}</label>
      <textarea
        id={remarkId}
        rows={3}
        value={text}
        aria-describedby={countId}
        aria-invalid={over || problem?.code.startsWith('promotion.remark.') ? true : undefined}
        onChange={(e) => actor.send({ type: 'apply.remark', remark: e.target.value })}
      />
      <p id={countId} className={css.count} data-over={over} aria-live="polite">
        {t('promotions.form.count', { used, max: REMARK_MAX_LENGTH })}
      </p>
      <label htmlFor={filesId}>{t('promotions.form.images')}</label>
      <input
        id={filesId}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-describedby={hintId}
        onChange={(e) => actor.send({ type: 'apply.files', files: [...(e.target.files ?? [])] })}
      />
      <p id={hintId} className={css.hint}>
        {t('promotions.form.imagesHint', { max: APPLICATION_MAX_IMAGES })}
      </p>
      {files.length > 0 && (
        <ul className={css.previews} aria-label={t('promotions.form.chosen')}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              {previews[i] ? <img src={previews[i]!} alt={t('promotions.form.preview', { name: file.name })} /> : <span className={css.noPreview}>{file.name}</span>}
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className={css.error} role="alert">
          {problemText(t, problem)}
        </p>
      )}
      <div className={css.cardActions}>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner-small" aria-hidden="true" />}
          {t('promotions.form.submit')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => actor.send({ type: 'apply.cancel' })}>
          {t('promotions.form.cancel')}
        </button>
      </div>
    </form>
  );
}

// The promotions page (issue 13 item 5; docs/product.md §2 /promotions, §4 statuses, §5 activity application): category
// tabs, a card per promotion with its period and the action its type and status offer, and a detail dialog with
// the promotion's text and the same action (the apply form opens there). Each card is driven by its own
// promotionApplication actor; the list (with the caller's statuses) is the server's, refreshed after every change.
import { Suspense, use, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import enPromotions from 'virtual:en-promotions';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { promotionsQuery } from '../../api/promotions/promotions.ts';
import { cardsOfTab, promotionTabs, type PromotionTab } from '../../domain/promotions.ts';
import { loginState, selectToken } from '../../machines/session/session.selectors.ts';
import { isEditing } from '../../machines/promotions/promotion-application.selectors.ts';
import type { CardState, Viewer } from '../../machines/promotions/promotion-application.types.ts';
import type { PromotionCard } from '../../../contract/promotions/promotions.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession, useSessionRef } from '../app/actors.ts';
import { useFlows, useFlowActor } from '../app/flows-context.tsx';
import { useCdnSrc } from '../kit/use-cdn-src.ts';
import { useMoney } from '../kit/use-money.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { showToast } from '../kit/toast-store.ts';
import { ActionButton, Period, ProblemLine, Progress, type PromotionMachine, type PromotionRef } from './promotion-card-parts.tsx';
import { PromotionDialog } from './promotion-dialog.tsx';
import css from './promotions-page.module.css';
import { onTabListKeyDown } from '../kit/tab-keys.ts';

addEnglishStrings(enPromotions);

type Machine = PromotionMachine;
type Ref = PromotionRef;

const SKELETONS = 6;

const cardState = (c: PromotionCard): CardState => ({ id: c.id, type: c.type, status: c.status, rewardId: c.rewardId });

/** Who looks at the page, once the session knows (null while it is being restored). */
function useViewer(): Viewer | null {
  const state = useSession(loginState);
  if (state === 'pending') return null;
  return state === 'visitor' ? 'visitor' : state === 'trial' ? 'trial' : 'member';
}

/** Route /promotions (public). */
export default function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const viewer = useViewer();
  const token = useSession(selectToken);
  const query = useQuery({ ...promotionsQuery(useApi(), token, i18n.language), enabled: viewer !== null });
  const [tab, setTab] = useState<PromotionTab>('all');
  const tabs = promotionTabs(query.data?.categories ?? []);
  const shown = tabs.includes(tab) ? tab : 'all';
  const tabsId = useId();
  return (
    <section className={css.page} aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('promotions.title')}</h1>
      {query.data && viewer ? (
        <>
          <div role="tablist" onKeyDown={onTabListKeyDown} aria-label={t('promotions.tabs')} className={css.tabs}>
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
    <div className={css.grid} role="progressbar" aria-busy="true" aria-label={t('promotions.loading')}>
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
  const actor = useFlowActor(machine, { input: { card: cardState(card), viewer } });
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

// A promotion's detail dialog (issue 13 item 5): its picture, facts, the sanitised text and its action, and the apply
// form (remark with a live count, up to 3 images with previews) that the card's actor opens there.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import {
  REMARK_MAX_LENGTH,
  chosenFiles,
  isBusy,
  isEditing,
  promotionProblem,
  remark,
  remarkUsed,
} from '../../machines/promotions/promotion-application.selectors.ts';
import { APPLICATION_MAX_IMAGES, looksLikeImage } from '../../../contract/rules/promotion-application.ts';
import type { PromotionCard } from '../../../contract/promotions/promotions.ts';
import { useCdnSrc } from '../kit/use-cdn-src.ts';
import { useMoney } from '../kit/use-money.ts';
import { Dialog } from '../kit/dialog.tsx';
import { ActionButton, Period, ProblemLine, Progress, problemText, type PromotionRef } from './promotion-card-parts.tsx';
import css from './promotions-page.module.css';

export function PromotionDialog({ actor, card, onClose }: { actor: PromotionRef; card: PromotionCard; onClose(): void }) {
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
        {/* Sanitised by the server (server/shared/html.ts). */}
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

function ApplyForm({ actor, title }: { actor: PromotionRef; title: string }) {
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
              {previews[i] ? (
                <img src={previews[i]!} alt={t('promotions.form.preview', { name: file.name })} />
              ) : (
                <span className={css.noPreview}>{file.name}</span>
              )}
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

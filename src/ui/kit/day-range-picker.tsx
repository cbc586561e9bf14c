// The lists' date picker (docs/product.md §9): two days typed or picked, and buttons for the previous and next 7 and 30
// days. A range that cannot be asked for says why and is not applied.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextDays, previousDays, rangeProblem, type DayRange } from '../../domain/day-range.ts';
import css from './centre.module.css';

export function DayRangePicker({ range, today, onChange }: { range: DayRange; today: string; onChange(range: DayRange): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // A range set by a button replaces what was typed.
  const [shown, setShown] = useState(range);
  if (shown !== range) {
    setShown(range);
    setDraft(range);
    setProblem(null);
  }
  const apply = (next: DayRange) => {
    const wrong = rangeProblem(next, today);
    setProblem(wrong);
    if (!wrong) onChange(next);
  };
  const step = (days: number) => {
    const next = days < 0 ? previousDays(range, -days) : nextDays(range, days, today);
    return next && (() => onChange(next));
  };
  return (
    <div className={css.filters} role="group" aria-label={t('records.days')}>
      <label htmlFor={`${id}-from`}>
        {t('records.from')}
        <input id={`${id}-from`} type="date" max={today} value={draft.startDate} onChange={(e) => setDraft({ ...draft, startDate: e.target.value })} />
      </label>
      <label htmlFor={`${id}-to`}>
        {t('records.to')}
        <input id={`${id}-to`} type="date" max={today} value={draft.endDate} onChange={(e) => setDraft({ ...draft, endDate: e.target.value })} />
      </label>
      <button type="button" className="btn" onClick={() => apply(draft)}>
        {t('records.apply')}
      </button>
      {[-7, 7, -30, 30].map((days) => {
        const go = step(days);
        return (
          <button key={days} type="button" className="btn" disabled={!go} onClick={go ?? undefined}>
            {t(days < 0 ? 'records.previousDays' : 'records.nextDays', { count: Math.abs(days) })}
          </button>
        );
      })}
      {problem && (
        <p className={css.error} role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}

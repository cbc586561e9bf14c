// The agent centre's date range (issue 14): today, yesterday, this week, last week and this month as buttons (the
// one in force pressed), and custom days with the member centre's picker.
import { useTranslation } from 'react-i18next';
import { presetOf, presetRange, RANGE_PRESETS } from '../../domain/agent-ranges.ts';
import type { DayRange } from '../../domain/day-range.ts';
import { DayRangePicker } from './day-range-picker.tsx';
import css from './centre.module.css';

export function AgentRangePicker({ range, today, onChange }: { range: DayRange; today: string; onChange(range: DayRange): void }) {
  const { t } = useTranslation();
  const current = presetOf(range, today);
  return (
    <>
      <div className={css.filters} role="group" aria-label={t('agentCentre.range.label')}>
        {RANGE_PRESETS.map((p) => (
          <button key={p} type="button" className="btn" aria-pressed={current === p} onClick={() => onChange(presetRange(p, today))}>
            {t(`agentCentre.range.${p}`)}
          </button>
        ))}
      </div>
      <DayRangePicker range={range} today={today} onChange={onChange} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import css from './centre.module.css';

/** The game types the records filter by (the server's list). */
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;

export function GameTypeFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <div className={css.filters}>
      <label>
        {t('records.gameType')}
        <select value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('deposit.allStatuses')}</option>
          {GAME_TYPES.map((g) => (
            <option key={g} value={g}>
              {t(`nav.types.${g}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

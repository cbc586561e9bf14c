// The home's jackpot band (docs/product.md §2 Home): the rolling jackpot with the merchant's currency symbol (51,101,996 to
// 51,273,838, 2 decimals), drawn once per visit, beside the jackpot counter widget.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRollingJackpot, rollingJackpotValue } from '../../domain/jackpot.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { selectCurrencySymbol } from '../../machines/system/system-status.selectors.ts';
import { useSystemStatus } from '../app/actors.ts';
import { JackpotCounter } from './jackpot-counter.tsx';
import { RollingNumber } from './rolling-number.tsx';
import css from './jackpot.module.css';

export function JackpotSection() {
  const { t } = useTranslation();
  const symbol = useSystemStatus(selectCurrencySymbol);
  const [value] = useState(() => rollingJackpotValue(Math.random));
  return (
    <section className={css.band} aria-labelledby="home-jackpot">
      <h2 id="home-jackpot" className={css.title}>
        {t('home.jackpot')}
      </h2>
      <p className={css.grand}>
        <RollingNumber text={formatRollingJackpot(value, symbol, intlLocale())} testId="jackpot-rolling" />
      </p>
      <JackpotCounter label={t('home.jackpotCounter')} />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { JackpotSection } from './jackpot-section.tsx';
import css from './hero.module.css';

/** The page's heading and claim, with the jackpot beneath them. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <div className={css.hero}>
      <div className={css.claim}>
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </div>
      <JackpotSection />
    </div>
  );
}

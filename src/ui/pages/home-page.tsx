import { useTranslation } from 'react-i18next';
import css from './pages.module.css';

const TILES = ['games', 'fast', 'secure', 'support'] as const;

/** Home: the hero and the four description tiles; banners, games and winners join with the catalogue (issue 4). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className={css.home}>
      <section className={css.hero}>
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      <section className={css.tiles} aria-label={t('home.whyUs')}>
        {TILES.map((tile) => (
          <article key={tile} className={css.tile}>
            <h2>{t(`home.tiles.${tile}.title`)}</h2>
            <p>{t(`home.tiles.${tile}.text`)}</p>
          </article>
        ))}
      </section>
    </div>
  );
}

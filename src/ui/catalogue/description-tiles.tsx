import { useTranslation } from 'react-i18next';
import css from './description-tiles.module.css';

const TILES = ['games', 'fast', 'secure', 'support'] as const;

/** The four description tiles (docs/product.md §2 Home). */
export function DescriptionTiles() {
  const { t } = useTranslation();
  return (
    <section className={css.tiles} aria-label={t('home.whyUs')}>
      {TILES.map((tile) => (
        <article key={tile} className={css.tile}>
          <h2>{t(`home.tiles.${tile}.title`)}</h2>
          <p>{t(`home.tiles.${tile}.text`)}</p>
        </article>
      ))}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../domain/paths.ts';
import css from './footer.module.css';

const HELP_TAGS = ['about', 'deposit', 'withdraw', 'rules', 'privacy', 'responsible', 'faq', 'contact'] as const;

/** Footer: the help list (each opens /help at its section) and the responsibility block. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={css.footer}>
      <nav aria-label={t('footer.help')}>
        <h2>{t('footer.help')}</h2>
        <ul>
          {HELP_TAGS.map((tag) => (
            <li key={tag}>
              <Link href={paths.help(tag)}>{t(`footer.helpItems.${tag}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section>
        <h2>{t('footer.responsibility')}</h2>
        <p>{t('footer.responsibilityText')}</p>
        <p className={css.badges}>
          <span>18+</span> <span>BVI</span> <span>MGA</span> <span>24/7</span>
        </p>
      </section>
      <p className={css.copy}>© 2026 playstate</p>
    </footer>
  );
}

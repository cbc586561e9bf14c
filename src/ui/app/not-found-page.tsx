import { useTranslation } from 'react-i18next';
import enNotFound from 'virtual:en-notFound';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { Link } from 'wouter';
import { paths } from '../../domain/paths.ts';
import css from '../kit/pages.module.css';

// Before the page renders: its strings come with its chunk, not the entry (src/i18n/english-parts.ts).
addEnglishStrings(enNotFound);

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={css.notFound}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href={paths.home()} className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </div>
  );
}

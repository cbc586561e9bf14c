import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../domain/paths.ts';
import css from '../kit/pages.module.css';

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

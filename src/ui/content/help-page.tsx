import { useTranslation } from 'react-i18next';
import { HelpSections } from './help-sections.tsx';
import css from '../kit/pages.module.css';

export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className={css.panel}>
      <h1>{t('help.title')}</h1>
      <HelpSections anchor={null} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths.ts';
import { LanguageSelect } from '../components/language-select.tsx';
import css from './layouts.module.css';

export function AgentLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={css.agent}>
      <header className={css.agentHeader}>
        <Link href={paths.home()} className={css.logo}>
          play<span>state</span>
        </Link>
        <span className={css.agentTitle}>{t('agent.title')}</span>
        <LanguageSelect />
      </header>
      <main className={css.agentContent} id="main">
        {children}
      </main>
    </div>
  );
}

// The agent layout (docs/product.md §2.2: /agent and /agentHome use a separate layout): the logo and a link back to
// the site, the platform's clock, the signed-in agent's name and logout, and the language.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths.ts';
import { LanguageSelect } from '../app/language-select.tsx';
import { Icon } from '../kit/icons.tsx';
import { AgentClock, AgentSessionBar } from './agent-session-bar.tsx';
import css from '../app/layouts.module.css';

export function AgentLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={css.agent}>
      <header className={css.agentHeader}>
        <Link href={paths.home()} className={css.logo}>
          play<span>state</span>
        </Link>
        <span className={css.agentTitle}>{t('agent.title')}</span>
        <Link href={paths.home()} className={css.agentHome}>
          <Icon name="home" size={16} /> {t('agent.backToSite')}
        </Link>
        <AgentClock />
        <AgentSessionBar />
        <LanguageSelect />
      </header>
      <main className={css.agentContent} id="main">
        {children}
      </main>
    </div>
  );
}

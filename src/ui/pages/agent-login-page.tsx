import { useTranslation } from 'react-i18next';
import css from './pages.module.css';

/** The agent login page: working hours and the programme's promise; the sign-in form joins with issue 3. */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <div className={css.agentIntro}>
      <h1>{t('agent.loginTitle')}</h1>
      <p className={css.lead}>{t('agent.promo')}</p>
      <p>{t('agent.hours')}</p>
    </div>
  );
}

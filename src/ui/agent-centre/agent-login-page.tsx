import { useTranslation } from 'react-i18next';
import { LoginForm } from '../session/login-form.tsx';
import css from '../kit/pages.module.css';

/** The agent login page: the programme's promise, working hours, and a sign-in form for agents only. */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <div className={css.agentIntro}>
      <h1>{t('agent.loginTitle')}</h1>
      <p className={css.lead}>{t('agent.promo')}</p>
      <p>{t('agent.hours')}</p>
      <section className={css.agentLogin} aria-label={t('agent.loginForm')}>
        <LoginForm origin="agentPage" />
      </section>
    </div>
  );
}

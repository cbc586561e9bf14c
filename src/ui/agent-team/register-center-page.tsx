// registerCenter (docs/product.md §2.11, issue 14): direct registration of a member or a sub-agent, and the agent's
// invitation links.
import { useTranslation } from 'react-i18next';
import { AgentLinks } from '../agent-centre/agent-links.tsx';
import { RegisterDownlineForm } from './register-downline-form.tsx';
import css from '../kit/centre.module.css';

export default function RegisterCenterPage() {
  const { t } = useTranslation();
  return (
    <section className={css.section} aria-labelledby="register-centre-title">
      <h2 id="register-centre-title">{t('agentCentre.pages.registerCenter')}</h2>
      <RegisterDownlineForm />
      <AgentLinks />
    </section>
  );
}

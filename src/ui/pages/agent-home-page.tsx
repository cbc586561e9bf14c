import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionRef } from '../actors.ts';
import { selectMember } from '../../machines/session.selectors.ts';
import { gmtOffset } from '../../domain/time.ts';
import css from './pages.module.css';

/** Agent centre header: GMT offset, a clock ticking each second, the agent's name, logout. */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const member = useSession(selectMember);
  const session = useSessionRef();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <div className={css.panel}>
      <div className={css.agentBar}>
        <span data-testid="agent-clock">
          {gmtOffset(now)} {now.toLocaleTimeString('en-GB')}
        </span>
        <strong>{member?.nickname || member?.account}</strong>
        <button type="button" className="btn" onClick={() => session.send({ type: 'session.logout' })}>
          {t('header.logout')}
        </button>
      </div>
      <h1>{t('agent.centreTitle')}</h1>
    </div>
  );
}

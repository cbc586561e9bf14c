import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionRef } from '../actors.ts';
import { selectMember } from '../../machines/session.selectors.ts';
import { clockTime, gmtOffset } from '../../domain/time.ts';
import { usePlatformOffset } from '../use-platform-time.ts';
import css from './pages.module.css';

/** Agent centre header: the platform's GMT offset, a clock in its zone ticking each second, the agent's name, logout. */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const member = useSession(selectMember);
  const session = useSessionRef();
  const offset = usePlatformOffset();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <div className={css.panel}>
      <div className={css.agentBar}>
        <span data-testid="agent-clock">
          {gmtOffset(offset)} {clockTime(now, offset)}
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

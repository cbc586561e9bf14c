// The agent layout's header line (docs/product.md §2.11 Agent pages): the platform's GMT offset and a clock in its zone
// ticking each second (whatever the browser's zone), and, for a signed-in agent, the nickname (or account) and
// logout, which asks first, as the site's header does.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/actors.ts';
import { loginState, selectMember } from '../../machines/session/session.selectors.ts';
import { clockTime, gmtOffset } from '../../domain/time.ts';
import { usePlatformOffset } from '../kit/use-platform-time.ts';
import { LogoutConfirm } from '../session/logout-confirm.tsx';
import { Icon } from '../kit/icons.tsx';
import css from '../app/layouts.module.css';

export function AgentClock() {
  const { t } = useTranslation();
  const offset = usePlatformOffset();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <span className={css.agentClock} role="timer" aria-label={t('agent.platformTime')}>
      <span data-testid="agent-clock">
        {gmtOffset(offset)} {clockTime(now, offset)}
      </span>
    </span>
  );
}

export function AgentSessionBar() {
  const { t } = useTranslation();
  const isAgent = useSession((s) => loginState(s) === 'agent');
  const member = useSession(selectMember);
  const [confirming, setConfirming] = useState(false);
  if (!isAgent || !member) return null;
  return (
    <>
      <span className={css.agentName} data-testid="agent-name">
        <Icon name="agent" size={16} /> {member.nickname || member.account}
      </span>
      <button type="button" className="btn" onClick={() => setConfirming(true)}>
        <Icon name="logout" size={16} /> {t('header.logout')}
      </button>
      {confirming && <LogoutConfirm onClose={() => setConfirming(false)} />}
    </>
  );
}

// The agent centre's shortcuts below its pages (docs/product.md §2.11, AGENT_CENTRE_SHORTCUTS): deposit, withdraw and
// platform messages (with the unread count) in the member centre, and the customer-service chat as the right bar
// opens it.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AGENT_CENTRE_SHORTCUTS, type AgentCentreShortcut } from '../../domain/agent-centre.ts';
import { paths } from '../../domain/paths.ts';
import { selectMember } from '../../machines/session/session.selectors.ts';
import { useSession } from '../app/actors.ts';
import { Icon, type IconName } from '../kit/icons.tsx';
import { useLiveChat } from '../content/use-live-chat.ts';
import menuCss from '../kit/centre.module.css';
import css from './agent-centre.module.css';

const ICONS: Record<AgentCentreShortcut, IconName> = { depositv2: 'wallet', withdraw: 'download', messageV2: 'chat', customerService: 'help' };

export function AgentShortcuts() {
  const { t } = useTranslation();
  const unread = useSession((s) => selectMember(s)?.unreadMessage ?? 0);
  const chat = useLiveChat();
  return (
    <div className={css.shortcutsBox}>
      <ul className={css.shortcuts} aria-label={t('agentCentre.shortcuts')}>
        {AGENT_CENTRE_SHORTCUTS.map((s) => (
          <li key={s}>
            {s === 'customerService' ? (
              <button type="button" className={css.shortcut} onClick={chat.open} disabled={chat.pending} aria-busy={chat.pending}>
                <Icon name={ICONS[s]} size={16} /> {t(`agentCentre.shortcut.${s}`)}
              </button>
            ) : (
              <Link href={paths.memberPage(s)} className={css.shortcut}>
                <Icon name={ICONS[s]} size={16} /> {t(`agentCentre.shortcut.${s}`)}
                {s === 'messageV2' && unread > 0 && (
                  <span className={menuCss.badge} data-testid="agent-unread-badge">
                    {unread > 99 ? '99+' : unread}
                    <span className="sr-only"> {t('agentCentre.unread', { count: unread })}</span>
                  </span>
                )}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

// The right bar (docs/product.md §2 Header): the customer-service entries FACEBOOK, TELEGRAM and LIVECHAT of the status
// answer, and the app download page. The live chat opens only for a signed-in player (visitors get the login popup).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../domain/paths.ts';
import { selectCustomerService } from '../../machines/system/system-status.selectors.ts';
import { useSystemStatus } from './actors.ts';
import { Icon, type IconName } from '../kit/icons.tsx';
import { useLiveChat } from '../content/use-live-chat.ts';
import css from './right-bar.module.css';

const ICONS: Record<string, IconName> = { FACEBOOK: 'facebook', TELEGRAM: 'telegram', LIVECHAT: 'chat' };

export function RightBar() {
  const { t } = useTranslation();
  const all = useSystemStatus(selectCustomerService);
  const entries = useMemo(() => all.filter((e) => e.csType in ICONS), [all]);
  return (
    <aside className={css.bar} aria-label={t('rightBar.label')}>
      <ul>
        {entries.map((e) => (
          <li key={`${e.csType}-${e.url}`}>
            {e.csType === 'LIVECHAT' ? (
              <LiveChat />
            ) : (
              <a className={css.item} href={e.url} target="_blank" rel="noopener noreferrer" title={e.title}>
                <Icon name={ICONS[e.csType] ?? 'chat'} size={20} />
                <span>{t(`rightBar.types.${e.csType}`)}</span>
              </a>
            )}
          </li>
        ))}
        <li>
          <Link className={css.item} href={paths.download()}>
            <Icon name="download" size={20} />
            <span>{t('rightBar.download')}</span>
          </Link>
        </li>
      </ul>
    </aside>
  );
}

function LiveChat() {
  const { t } = useTranslation();
  const chat = useLiveChat();
  return (
    <button type="button" className={css.item} onClick={chat.open} disabled={chat.pending} aria-busy={chat.pending}>
      <Icon name="chat" size={20} />
      <span>{t('rightBar.types.LIVECHAT')}</span>
    </button>
  );
}

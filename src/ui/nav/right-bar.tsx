// The right bar (docs/product.md §2 Header): the customer-service entries FACEBOOK, TELEGRAM and LIVECHAT of the status
// answer, and the app download page. The live chat opens only for a signed-in player (visitors get the login popup).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../domain/paths.ts';
import { chatRoomUrl } from '../../api/support.ts';
import { isSignedIn } from '../../machines/session.selectors.ts';
import { selectCustomerService } from '../../machines/system-status.selectors.ts';
import { useApi } from '../app-providers.tsx';
import { useModalsRef, useSession, useSystemStatus } from '../actors.ts';
import { Icon, type IconName } from '../components/icons.tsx';
import { showToast } from '../components/toast-store.ts';
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
  const api = useApi();
  const modals = useModalsRef();
  const signedIn = useSession(isSignedIn);
  const chat = useMutation({ mutationFn: () => chatRoomUrl(api) });
  const open = () => {
    if (!signedIn) return modals.send({ type: 'login.open' });
    // The tab opens inside the click, so popup blockers let it through; its address follows the server's answer.
    const tab = window.open('', '_blank');
    chat.mutate(undefined, {
      onSuccess: (url) => {
        const target = new URL(url, window.location.href).toString();
        if (!tab) return void window.open(target, '_blank', 'noopener');
        tab.opener = null;
        tab.location.href = target;
      },
      onError: () => {
        tab?.close();
        showToast('rightBar.chatFailed');
      },
    });
  };
  return (
    <button type="button" className={css.item} onClick={open} disabled={chat.isPending} aria-busy={chat.isPending}>
      <Icon name="chat" size={20} />
      <span>{t('rightBar.types.LIVECHAT')}</span>
    </button>
  );
}

// Opening the customer-service chat room (docs/product.md §2.5 Right bar; the agent centre's shortcut): signed-in
// accounts only (visitors get the login popup); the tab opens inside the click, so popup blockers let it through, and
// its address follows the server's answer (CBS_launchChat).
import { useMutation } from '@tanstack/react-query';
import { chatRoomUrl } from '../../api/content/support.ts';
import { isSignedIn } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useModalsRef, useSession } from '../app/actors.ts';
import { showToast } from '../kit/toast-store.ts';

export function useLiveChat(): { open(): void; pending: boolean } {
  const api = useApi();
  const modals = useModalsRef();
  const signedIn = useSession(isSignedIn);
  const chat = useMutation({ mutationFn: () => chatRoomUrl(api) });
  const open = () => {
    if (!signedIn) return void modals.send({ type: 'login.open' });
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
  return { open, pending: chat.isPending };
}

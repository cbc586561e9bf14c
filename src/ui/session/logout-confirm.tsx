// Sign out asks first (docs/product.md §2.5 Header: "Sign out asks first"), wherever it is offered: the site's user
// menu and the agent centre's bar.
import { useTranslation } from 'react-i18next';
import { useSessionRef } from '../app/actors.ts';
import { Dialog } from '../kit/dialog.tsx';

export function LogoutConfirm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const session = useSessionRef();
  return (
    <Dialog title={t('header.logout')} onClose={onClose}>
      <p>{t('header.logoutConfirm')}</p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => session.send({ type: 'session.logout' })}>
          {t('header.logout')}
        </button>
      </div>
    </Dialog>
  );
}

// Renders the modal the modals actor says is open: the dialog at once, its content (forms with their own flows,
// announcements, notices, help) from a lazy chunk.
import { useTranslation } from 'react-i18next';
import { useAnnouncementRef, useModals, useModalsRef } from './actors.ts';
import { AnnouncementList } from '../content/announcement-list.tsx';
import { Dialog } from '../kit/dialog.tsx';
import { LazyPage } from './lazy-page.tsx';
import type { ModalName } from '../../machines/app/modals.types.ts';

const titles: Record<ModalName, string> = {
  login: 'modals.login',
  register: 'modals.register',
  forgetPass: 'modals.forgetPass',
  changePass: 'modals.changePass',
  help: 'modals.help',
  noticeModal: 'modals.notice',
  publicModal: 'modals.announcement',
};

const modalBody = () => import('./modal-body.tsx');

export function ModalHost() {
  const { t } = useTranslation();
  const modals = useModalsRef();
  const announcements = useAnnouncementRef();
  const open = useModals((s) => (s.matches('closed') || s.matches('closing') ? null : (s.value as ModalName)));
  const forcedPassword = useModals((s) => s.context.forcedPassword);
  if (!open) return null;
  // The announcement popup closes through its own actor, which remembers that this audience closed it.
  const close = () => (open === 'publicModal' ? announcements.send({ type: 'announcement.close' }) : modals.send({ type: 'modal.close' }));
  return (
    <Dialog
      key={open}
      title={t(titles[open])}
      onClose={close}
      wide={open === 'help' || open === 'noticeModal'}
      closable={!(open === 'changePass' && forcedPassword !== null)}
    >
      {/* The announcement opens by itself as the page loads: drawn at once, so the dialog does not grow later. */}
      {open === 'publicModal' ? <AnnouncementList /> : <LazyPage load={modalBody} />}
    </Dialog>
  );
}

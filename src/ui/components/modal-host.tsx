// Renders the modal the modals actor says is open. The forms inside arrive with their own flows (issue 3:
// login, register, passwords, announcements and notices).
import { useTranslation } from 'react-i18next';
import { useAnnouncementRef, useModals, useModalsRef } from '../actors.ts';
import { AnnouncementList } from './announcement-list.tsx';
import { Dialog } from './dialog.tsx';
import { HelpSections } from './help-sections.tsx';
import { NoticeList } from './notice-list.tsx';
import { LoginForm } from '../auth/login-form.tsx';
import { ChangePasswordForm } from '../auth/change-password-form.tsx';
import { RegisterForm } from '../auth/register-form.tsx';
import { ForgotPasswordForm } from '../auth/forgot-password-form.tsx';
import type { ModalName } from '../../machines/modals.types.ts';

const titles: Record<ModalName, string> = {
  login: 'modals.login',
  register: 'modals.register',
  forgetPass: 'modals.forgetPass',
  changePass: 'modals.changePass',
  help: 'modals.help',
  noticeModal: 'modals.notice',
  publicModal: 'modals.announcement',
};

export function ModalHost() {
  const { t } = useTranslation();
  const modals = useModalsRef();
  const announcements = useAnnouncementRef();
  const open = useModals((s) => (s.matches('closed') || s.matches('closing') ? null : (s.value as ModalName)));
  const anchor = useModals((s) => s.context.helpAnchor);
  const forcedPassword = useModals((s) => s.context.forcedPassword);
  if (!open) return null;
  // The announcement popup closes through its own actor, which remembers that this audience closed it.
  const close = () => (open === 'publicModal' ? announcements.send({ type: 'announcement.close' }) : modals.send({ type: 'modal.close' }));
  return (
    <Dialog key={open} title={t(titles[open])} onClose={close} wide={open === 'help' || open === 'noticeModal'} closable={!(open === 'changePass' && forcedPassword !== null)}>
      {open === 'help' ? (
        <HelpSections anchor={anchor} />
      ) : open === 'login' ? (
        <LoginForm origin="popup" />
      ) : open === 'forgetPass' ? (
        <ForgotPasswordForm />
      ) : open === 'register' ? (
        <RegisterForm />
      ) : open === 'publicModal' ? (
        <AnnouncementList />
      ) : open === 'changePass' ? (
        <ChangePasswordForm knownOldPassword={forcedPassword} />
      ) : (
        <NoticeList />
      )}
    </Dialog>
  );
}

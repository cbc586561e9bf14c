// What the open modal shows. A chunk of its own, loaded when a modal first opens: the forms are not needed to
// draw the first page (docs/architecture.md §8 home budget).
import { useModals } from './actors.ts';
import { HelpSections } from '../content/help-sections.tsx';
import { NoticeList } from '../content/notice-list.tsx';
import { LoginForm } from '../session/login-form.tsx';
import { ChangePasswordForm } from '../session/change-password-form.tsx';
import { RegisterForm } from '../registration/register-form.tsx';
import { ForgotPasswordForm } from '../session/forgot-password-form.tsx';
import enAuth from 'virtual:en-auth';
import { addEnglishStrings } from '../../i18n/i18n.ts';

// The registration and password forms' strings come with this chunk, not with the entry (english-parts.ts).
addEnglishStrings(enAuth);

export default function ModalBody() {
  const open = useModals((s) => s.value);
  const anchor = useModals((s) => s.context.helpAnchor);
  const forcedPassword = useModals((s) => s.context.forcedPassword);
  switch (open) {
    case 'help':
      return <HelpSections anchor={anchor} />;
    case 'login':
      return <LoginForm origin="popup" />;
    case 'forgetPass':
      return <ForgotPasswordForm />;
    case 'register':
      return <RegisterForm />;
    case 'changePass':
      return <ChangePasswordForm knownOldPassword={forcedPassword} />;
    case 'noticeModal':
      return <NoticeList />;
    default:
      return null;
  }
}

// The send-code button (docs/product.md §4, §8): disabled while sending and while it counts down; a failed send warns in a
// dialog. Every form with a code uses it: sign-in, registration, reset and the security centre's bindings.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { smsCountdownMachine } from '../../machines/session/sms-countdown.machine.ts';
import { Dialog } from '../kit/dialog.tsx';
import css from '../kit/form-parts.module.css';

export function SendCodeButton({ sms, onSend }: { sms: ActorRefFrom<typeof smsCountdownMachine>; onSend: () => void }) {
  const { t } = useTranslation();
  const busy = useSelector(sms, (s) => s.hasTag('ui:busy'));
  const remaining = useSelector(sms, (s) => (s.hasTag('ui:counting') ? s.context.remaining : 0));
  const error = useSelector(sms, (s) => s.context.error);
  const dismiss = () => sms.send({ type: 'sms.dismiss' });
  return (
    <div className={css.sendCode}>
      <button type="button" className="btn" disabled={busy} onClick={onSend}>
        {remaining > 0 ? t('login.resendIn', { seconds: remaining }) : t('login.sendCode')}
      </button>
      {error && (
        <Dialog title={t('login.sendFailed')} onClose={dismiss}>
          <p role="alert">{t(error)}</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-primary" onClick={dismiss}>
              {t('common.ok')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

// The verification code beside its send button (docs/product.md §4: the button counts down and stays disabled meanwhile).
import type { ActorRefFrom } from 'xstate';
import type { smsCountdownMachine } from '../../machines/session/sms-countdown.machine.ts';
import { SendCodeButton } from '../session/send-code-button.tsx';
import css from '../kit/centre.module.css';

export function CodeRow({
  id,
  label,
  value,
  onChange,
  sms,
  onSend,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  sms: ActorRefFrom<typeof smsCountdownMachine>;
  onSend: () => void;
}) {
  return (
    <div className={css.field}>
      <label htmlFor={id}>{label}</label>
      <div className={css.codeRow}>
        <input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={10} value={value} onChange={(e) => onChange(e.target.value)} />
        <SendCodeButton sms={sms} onSend={onSend} />
      </div>
    </div>
  );
}

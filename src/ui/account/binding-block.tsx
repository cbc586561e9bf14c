// A contact the member binds with a code (mobile number, email): what is bound (masked) and the way to bind or
// replace it. The form shows at once when nothing is bound, else behind a "change" button; the success line
// lives here because the form closes on success.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../kit/form-parts.tsx';
import { FormProblem, FormStatus } from '../kit/form-messages.tsx';
import type { FormMutation } from '../kit/use-form-mutation.ts';
import { useSessionRef } from '../app/actors.ts';
import css from '../kit/centre.module.css';

export interface BindingFormProps {
  onBound: () => void;
  /** Null when there is nothing to go back to (nothing bound yet). */
  onCancel: (() => void) | null;
}

/** The end of a bind form: its refusal, the bind button, and Cancel when there is something to go back to. */
export function BindFormEnd({ bind, onCancel }: { bind: FormMutation<never>; onCancel: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <>
      <FormProblem problem={bind.problem} />
      <div className={css.actions}>
        <SubmitButton busy={bind.pending}>{t('security.bindSubmit')}</SubmitButton>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </>
  );
}

export function BindingBlock({
  title,
  bound,
  none,
  changeLabel,
  boundStatus,
  testId,
  form,
}: {
  title: string;
  /** The masked value, or null when nothing is bound. */
  bound: string | null;
  none: string;
  changeLabel: string;
  boundStatus: string;
  testId: string;
  form: (props: BindingFormProps) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [justBound, setJustBound] = useState(false);
  const session = useSessionRef();
  const open = bound === null || opened;
  return (
    <div className={css.block}>
      <h3>{title}</h3>
      <p data-testid={testId} className={bound ? css.bound : css.muted}>
        {bound ?? none}
      </p>
      <FormStatus>{justBound ? boundStatus : null}</FormStatus>
      {open ? (
        form({
          onBound: () => {
            setJustBound(true);
            setOpened(false);
            // A bound contact may unlock a newbie reward: the header's count follows.
            session.send({ type: 'session.reload' });
          },
          onCancel: bound === null ? null : () => setOpened(false),
        })
      ) : (
        <div className={css.actions}>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setJustBound(false);
              setOpened(true);
            }}
          >
            {changeLabel}
          </button>
        </div>
      )}
    </div>
  );
}

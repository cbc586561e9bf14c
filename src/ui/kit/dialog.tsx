// A real dialog: the native <dialog> shown modally makes the page behind inert and moves focus in; focus
// returns to where it was on close. Escape closes it unless the caller forbids closing.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { raiseToasts } from './toast-store.ts';
import css from './dialog.module.css';

export function Dialog({
  title,
  onClose,
  children,
  closable = true,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  closable?: boolean;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Unique per dialog: a warning may open over another dialog, and each must be named by its own title.
  const titleId = useId();
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = ref.current!;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // A message shown just before stays readable above the dialog.
    raiseToasts();
    return () => {
      dialog.close();
      previous?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`${css.dialog} ${wide ? css.wide : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (closable) onClose();
      }}
    >
      <header className={css.head}>
        <h2 id={titleId}>{title}</h2>
        {closable && (
          <button type="button" className={css.close} onClick={onClose} aria-label={t('common.close')}>
            ×
          </button>
        )}
      </header>
      {/* A wide dialog scrolls long text: its body takes focus so a keyboard can scroll it. */}
      <div className={css.body} tabIndex={wide ? 0 : undefined}>
        {children}
      </div>
    </dialog>
  );
}

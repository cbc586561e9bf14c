import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, toastStore } from './toast-store.ts';
import css from './toasts.module.css';

/**
 * The toasts sit in the top layer (a manual popover) and are raised again whenever a dialog opens, so a message
 * is never hidden behind a modal dialog's backdrop: "Please Register An Account First" used to vanish under the
 * announcement that opens after a free-play sign-in (issue 12).
 */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot);
  const raised = useSyncExternalStore(toastStore.subscribe, toastStore.raised);
  const layer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = layer.current;
    if (!el?.showPopover) return;
    if (el.matches(':popover-open')) el.hidePopover();
    // Showing again puts it above whatever entered the top layer since.
    if (toasts.length > 0) el.showPopover();
  }, [toasts, raised]);
  return (
    <div role="status" aria-live="polite">
      <div ref={layer} popover="manual" className={css.stack}>
        {toasts.map((toast) => (
          <button key={toast.id} type="button" className={css.toast} onClick={() => dismissToast(toast.id)}>
            {t(toast.key, toast.values)}
          </button>
        ))}
      </div>
    </div>
  );
}

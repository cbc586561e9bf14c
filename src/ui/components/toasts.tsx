import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, toastStore } from './toast-store.ts';
import css from './toasts.module.css';

export function Toasts() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot);
  return (
    <div className={css.stack} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <button key={toast.id} type="button" className={css.toast} onClick={() => dismissToast(toast.id)}>
          {t(toast.key, toast.values)}
        </button>
      ))}
    </div>
  );
}

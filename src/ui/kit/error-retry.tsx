import { useTranslation } from 'react-i18next';

export function ErrorRetry({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="error-retry">
      <p>{message ?? t('errors.network')}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

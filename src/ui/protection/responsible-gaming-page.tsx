// responsibleGaming (issue 16 §5, the member centre): deposit limits, the session reminder, and time-outs and
// self-exclusion. Only a signed-in member reaches it (the member centre's guard sends visitors to sign in).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { protectionQuery } from '../../api/protection/protection.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { DepositLimits } from './deposit-limits.tsx';
import { Breaks, ReminderSetting } from './breaks.tsx';
import css from './protection.module.css';

export default function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const settings = useQuery(protectionQuery(api, token));
  return (
    <div className={css.page}>
      <h2 className={css.title}>{t('protection.title')}</h2>
      <p>{t('protection.intro')}</p>
      {settings.isPending && <p role="status">{t('common.loading')}</p>}
      {settings.isError && <p role="alert">{t('errors.network')}</p>}
      {settings.data && (
        <>
          <DepositLimits limits={settings.data.limits} />
          <ReminderSetting minutes={settings.data.reminderMinutes} />
          <Breaks exclusion={settings.data.exclusion} />
        </>
      )}
    </div>
  );
}

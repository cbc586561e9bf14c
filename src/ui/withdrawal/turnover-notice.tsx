// The bonus turnover a withdrawal waits for (docs/economy.md §turnover), shown on the withdraw page before the member
// asks: how much is still to play in valid bets, how much was played, and where to play it.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { turnoverStatusQuery } from '../../api/rewards/rewards.ts';
import { paths } from '../../domain/paths.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { useMoney } from '../kit/use-money.ts';
import rc from '../rewards/reward-center.module.css';

export function TurnoverNotice() {
  const { t } = useTranslation();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const status = useQuery(turnoverStatusQuery(useApi(), token));
  if (!status.data || status.data.remaining <= 0) return null;
  const s = status.data;
  return (
    <div className={rc.turnover} data-testid="turnover-notice">
      <p>
        <strong>{t('turnover.title')}</strong> {t('turnover.pending', { remaining: money(s.remaining) })}
      </p>
      <p>{t('turnover.progress', { played: money(s.played), required: money(s.required) })}</p>
      <p>
        <Link href={paths.gameListCenter()}>{t('turnover.play')}</Link>
      </p>
    </div>
  );
}

// The income overview (issue 15): the four streams credited today, yesterday and in the last 7 days, each with its
// amount and the invitees it came from. The invitation bonus is in points, the others in money.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { incomeOverviewQuery } from '../../api/referral/referral.ts';
import type { IncomeOverview, ReferralStream } from '../../../contract/referral/referral.ts';
import { STREAMS } from './lists.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ListStates } from '../kit/list-states.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

const WINDOWS = ['today', 'yesterday', 'range'] as const;

export function IncomeOverviewTable() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const overview = useQuery(incomeOverviewQuery(api, token));
  return (
    <section className={css.section} aria-labelledby="referral-income-title" aria-busy={overview.isFetching}>
      <h2 id="referral-income-title">{t('referral.income.title')}</h2>
      <ListStates<IncomeOverview> query={overview} isEmpty={() => false} empty="">
        {(data) => <Table data={data} />}
      </ListStates>
    </section>
  );
}

function Table({ data }: { data: IncomeOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amount = (stream: ReferralStream, n: number) => (stream === 'invitation' ? t('referral.points', { n }) : money(n));
  return (
    <table className={css.table} data-testid="referral-overview">
      <thead>
        <tr>
          <th scope="col">{t('referral.income.stream')}</th>
          {WINDOWS.map((w) => (
            <th key={w} scope="col" className={css.num}>
              {t(`referral.income.${w}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {STREAMS.map((s) => (
          <tr key={s} data-testid={`overview-${s}`}>
            <th scope="row">{t(`referral.streams.${s}`)}</th>
            {WINDOWS.map((w) => (
              <td key={w} className={css.num}>
                {amount(s, data[w][s].amount)}
                <br />
                <small className={css.muted}>{t('referral.income.members', { count: data[w][s].memberCount })}</small>
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row">{t('referral.income.totalMoney')}</th>
          {WINDOWS.map((w) => (
            <td key={w} className={css.num} data-testid={`overview-total-${w}`}>
              {money(data[w].totalMoney)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

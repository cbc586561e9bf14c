// agentTeamOverview (docs/product.md §2.11, issue 14): the team's figures over a day range (today first) as cards,
// the active-member rule and the sign of win/loss said beside their figures, and the daily series as two charts (user
// counts; amounts) with their numbers as tables for screen readers and anyone who prefers them.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teamOverviewQuery } from '../../api/agent-centre/agent-centre.ts';
import type { TeamOverview, TeamOverviewDay } from '../../../contract/agent-centre/agent-centre.ts';
import { presetRange } from '../../domain/agent-ranges.ts';
import { todayOf } from '../../domain/day-range.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { usePlatformOffset } from '../kit/use-platform-time.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { AgentRangePicker } from '../kit/agent-range-picker.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { useMoney, useSignedMoney } from '../kit/use-money.ts';
import { OverviewChart, type ChartLine } from './overview-chart.tsx';
import memberCss from '../kit/centre.module.css';
import css from './team-overview.module.css';
import { intlLocale } from '../../i18n/i18n.ts';

type DayKey = Exclude<keyof TeamOverviewDay, 'date'>;
const COUNTS: DayKey[] = ['registrations', 'firstDeposits', 'activeMembers'];
const AMOUNTS: DayKey[] = ['deposits', 'withdrawals', 'promotions', 'validBet', 'winLoss'];
/** The theme's accents (src/ui/kit/theme.css), one per line; the canvas cannot read custom properties per series. */
const STROKES = ['#8b5cf6', '#22d3ee', '#fbbf24', '#34d399', '#f87171'];

export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const offset = usePlatformOffset();
  // The members' today by the server's clock, not the device's (a demo server's clock may have moved on).
  const [today] = useState(() => todayOf(api.serverNow(), offset));
  const [range, setRange] = useState(() => presetRange('today', today));
  const overview = useQuery({ ...teamOverviewQuery(api, token, range), placeholderData: keepPreviousData });
  return (
    <section className={memberCss.section} aria-labelledby="team-overview-title" aria-busy={overview.isFetching}>
      <h2 id="team-overview-title">{t('agentCentre.pages.agentTeamOverview')}</h2>
      <AgentRangePicker range={range} today={today} onChange={setRange} />
      <ListStates<TeamOverview> query={overview} isEmpty={() => false} empty="">
        {(data) => <Overview data={data} />}
      </ListStates>
    </section>
  );
}

function Overview({ data }: { data: TeamOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const signed = useSignedMoney();
  const count = (n: number) => n.toLocaleString(intlLocale());
  const figure = (key: keyof TeamOverview, value: string, note?: string) => (
    <div className={css.card} data-testid={`figure-${key}`}>
      <dt>{t(`agentCentre.overview.${key}`)}</dt>
      <dd className={css.value}>{value}</dd>
      {note && <dd className={css.note}>{note}</dd>}
    </div>
  );
  return (
    <>
      <h3>{t('agentCentre.overview.teamNow')}</h3>
      <dl className={css.cards}>
        {figure('teamSize', count(data.teamSize))}
        {figure('directAgents', count(data.directAgents))}
        {figure('directPlayers', count(data.directPlayers))}
        {figure('teamBalance', money(data.teamBalance))}
      </dl>
      <h3>{t('agentCentre.overview.inRange', { start: data.startDate, end: data.endDate })}</h3>
      <dl className={css.cards}>
        {figure('registrations', count(data.registrations))}
        {figure('firstDeposits', count(data.firstDeposits))}
        {figure('activeMembers', count(data.activeMembers), t('agentCentre.overview.activeRule', { amount: money(data.activeMinValidBet) }))}
        {figure('deposits', money(data.deposits))}
        {figure('withdrawals', money(data.withdrawals))}
        {figure('promotions', money(data.promotions))}
        {figure('validBet', money(data.validBet))}
        {figure('winLoss', signed(data.winLoss), t('agentCentre.overview.winLossSign'))}
      </dl>
      <Charts data={data} />
    </>
  );
}

function Charts({ data }: { data: TeamOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = (n: number) => n.toLocaleString(intlLocale());
  const dates = useMemo(() => data.series.map((d) => d.date), [data.series]);
  const linesOf = (keys: DayKey[]): ChartLine[] =>
    keys.map((k, i) => ({ label: t(`agentCentre.overview.${k}`), values: data.series.map((d) => d[k]), stroke: STROKES[i % STROKES.length]! }));
  const counts = useMemo(() => linesOf(COUNTS), [data.series, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const amounts = useMemo(() => linesOf(AMOUNTS), [data.series, t]); // eslint-disable-line react-hooks/exhaustive-deps
  /** What a sighted reader takes from the chart: each line's highest day. */
  const summary = (title: string, lines: ChartLine[], format: (v: number) => string) =>
    t('agentCentre.overview.chartSummary', {
      title,
      start: data.startDate,
      end: data.endDate,
      lines: lines
        .map((l) => {
          const max = Math.max(...l.values);
          return t('agentCentre.overview.chartLine', { label: l.label, max: format(max), day: dates[l.values.indexOf(max)] ?? '' });
        })
        .join('; '),
    });
  const countsTitle = t('agentCentre.overview.countsChart');
  const amountsTitle = t('agentCentre.overview.amountsChart');
  return (
    <div className={css.charts}>
      <OverviewChart
        title={countsTitle}
        dayLabel={t('agentCentre.overview.date')}
        dates={dates}
        lines={counts}
        format={count}
        summary={summary(countsTitle, counts, count)}
      />
      <SeriesTable caption={countsTitle} dates={dates} lines={counts} format={count} />
      <OverviewChart
        title={amountsTitle}
        dayLabel={t('agentCentre.overview.date')}
        dates={dates}
        lines={amounts}
        format={money}
        summary={summary(amountsTitle, amounts, money)}
      />
      <SeriesTable caption={amountsTitle} dates={dates} lines={amounts} format={money} />
    </div>
  );
}

function SeriesTable({ caption, dates, lines, format }: { caption: string; dates: string[]; lines: ChartLine[]; format(v: number): string }) {
  const { t } = useTranslation();
  return (
    <details className={css.numbers}>
      <summary>{t('agentCentre.overview.showNumbers', { title: caption })}</summary>
      <table className={memberCss.table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agentCentre.overview.date')}</th>
            {lines.map((l) => (
              <th key={l.label} scope="col" className={memberCss.num}>
                {l.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((d, i) => (
            <tr key={d}>
              <th scope="row">{d}</th>
              {lines.map((l) => (
                <td key={l.label} className={memberCss.num}>
                  {format(l.values[i] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

// missionLeaderboard (docs/product.md §2, issue 15): the missions, ongoing or finished, each with its countdown and
// the member's completed milestones; the chosen one's milestones (progress bars, claims), its leaderboard (podium,
// masked names, own row) and its rules in a dialog. The server decides every state (its clock, not the browser's).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MissionSummary } from '../../../contract/missions/missions.ts';
import { missionSummaryQuery, type MissionStatus } from '../../api/missions/missions.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { ListStates } from '../kit/list-states.tsx';
import { MissionDetail } from './mission-detail.tsx';
import { formatCountdown, useCountdown } from './mission-format.ts';
import mc from '../kit/centre.module.css';
import css from './missions.module.css';
import { onTabListKeyDown } from '../kit/tab-keys.ts';

const TABS: readonly MissionStatus[] = ['O', 'F'];

export default function MissionsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const [status, setStatus] = useState<MissionStatus>('O');
  const [chosen, setChosen] = useState<number | null>(null);
  const list = useQuery(missionSummaryQuery(api, token, status));
  const tabsId = useId();
  const missions = list.data?.content ?? [];
  const current = missions.find((m) => m.missionId === chosen) ?? missions[0] ?? null;
  return (
    <>
      <section className={mc.section} aria-labelledby="missions-title" aria-busy={list.isFetching}>
        <h2 id="missions-title">{t('missions.title')}</h2>
        <div role="tablist" onKeyDown={onTabListKeyDown} aria-label={t('missions.tabs')} className={css.tabs}>
          {TABS.map((key) => (
            <button
              key={key}
              id={`${tabsId}-${key}`}
              type="button"
              role="tab"
              aria-selected={key === status}
              aria-controls={`${tabsId}-panel`}
              onClick={() => {
                setStatus(key);
                setChosen(null);
              }}
            >
              {t(key === 'O' ? 'missions.ongoing' : 'missions.finished')}
            </button>
          ))}
        </div>
        <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${status}`}>
          <ListStates query={list} isEmpty={(d) => d.content.length === 0} empty={t(status === 'O' ? 'missions.emptyOngoing' : 'missions.emptyFinished')}>
            {(data) => (
              <ul className={css.missions} aria-label={t('missions.list')}>
                {data.content.map((m) => (
                  <MissionCard
                    key={m.missionId}
                    mission={m}
                    serverTime={data.serverTime}
                    readAt={list.dataUpdatedAt}
                    selected={m.missionId === current?.missionId}
                    onChoose={() => setChosen(m.missionId)}
                  />
                ))}
              </ul>
            )}
          </ListStates>
        </div>
      </section>
      {current && <MissionDetail key={current.missionId} summary={current} />}
    </>
  );
}

function MissionCard({
  mission: m,
  serverTime,
  readAt,
  selected,
  onChoose,
}: {
  mission: MissionSummary;
  serverTime: string;
  readAt: number;
  selected: boolean;
  onChoose(): void;
}) {
  const { t } = useTranslation();
  const memberTime = useMemberTime();
  const left = useCountdown(m.endTime, serverTime, readAt);
  const ended = Date.parse(m.endTime) <= Date.parse(serverTime);
  // At the end the server moves it to the finished ones: ask it again.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (left === 0 && !ended) void queryClient.invalidateQueries({ queryKey: ['missionSummary'] });
  }, [left, ended, queryClient]);
  return (
    <li className={css.missionCard} data-selected={selected} data-testid="mission">
      <button type="button" className={css.missionPick} aria-pressed={selected} onClick={onChoose}>
        <span className={css.missionTitle}>{m.title}</span>
        <span className={css.meta}>
          {ended ? (
            t('missions.endedAt', { time: memberTime(m.endTime) })
          ) : (
            <span data-testid="countdown">{t('missions.endsIn', { time: formatCountdown(left, t) })}</span>
          )}
        </span>
        <span className={css.meta}>{t('missions.completed', { done: m.totalCompleted, total: m.totalMilestones })}</span>
        {m.claimStatus !== 'none' && (
          <span className={css.tag} data-state={m.claimStatus}>
            {m.claimStatus === 'claimable' ? t('missions.toClaim', { n: m.claimable }) : t(`missions.state.${m.claimStatus}`)}
          </span>
        )}
      </button>
    </li>
  );
}

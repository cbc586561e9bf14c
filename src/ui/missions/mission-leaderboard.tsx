// A mission's leaderboard: a podium for the top three, the ranks of the page in a table with masked names and the
// prize each rank wins, the member's own row under it, and once the mission has paid, the member's prize to claim.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeaderboardRow, MissionLeaderboard as Board } from '../../../contract/missions/missions.ts';
import { claimLeaderboardPrize, missionLeaderboardQuery } from '../../api/missions/missions.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { ListStates } from '../kit/list-states.tsx';
import { useMoney } from '../kit/use-money.ts';
import { ClaimLine } from './claim-line.tsx';
import { useMeasureValue } from './mission-format.ts';
import { useMissionClaim } from './use-mission-claim.ts';
import mc from '../kit/centre.module.css';
import css from './missions.module.css';

export function MissionLeaderboard({ missionId }: { missionId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken);
  const id = useId();
  const [pageNum, setPageNum] = useState(1);
  const board = useQuery({ ...missionLeaderboardQuery(api, token, missionId, pageNum), placeholderData: keepPreviousData });
  const prize = useMissionClaim(() => claimLeaderboardPrize(api, missionId));
  return (
    <section className={mc.section} aria-labelledby={id} aria-busy={board.isFetching}>
      <h2 id={id}>{t('missions.leaderboard')}</h2>
      <ListStates query={board} isEmpty={(d) => d.total === 0 && !d.footer} empty={t('missions.noRanks')}>
        {(data) => (
          <>
            {pageNum === 1 && <Podium rows={data.content.slice(0, 3)} board={data} />}
            <Ranks board={data} />
            <div className={mc.pager}>
              <button type="button" className="btn btn-secondary" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
                {t('missions.previous')}
              </button>
              <span>{t('missions.page', { n: data.pageNum, total: Math.max(1, data.totalPages) })}</span>
              <button type="button" className="btn btn-secondary" disabled={pageNum >= data.totalPages} onClick={() => setPageNum(pageNum + 1)}>
                {t('missions.next')}
              </button>
            </div>
            <MyPrize board={data} pending={prize.pending} onClaim={() => prize.claim(undefined)} />
          </>
        )}
      </ListStates>
      <ClaimLine outcome={prize.outcome} />
    </section>
  );
}

function Podium({ rows, board }: { rows: LeaderboardRow[]; board: Board }) {
  const { t } = useTranslation();
  const value = useMeasureValue();
  if (rows.length === 0) return null;
  return (
    <ol className={css.podium} aria-label={t('missions.podium')}>
      {rows.map((r) => (
        <li key={r.rank} className={css.step} data-rank={r.rank} data-me={r.isMe}>
          <span className={css.medal} aria-hidden="true">
            {r.rank}
          </span>
          <span className="sr-only">{t('missions.rankN', { n: r.rank })}</span>
          <strong>{r.name}</strong>
          <span>{value(board.measure, r.value)}</span>
        </li>
      ))}
    </ol>
  );
}

function Ranks({ board }: { board: Board }) {
  const { t } = useTranslation();
  const value = useMeasureValue();
  const money = useMoney();
  const mineShown = board.content.some((r) => r.isMe);
  const row = (r: LeaderboardRow) => (
    <tr key={r.rank} data-me={r.isMe} data-testid={r.isMe ? 'my-rank' : 'rank'}>
      <td>{r.rank}</td>
      <td>
        {r.name}
        {r.isMe && <span className={css.you}> {t('missions.you')}</span>}
      </td>
      <td>{value(board.measure, r.value)}</td>
      <td>
        {[r.prizeAmount > 0 ? money(r.prizeAmount) : null, r.prizePoints > 0 ? t('missions.points', { n: r.prizePoints }) : null].filter(Boolean).join(' + ') ||
          '—'}
      </td>
    </tr>
  );
  return (
    <table className={`${mc.table} ${css.ranks}`} aria-label={t('missions.ranks')}>
      <thead>
        <tr>
          <th scope="col">{t('missions.rank')}</th>
          <th scope="col">{t('missions.player')}</th>
          <th scope="col">{t(`missions.measure.${board.measure}`)}</th>
          <th scope="col">{t('missions.prize')}</th>
        </tr>
      </thead>
      <tbody>{board.content.map((r) => row(r))}</tbody>
      {/* The member's own row under the ranks when it is not on this page. */}
      {!mineShown && (
        <tfoot>
          {board.footer ? (
            row(board.footer)
          ) : (
            <tr>
              <td colSpan={4} className={css.meta}>
                {t('missions.notRanked')}
              </td>
            </tr>
          )}
        </tfoot>
      )}
    </table>
  );
}

function MyPrize({ board, pending, onClaim }: { board: Board; pending: boolean; onClaim(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  const p = board.myPrize;
  if (!p) return null;
  const what = [p.amount > 0 ? money(p.amount) : null, p.points > 0 ? t('missions.points', { n: p.points }) : null].filter(Boolean).join(' + ');
  return (
    <div className={css.myPrize} data-state={p.status}>
      <span>{t('missions.myPrize', { rank: p.rank, what })}</span>
      {p.status === 'available' ? (
        <button type="button" className="btn btn-primary" disabled={pending} aria-busy={pending} onClick={onClaim}>
          {pending && <span className="spinner-small" aria-hidden="true" />}
          {t('missions.claimPrize')}
        </button>
      ) : (
        <span className={css.tag} data-state={p.status === 'expired' ? 'overdue' : 'claimed'}>
          {p.status === 'expired' ? t('missions.state.overdue') : t('missions.state.claimed')}
        </span>
      )}
      {p.status === 'available' && p.expiry && <span className={css.meta}>{t('missions.claimBy', { time: memberTime(p.expiry) })}</span>}
    </div>
  );
}

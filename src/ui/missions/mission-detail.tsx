// One mission on the missions page: its milestones with actual over target per condition, a claim per reached
// milestone and one for all, overdue ones greyed with no button; its rules in a dialog; its leaderboard below.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { MilestoneView, MissionSummary } from '../../../contract/missions/missions.ts';
import { claimAllOfMission, claimMilestone, missionMilestonesQuery, missionRulesQuery } from '../../api/missions/missions.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { Dialog } from '../kit/dialog.tsx';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { ListStates } from '../kit/list-states.tsx';
import { useMoney } from '../kit/use-money.ts';
import { MissionLeaderboard } from './mission-leaderboard.tsx';
import { useMeasureValue } from './mission-format.ts';
import { ClaimLine } from './claim-line.tsx';
import { useMissionClaim } from './use-mission-claim.ts';
import mc from '../kit/centre.module.css';
import css from './missions.module.css';

export function MissionDetail({ summary }: { summary: MissionSummary }) {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const memberTime = useMemberTime();
  const id = useId();
  const [rules, setRules] = useState(false);
  const milestones = useQuery(missionMilestonesQuery(api, token, summary.missionId));
  const one = useMissionClaim((milestoneId: number) => claimMilestone(api, milestoneId));
  const all = useMissionClaim(() => claimAllOfMission(api, summary.missionId));
  const busy = one.pending || all.pending;
  const claimable = milestones.data?.milestones.filter((m) => m.status === 'claimable').length ?? 0;
  return (
    <>
      <section className={mc.section} aria-labelledby={id} aria-busy={milestones.isFetching}>
        <div className={css.detailHead}>
          <h2 id={id}>{summary.title}</h2>
          <button type="button" className="btn btn-secondary" onClick={() => setRules(true)}>
            {t('missions.rules')}
          </button>
        </div>
        <p className={css.meta}>
          {t('missions.period', { start: memberTime(summary.startTime), end: memberTime(summary.endTime) })} ·{' '}
          {t('missions.claimBy', { time: memberTime(summary.claimUntil) })}
        </p>
        <ListStates query={milestones} isEmpty={(d) => d.milestones.length === 0} empty={t('missions.noMilestones')}>
          {(data) => (
            <ol className={css.milestones} aria-label={t('missions.milestones')}>
              {data.milestones.map((m) => (
                <Milestone key={m.milestoneId} milestone={m} busy={busy} sending={one.pendingFor === m.milestoneId} onClaim={() => one.claim(m.milestoneId)} />
              ))}
            </ol>
          )}
        </ListStates>
        <ClaimLine outcome={one.outcome} />
        <ClaimLine outcome={all.outcome} />
        {claimable > 1 && (
          <div className={mc.actions}>
            <button type="button" className="btn btn-primary" disabled={busy} aria-busy={all.pending} onClick={() => all.claim(undefined)}>
              {all.pending && <span className="spinner-small" aria-hidden="true" />}
              {t('missions.claimAll', { n: claimable })}
            </button>
          </div>
        )}
      </section>
      {summary.leaderboard && <MissionLeaderboard missionId={summary.missionId} />}
      {rules && <RulesDialog missionId={summary.missionId} title={summary.title} onClose={() => setRules(false)} />}
    </>
  );
}

function Milestone({ milestone: m, busy, sending, onClaim }: { milestone: MilestoneView; busy: boolean; sending: boolean; onClaim(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const value = useMeasureValue();
  const name = t('missions.milestone', { n: m.seq });
  const rewards = [
    m.rewardAmount > 0 ? money(m.rewardAmount) : null,
    m.rewardPoints > 0 ? t('missions.points', { n: m.rewardPoints }) : null,
    m.rewardTicket ? t(`missions.ticket.${m.rewardTicket}`, { defaultValue: m.rewardTicket }) : null,
  ].filter(Boolean);
  return (
    <li className={css.milestone} data-state={m.status} data-testid="milestone" aria-label={name}>
      <div className={css.milestoneHead}>
        <strong>{name}</strong>
        <span className={css.reward}>{rewards.join(' + ')}</span>
        {m.turnoverMultiple > 0 && m.rewardAmount > 0 && <span className={css.meta}>{t('missions.turnover', { n: m.turnoverMultiple })}</span>}
      </div>
      <ul className={css.conditions}>
        {m.conditions.map((c) => {
          const label = t(`missions.measure.${c.condition}`);
          const pct = c.target > 0 ? Math.min(100, Math.floor((c.actual / c.target) * 100)) : 100;
          return (
            <li key={c.condition}>
              <span className={css.conditionLabel}>
                {label}: {value(c.condition, c.actual)} / {value(c.condition, c.target)}
              </span>
              <div
                className={css.bar}
                role="progressbar"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={pct}
                aria-valuetext={`${value(c.condition, c.actual)} / ${value(c.condition, c.target)}`}
              >
                <div className={css.fill} style={{ width: `${pct}%` }} data-reached={c.reached} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className={css.milestoneAction}>
        {m.status === 'claimable' ? (
          <button type="button" className="btn btn-primary" disabled={busy} aria-busy={sending} onClick={onClaim} aria-label={t('missions.claimOne', { name })}>
            {sending && <span className="spinner-small" aria-hidden="true" />}
            {t('missions.claim')}
          </button>
        ) : (
          <span className={css.tag} data-state={m.status}>
            {t(`missions.state.${m.status}`)}
          </span>
        )}
      </div>
    </li>
  );
}

function RulesDialog({ missionId, title, onClose }: { missionId: number; title: string; onClose(): void }) {
  const { t } = useTranslation();
  const rules = useQuery(missionRulesQuery(useApi(), missionId));
  return (
    <Dialog title={t('missions.rulesOf', { title })} onClose={onClose} wide>
      <ListStates query={rules} isEmpty={(d) => d.rules.trim() === ''} empty={t('missions.noRules')}>
        {/* Sanitised by the server (server/shared/html.ts). */}
        {(data) => <div className={css.rules} dangerouslySetInnerHTML={{ __html: data.rules }} />}
      </ListStates>
    </Dialog>
  );
}

// A mission claim: sent once at a time, its outcome in the member's words (what was paid, or why it was refused),
// and on success everything it changed refreshed: the progress, the leaderboard, the balance, the records and the
// member info whose counts the header and the menu show.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimedMission } from '../../../contract/missions/missions.ts';
import type { FieldProblem } from '../../../contract/rules/field-rules.ts';
import { MISSION_KEYS } from '../../api/missions/missions.ts';
import { refusalOf, refusalProblem } from '../../domain/refusal.ts';
import { useSessionRef } from '../app/actors.ts';

const REFUSALS = new Set([
  'mission.not.found',
  'mission.milestone.not.found',
  'mission.not.reached',
  'mission.already.claimed',
  'mission.overdue',
  'mission.none.claimable',
]);

export interface MissionClaimOutcome {
  problem: FieldProblem | null;
  done: ClaimedMission | null;
}

/** The missions' own refusals (keys cannot hold dots: mission.overdue → missions.refused.mission_overdue). */
export function missionRefusal(error: unknown): FieldProblem {
  const { errorCode } = refusalOf(error);
  if (!errorCode || !REFUSALS.has(errorCode)) return refusalProblem(error);
  return { key: `missions.refused.${errorCode.replace(/\./g, '_')}` };
}

export function useMissionClaim<V>(send: (vars: V) => Promise<ClaimedMission>) {
  const queryClient = useQueryClient();
  const session = useSessionRef();
  const [outcome, setOutcome] = useState<MissionClaimOutcome>({ problem: null, done: null });
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setOutcome({ problem: null, done: null }),
    onSuccess: async (done) => {
      session.send({ type: 'session.reload' });
      await Promise.all(MISSION_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setOutcome({ problem: null, done });
    },
    onError: (error) => {
      setOutcome({ problem: missionRefusal(error), done: null });
      // A refusal may mean what is on screen is old (claimed elsewhere, overdue meanwhile).
      void queryClient.invalidateQueries({ queryKey: ['missionMilestones'] });
      void queryClient.invalidateQueries({ queryKey: ['missionSummary'] });
      void queryClient.invalidateQueries({ queryKey: ['missionLeaderboard'] });
    },
  });
  return { claim: (vars: V) => mutation.mutate(vars), pending: mutation.isPending, pendingFor: mutation.isPending ? mutation.variables : undefined, outcome };
}

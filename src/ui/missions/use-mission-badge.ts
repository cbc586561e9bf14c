// The member menu's red count on missionLeaderboard: reached milestones and leaderboard prizes the member can
// claim now, over every mission (the summary's claimableTotal; any claim refreshes it).
import { useQuery } from '@tanstack/react-query';
import { missionSummaryQuery } from '../../api/missions/missions.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';

export function useMissionBadge(): number {
  const token = useSession(selectToken);
  const summary = useQuery({ ...missionSummaryQuery(useApi(), token, 'O'), enabled: token !== null });
  return summary.data?.claimableTotal ?? 0;
}

// Every timed job of the platform, in the order a tick runs them.
import type { Config } from '../config.ts';
import type { JobDefinition } from './runner.ts';
import { demoPayoutsJob, withdrawalDeadlinesJob } from '../withdrawal/jobs.ts';
import { depositExpiryJob } from '../deposit/expiry-job.ts';
import { jobRunsPruneJob } from './job-runs-prune.ts';
import { vendorRoundsJob } from '../vendor/rounds-job.ts';
import { lotteryDrawsJob } from '../vendor/lottery-draws-job.ts';
import { funSessionsPruneJob } from '../vendor/fun-sessions-prune-job.ts';
import { socialSignInsPruneJob } from '../session/social/prune-job.ts';
import { vipMaintenanceJob, vipUpgradesJob } from '../vip/jobs.ts';
import { promotionJoinJob } from '../promotions/join-job.ts';
import { cashbackJob } from '../promotions/cashback-job.ts';
import { dayCloseJob } from './day-close.ts';
import { hourlyWageJob, realtimeWageJob } from '../agent-contracts/wages-job.ts';
import { pointsJob } from '../points/jobs.ts';
import { raffleSchedulesJob } from '../raffle/jobs.ts';
import { missionPayoutsJob } from '../missions/jobs.ts';

/** config: the members' time zone, which the daily settlements' periods follow. */
export function platformJobs(config: Pick<Config, 'wallet'>): JobDefinition[] {
  const jobs = [
    // Payouts first: a part paid in this tick then has its own deadline, never an old one. Without
    // demoPayoutMinutes (outside demo mode) the processor pays nothing.
    demoPayoutsJob,
    withdrawalDeadlinesJob,
    depositExpiryJob,
    // Before the day close: a round the vendor still owed a call for is settled first.
    vendorRoundsJob,
    lotteryDrawsJob,
    vipUpgradesJob,
    vipMaintenanceJob,
    // After the rounds the vendor owed and the draws: the JOIN targets count their settled bets.
    promotionJoinJob,
    dayCloseJob(config.wallet.timeZoneOffsetMinutes),
    cashbackJob(config),
    // After the draws and the rounds the vendor owed: the wages count what settled in their slots.
    hourlyWageJob(config),
    realtimeWageJob(config),
    // After the rounds the vendor owed: points on the slot's settled bets and paid deposits.
    pointsJob(config),
    raffleSchedulesJob,
    // After the rounds the vendor owed: an ended mission ranks what settled before its end.
    missionPayoutsJob,
    funSessionsPruneJob,
    socialSignInsPruneJob,
  ];
  return [...jobs, jobRunsPruneJob(jobs)];
}

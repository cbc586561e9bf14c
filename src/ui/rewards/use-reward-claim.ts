// A claim of the reward centre: sent once at a time, its outcome in the member's words (the amount paid and the
// turnover it adds, or why it was refused), and on success everything it changed refreshed: the lists, the
// balance, the records, and the member info whose count the header and the menu's badge show.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { FieldProblem } from '../../../contract/rules/field-rules.ts';
import { REWARD_KEYS } from '../../api/rewards/rewards.ts';
import { refusalOf, refusalProblem } from '../../domain/refusal.ts';
import { useSessionRef } from '../app/actors.ts';

/** What a claim answers: the money paid and the valid bets it adds before a withdrawal. */
interface Paid {
  amount: number;
  turnoverRequired: number;
}

export interface ClaimOutcome {
  /** The refusal, with its values (money values are formatted by FormProblem). */
  problem: FieldProblem | null;
  done: { key: string; values: Record<string, number> } | null;
}

/** The reward centre's own refusals (keys cannot hold dots: reward.already.claimed → rewards.refused.reward_already_claimed). */
const REFUSALS = new Set([
  'claim_bet_required',
  'required_member_information_incomplete',
  'reward.already.claimed',
  'reward.expired',
  'reward.not.found',
  'reward.none.available',
  'promotion.not.running',
]);

export function rewardRefusal(error: unknown, t: TFunction): FieldProblem {
  const { errorCode, value } = refusalOf(error);
  if (!errorCode || !REFUSALS.has(errorCode)) return refusalProblem(error);
  const key = `rewards.refused.${errorCode.replace(/\./g, '_')}`;
  if (errorCode === 'claim_bet_required') {
    const v = value as { actual?: number; required?: number } | null;
    return { key, values: { actual: v?.actual ?? 0, required: v?.required ?? 0 } };
  }
  if (errorCode === 'required_member_information_incomplete') {
    const fields = ((value as { missingFields?: string[] } | null)?.missingFields ?? []).map((f) => t(`rewards.field.${f}`));
    return { key, values: { fields: fields.join(', ') } };
  }
  return { key };
}

export function useRewardClaim<V, R extends Paid & { claimed?: number }>(send: (vars: V) => Promise<R>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSessionRef();
  const [outcome, setOutcome] = useState<ClaimOutcome>({ problem: null, done: null });
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setOutcome({ problem: null, done: null }),
    onSuccess: async (paid) => {
      session.send({ type: 'session.reload' });
      await Promise.all(REWARD_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      const values = { amount: paid.amount, turnover: paid.turnoverRequired, count: paid.claimed ?? 1 };
      const key = paid.claimed !== undefined ? 'rewards.claimedAll' : paid.turnoverRequired > 0 ? 'rewards.claimedTurnover' : 'rewards.claimed';
      setOutcome({ problem: null, done: { key, values } });
    },
    onError: (error) => {
      setOutcome({ problem: rewardRefusal(error, t), done: null });
      // A refusal may mean the list on screen is old (claimed elsewhere, expired meanwhile).
      void queryClient.invalidateQueries({ queryKey: ['rewardList'] });
      void queryClient.invalidateQueries({ queryKey: ['loginPromotions'] });
      void queryClient.invalidateQueries({ queryKey: ['registerPromotions'] });
    },
  });
  return { claim: (vars: V) => mutation.mutate(vars), pending: mutation.isPending, pendingFor: mutation.isPending ? mutation.variables : undefined, outcome };
}

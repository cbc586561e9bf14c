// The outcome line of a reward claim: what was paid (a status) or why it was refused (an alert), amounts in money.
import { useTranslation } from 'react-i18next';
import { FormProblem, FormStatus } from '../kit/form-messages.tsx';
import { useMoney } from '../kit/use-money.ts';
import type { ClaimOutcome } from './use-reward-claim.ts';

export function ClaimOutcomeLine({ outcome }: { outcome: ClaimOutcome }) {
  const { t } = useTranslation();
  const money = useMoney();
  const done = outcome.done;
  return (
    <>
      <FormProblem problem={outcome.problem} money={money} />
      <FormStatus>
        {done ? t(done.key, { amount: money(done.values.amount ?? 0), turnover: money(done.values.turnover ?? 0), n: done.values.count }) : null}
      </FormStatus>
    </>
  );
}

// The outcome line of a mission claim: what was paid (a status) or why it was refused (an alert).
import { useTranslation } from 'react-i18next';
import { FormProblem, FormStatus } from '../kit/form-messages.tsx';
import { useMoney } from '../kit/use-money.ts';
import type { MissionClaimOutcome } from './use-mission-claim.ts';

export function ClaimLine({ outcome }: { outcome: MissionClaimOutcome }) {
  const { t } = useTranslation();
  const money = useMoney();
  const d = outcome.done;
  const parts = d
    ? [
        d.amount > 0 ? t('missions.paid.money', { amount: money(d.amount) }) : null,
        d.points > 0 ? t('missions.paid.points', { n: d.points }) : null,
        d.tickets > 0 ? t('missions.paid.tickets', { n: d.tickets }) : null,
      ].filter(Boolean)
    : [];
  return (
    <>
      <FormProblem problem={outcome.problem} money={money} />
      <FormStatus>
        {d
          ? `${t('missions.paid.done', { what: parts.join(', ') })}${d.turnoverRequired > 0 ? ` ${t('missions.paid.turnover', { amount: money(d.turnoverRequired) })}` : ''}`
          : null}
      </FormStatus>
    </>
  );
}

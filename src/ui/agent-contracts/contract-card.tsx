// One contract as the dialog and the contracts panel show it (issue 14): kind, period, who gave it to whom, its
// tiers, and what its contractOffer actor lets the agent do now (accept or reject an offer with the downline warning,
// decide a termination request, ask to end a signed contract, the result or the refusal). Views only select and send.
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import type { contractOfferMachine } from '../../machines/agent-contracts/contract-offer.machine.ts';
import { contractProblem, contractResult, contractStep, isBusy } from '../../machines/agent-contracts/contract-offer.selectors.ts';
import type { ContractItem, ContractProblem } from '../../machines/agent-contracts/contract-offer.types.ts';
import { CONTRACT_QUERY_ROOTS } from '../../api/agent-contracts/agent-contracts.ts';
import { TRANSLATED_CODES } from '../../domain/refusal.ts';
import type { AgentContract } from '../../../contract/agent-contracts/agent-contracts.ts';
import { useFlowActor } from '../app/flows-context.tsx';
import css from './contracts.module.css';
import { intlLocale } from '../../i18n/i18n.ts';

export type ContractMachine = typeof contractOfferMachine;

export const problemText = (t: TFunction, p: ContractProblem) => (TRANSLATED_CODES.has(p.code) ? t(`errors.${p.code}`) : (p.message ?? t('errors.unknown')));

export const periodText = (t: TFunction, c: Pick<AgentContract, 'kind' | 'period'>) =>
  c.period === '' ? null : t(c.kind === 'dividend' ? `agentContracts.periodDividend.${c.period}` : `agentContracts.periodHourly.${c.period}`);

const itemOf = (c: AgentContract): ContractItem => ({
  id: c.id,
  kind: c.kind,
  status: c.status,
  side: c.side,
  terminationBy: c.terminationBy,
  downlineHigherRate: c.downlineHigherRate,
});

export function TiersTable({ contract }: { contract: Pick<AgentContract, 'kind' | 'tiers'> }) {
  const { t } = useTranslation();
  const realtime = contract.kind === 'realtime';
  return (
    <table className={css.tiers}>
      <thead>
        <tr>
          <th scope="col">{t('agentContracts.tiers.tier')}</th>
          <th scope="col">{t(realtime ? 'agentContracts.tiers.stake' : 'agentContracts.tiers.volume')}</th>
          <th scope="col">{t('agentContracts.tiers.activeMembers')}</th>
          <th scope="col">{t(realtime ? 'agentContracts.tiers.lossRate' : 'agentContracts.tiers.rate')}</th>
          {realtime && <th scope="col">{t('agentContracts.tiers.winRate')}</th>}
        </tr>
      </thead>
      <tbody>
        {contract.tiers.map((tier, i) => (
          <tr key={i}>
            <td>{i + 1}</td>
            <td>{tier.volume.toLocaleString(intlLocale(), { maximumFractionDigits: 2 })}</td>
            <td>{tier.activeMembers}</td>
            <td>{tier.rate}%</td>
            {realtime && <td>{tier.winRate ?? 0}%</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ContractCard({ machine, contract }: { machine: ContractMachine; contract: AgentContract }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const actor = useFlowActor(machine, { input: { contract: itemOf(contract) } });
  const step = useSelector(actor, contractStep);
  const busy = useSelector(actor, isBusy);
  const result = useSelector(actor, contractResult);
  const problem = useSelector(actor, contractProblem);
  // The list is the truth: each new answer of it reaches the actor.
  const { id, kind, status, side, terminationBy, downlineHigherRate } = contract;
  useEffect(() => {
    actor.send({ type: 'contract.sync', contract: { id, kind, status, side, terminationBy, downlineHigherRate } });
  }, [actor, id, kind, status, side, terminationBy, downlineHigherRate]);
  useEffect(() => {
    const sub = actor.on('contract.changed', () => {
      for (const queryKey of CONTRACT_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey });
    });
    return () => sub.unsubscribe();
  }, [actor, queryClient]);
  const send = (type: 'contract.accept' | 'contract.reject' | 'contract.terminate' | 'contract.confirm' | 'contract.cancel' | 'contract.back') => () =>
    actor.send({ type });
  const period = periodText(t, contract);
  const party =
    side === 'agent'
      ? contract.upline
        ? t('agentContracts.from', { account: contract.upline })
        : t('agentContracts.fromPlatform')
      : t('agentContracts.to', { account: contract.agent });
  return (
    <li className={css.card} aria-labelledby={titleId} data-step={step} data-testid={`contract-${id}`}>
      <div className={css.head}>
        <h3 id={titleId}>
          {t(`agentContracts.kind.${kind}`)}
          {period && ` · ${period}`}
        </h3>
        <span className={css.meta}>
          {party} · {t(`agentContracts.status.${status}`)}
        </span>
      </div>
      <TiersTable contract={contract} />
      {step === 'termination' && (
        <p className={css.result}>{side === 'agent' ? t('agentContracts.askedByUpline') : t('agentContracts.askedByAgent', { account: contract.agent })}</p>
      )}
      {step === 'warning' && (
        <p className={css.warning} role="alert">
          {t('agentContracts.warning')}
        </p>
      )}
      {step === 'confirming' && <p className={css.result}>{t('agentContracts.confirmTermination')}</p>}
      {step === 'waiting' && <p className={css.meta}>{t('agentContracts.waitingOther')}</p>}
      {step === 'done' && result && (
        <div role="status">
          <p className={css.result}>{t(`agentContracts.outcome.${result.outcome}`)}</p>
          {result.endedDownlines.length > 0 && (
            <p className={css.result}>{t('agentContracts.endedDownlines', { accounts: result.endedDownlines.join(', ') })}</p>
          )}
        </div>
      )}
      {step === 'refused' && problem && (
        <p className={css.warning} role="alert">
          {problemText(t, problem)}
        </p>
      )}
      <div className={css.actions}>
        {step === 'offer' && (
          <>
            <button type="button" className="btn btn-primary" onClick={send('contract.accept')}>
              {t('agentContracts.accept')}
            </button>
            <button type="button" className="btn" onClick={send('contract.reject')}>
              {t('agentContracts.reject')}
            </button>
          </>
        )}
        {step === 'termination' && (
          <>
            <button type="button" className="btn btn-primary" onClick={send('contract.accept')}>
              {t('agentContracts.acceptTermination')}
            </button>
            <button type="button" className="btn" onClick={send('contract.reject')}>
              {t('agentContracts.refuseTermination')}
            </button>
          </>
        )}
        {(step === 'warning' || step === 'confirming') && (
          <>
            <button type="button" className="btn btn-primary" onClick={send('contract.confirm')}>
              {t(step === 'warning' ? 'agentContracts.continue' : 'agentContracts.confirm')}
            </button>
            <button type="button" className="btn" onClick={send('contract.cancel')}>
              {t('agentContracts.back')}
            </button>
          </>
        )}
        {step === 'signed' && (
          <button type="button" className="btn" onClick={send('contract.terminate')}>
            {t('agentContracts.requestTermination')}
          </button>
        )}
        {step === 'refused' && (
          <button type="button" className="btn" onClick={send('contract.back')}>
            {t('agentContracts.back')}
          </button>
        )}
        {busy && (
          <span className={css.meta} role="status">
            <span className="spinner-small" aria-hidden="true" /> {t('agentContracts.sending')}
          </span>
        )}
      </div>
    </li>
  );
}

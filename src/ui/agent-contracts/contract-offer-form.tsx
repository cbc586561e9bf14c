// Offering a contract to a direct downline agent (issue 14, docs/agents.md §contracts): the downline's account, the
// kind, its period, and the tiers (rows added and removed), checked with the rules the server runs (offerProblem,
// with the agent's own top rate of the kind as the ceiling) before sending; the server's refusals land on the field
// they are about.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerContract, type Consolidated } from '../../api/agent-contracts/agent-contracts.ts';
import { useApi } from '../app/app-providers.tsx';
import { useFormMutation } from '../kit/use-form-mutation.ts';
import { FormProblem, FormStatus } from '../kit/form-messages.tsx';
import { CONTRACT_KINDS, MAX_TIERS, topRateBp, toStoredTier, type ContractKind, type Tier } from '../../../contract/rules/agent-contracts.ts';
import { CONTRACT_PERIODS, offerProblem } from '../../../contract/rules/contract-offer.ts';
import { INFO_FIELD } from '../../../contract/rules/consolidated.ts';
import { periodText } from './contract-card.tsx';
import css from './contracts.module.css';

interface TierRow {
  volume: string;
  activeMembers: string;
  rate: string;
  winRate: string;
}

const EMPTY_ROW: TierRow = { volume: '', activeMembers: '0', rate: '', winRate: '' };
type Field = 'account' | 'period' | 'tiers' | 'form';

/** Which field a refusal is about (client check or server). */
function fieldOf(code: string): Field {
  if (code === 'agent.notDirectDownline' || code === 'contract.notAgent') return 'account';
  if (code === 'contract.period.invalid') return 'period';
  if (code.startsWith('contract.tier') || code.startsWith('contract.rate')) return 'tiers';
  return 'form';
}

const toTiers = (kind: ContractKind, rows: readonly TierRow[]): Tier[] =>
  rows.map((r) => ({
    volume: r.volume.trim() === '' ? Number.NaN : Number(r.volume),
    activeMembers: r.activeMembers.trim() === '' ? Number.NaN : Number(r.activeMembers),
    rate: r.rate.trim() === '' ? Number.NaN : Number(r.rate),
    ...(kind === 'realtime' ? { winRate: r.winRate.trim() === '' ? Number.NaN : Number(r.winRate) } : {}),
  }));

export function ContractOfferForm({ consolidated }: { consolidated: Consolidated | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const ids = useId();
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<ContractKind>('daily');
  const [period, setPeriod] = useState('');
  const [rows, setRows] = useState<TierRow[]>([EMPTY_ROW]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormMutation({
    send: (body: Parameters<typeof offerContract>[1]) => offerContract(api, body),
    invalidates: [['downlineContracts']],
    onDone: (_, body) => {
      setSentTo(body.account);
      setRows([EMPTY_ROW]);
    },
  });
  const own = consolidated?.[INFO_FIELD[kind]] ?? null;
  const ceiling = own ? topRateBp(own.tiers.map(toStoredTier)) : null;
  const code = form.problem?.key.startsWith('errors.') ? form.problem.key.slice('errors.'.length) : null;
  const at = (field: Field) => (code ? fieldOf(code) === field : field === 'form') && form.problem !== null;
  const setRow = (i: number, patch: Partial<TierRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSentTo(null);
    const tiers = toTiers(kind, rows);
    const found = account.trim() === '' ? 'validation.required' : own === null ? 'errors.contract.uplineHasNone' : offerProblem(kind, period, tiers, ceiling);
    const problem = found === null ? null : { key: found.startsWith('validation.') || found.startsWith('errors.') ? found : `errors.${found}` };
    form.submit({ account: account.trim(), kind, period, tiers }, problem);
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('agentContracts.form.title')}</h3>
      <div className={css.formRow}>
        <label>
          {t('agentContracts.form.account')}
          <input
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            aria-invalid={at('account') || form.problem?.key === 'validation.required'}
            autoComplete="off"
          />
        </label>
        <label>
          {t('agentContracts.form.kind')}
          <select
            value={kind}
            onChange={(e) => {
              const next = e.target.value as ContractKind;
              setKind(next);
              setPeriod(CONTRACT_PERIODS[next][0]!);
            }}
          >
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agentContracts.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {CONTRACT_PERIODS[kind].length > 1 && (
          <label>
            {t('agentContracts.form.period')}
            <select value={period} onChange={(e) => setPeriod(e.target.value)} aria-invalid={at('period')}>
              {CONTRACT_PERIODS[kind].map((p) => (
                <option key={p} value={p}>
                  {periodText(t, { kind, period: p })}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p className={css.meta}>{ceiling === null ? t('agentContracts.form.noContract') : t('agentContracts.form.ceiling', { rate: ceiling / 100 })}</p>
      {rows.map((row, i) => (
        <fieldset key={i} className={css.tierRow} aria-invalid={at('tiers')}>
          <legend className={css.meta}>{t('agentContracts.form.tier', { n: i + 1 })}</legend>
          <label>
            {t(kind === 'realtime' ? 'agentContracts.tiers.stake' : 'agentContracts.tiers.volume')}
            <input inputMode="decimal" value={row.volume} onChange={(e) => setRow(i, { volume: e.target.value })} aria-invalid={at('tiers')} />
          </label>
          <label>
            {t('agentContracts.tiers.activeMembers')}
            <input inputMode="numeric" value={row.activeMembers} onChange={(e) => setRow(i, { activeMembers: e.target.value })} aria-invalid={at('tiers')} />
          </label>
          <label>
            {t(kind === 'realtime' ? 'agentContracts.tiers.lossRate' : 'agentContracts.tiers.rate')}
            <input inputMode="decimal" value={row.rate} onChange={(e) => setRow(i, { rate: e.target.value })} aria-invalid={at('tiers')} />
          </label>
          {kind === 'realtime' && (
            <label>
              {t('agentContracts.tiers.winRate')}
              <input inputMode="decimal" value={row.winRate} onChange={(e) => setRow(i, { winRate: e.target.value })} aria-invalid={at('tiers')} />
            </label>
          )}
          {rows.length > 1 && (
            <button type="button" className="btn" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
              {t('agentContracts.form.removeTier', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      <div className={css.actions}>
        <button type="button" className="btn" disabled={rows.length >= MAX_TIERS} onClick={() => setRows((all) => [...all, EMPTY_ROW])}>
          {t('agentContracts.form.addTier')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={form.pending}>
          {form.pending && <span className="spinner-small" aria-hidden="true" />}
          {t('agentContracts.form.submit')}
        </button>
      </div>
      <FormProblem problem={form.problem} />
      <FormStatus>{sentTo ? t('agentContracts.form.sent', { account: sentTo }) : null}</FormStatus>
    </form>
  );
}

// The tiers of the contract of one kind the agent holds (the consolidated answer's `*info`), shown above its
// records: volume, active members and rate (the real-time wage's loss and win rates).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consolidatedQuery } from '../../api/agent-contracts/agent-contracts.ts';
import type { ContractKind } from '../../../contract/rules/agent-contracts.ts';
import { INFO_FIELD } from '../../../contract/rules/consolidated.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useSession } from '../app/actors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export function ContractTiers({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const money = useMoney();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const contract = useQuery(consolidatedQuery(api, token)).data?.[INFO_FIELD[kind]] ?? null;
  if (!contract) return null;
  const realtime = kind === 'realtime';
  return (
    <section className={css.section} aria-label={t('agentWages.tiers')}>
      <h3>
        {t('agentWages.tiers')}
        {contract.period ? ` · ${t(`agentWages.periods.${kind}.${contract.period}`)}` : ''}
      </h3>
      <table className={css.table}>
        <thead>
          <tr>
            <th>{t('agentWages.tier')}</th>
            <th className={css.num}>{t(realtime ? 'agentWages.stakeFrom' : 'agentWages.volumeFrom')}</th>
            <th className={css.num}>{t('agentWages.activeMembers')}</th>
            <th className={css.num}>{t(realtime ? 'agentWages.lossRate' : 'agentWages.rate')}</th>
            {realtime && <th className={css.num}>{t('agentWages.winRate')}</th>}
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td className={css.num}>{money(tier.volume)}</td>
              <td className={css.num}>{tier.activeMembers}</td>
              <td className={css.num}>{tier.rate}%</td>
              {realtime && <td className={css.num}>{tier.winRate ?? 0}%</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

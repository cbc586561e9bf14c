// rebate (issue 13, docs/economy.md §rebates): the member's rebate rates by game type (raised by the VIP level),
// today's valid bets and rebate so far, the claim of today's rebate when the merchant allows manual claims, and
// yesterday's rebates. The day close pays what was not claimed after midnight; Bonus details lists every payout.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { claimRebate, rebateQuery } from '../../api/rebates/rebates.ts';
import type { RebateDisbursed, RebateInfo } from '../../../contract/rebates/rebates.ts';
import { refusalOf, refusalProblem } from '../../domain/refusal.ts';
import { gmtOffset } from '../../domain/time.ts';
import { paths } from '../../domain/paths.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { usePlatformOffset } from '../kit/use-platform-time.ts';
import { FormStatus } from '../kit/form-messages.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';
import { intlLocale } from '../../i18n/i18n.ts';
import { numberFormat } from '../../domain/number-format.ts';

/** A rate in percent as the page shows it: up to 2 decimals, no trailing zeros (1.2 %, 0.95 %). */
const percent = (rate: number) => numberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);

export default function RebatePage() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const info = useQuery(rebateQuery(api, token));
  return (
    <section className={css.section} aria-labelledby="rebate-title" aria-busy={info.isFetching}>
      <h2 id="rebate-title">{t('memberCentre.pages.rebate')}</h2>
      <p className={css.muted}>{t('rebate.intro')}</p>
      <ListStates<RebateInfo> query={info} isEmpty={() => false} empty="">
        {(data) => <RebateTables data={data} />}
      </ListStates>
      <p>
        <Link href={paths.memberPage('bonusDetails')}>{t('rebate.bonusDetails')}</Link>
      </p>
    </section>
  );
}

function RebateTables({ data }: { data: RebateInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const offset = usePlatformOffset();
  const type = (gameType: string) => t(`nav.types.${gameType}`, { defaultValue: gameType });
  return (
    <>
      {data.vipLevel > 0 && <p>{t('rebate.vipRates', { level: data.vipLevel })}</p>}
      <table className={css.table}>
        <caption className="sr-only">{t('rebate.tableCaption', { day: data.day })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.gameType')}</th>
            <th scope="col" className={css.num}>
              {t('rebate.rate')}
            </th>
            <th scope="col" className={css.num}>
              {t('rebate.validBet')}
            </th>
            <th scope="col" className={css.num}>
              {t('rebate.bonusBet')}
            </th>
            <th scope="col" className={css.num}>
              {t('rebate.claimedToday')}
            </th>
            <th scope="col" className={css.num}>
              {t('rebate.due')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((l) => (
            <tr key={l.gameType} data-testid={`rebate-${l.gameType}`}>
              <th scope="row">{type(l.gameType)}</th>
              <td className={css.num}>{l.rate > 0 ? percent(l.rate) : t('rebate.none')}</td>
              <td className={css.num}>{money(l.validBet)}</td>
              <td className={css.num}>{money(l.bonusBet)}</td>
              <td className={css.num}>{money(l.claimed)}</td>
              <td className={css.num}>{money(l.due)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={css.totals}>
        <span>
          {t('rebate.totalDue')} <strong data-testid="rebate-total-due">{money(data.totalDue)}</strong>
        </span>
      </p>
      {data.manualClaim ? <ClaimButton totalDue={data.totalDue} /> : <p className={css.muted}>{t('rebate.paidAtClose', { zone: gmtOffset(offset) })}</p>}
      <h3>{t('rebate.yesterday', { day: data.yesterday.day })}</h3>
      {data.yesterday.paid.length === 0 ? (
        <p className={css.muted}>{t('rebate.yesterdayNone')}</p>
      ) : (
        <>
          <dl className={css.facts}>
            {data.yesterday.paid.map((p) => (
              <Fragment key={p.gameType}>
                <dt>{type(p.gameType)}</dt>
                <dd>{money(p.amount)}</dd>
              </Fragment>
            ))}
          </dl>
          <p className={css.totals}>
            <span>
              {t('rebate.yesterdayTotal')} <strong>{money(data.yesterday.total)}</strong>
            </span>
          </p>
        </>
      )}
    </>
  );
}

function ClaimButton({ totalDue }: { totalDue: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const money = useMoney();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => claimRebate(api),
    // The page, the header's balance and the records the rebate lands in.
    onSuccess: () => Promise.all([['rebate'], ['balance'], ['accountRecord'], ['bonusDetails']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const refusal = claim.isError ? refusalText(t, claim.error) : null;
  const done: RebateDisbursed | undefined = claim.data;
  return (
    <div className={css.actions}>
      <button type="button" className="btn btn-primary" disabled={totalDue <= 0 || claim.isPending} aria-busy={claim.isPending} onClick={() => claim.mutate()}>
        {claim.isPending && <span className="spinner-small" aria-hidden="true" />}
        {t('rebate.claim', { amount: money(totalDue) })}
      </button>
      {refusal && (
        <p className={css.error} role="alert">
          {refusal}
        </p>
      )}
      <FormStatus>{done ? t('rebate.claimDone', { amount: money(done.total) }) : null}</FormStatus>
    </div>
  );
}

/** The claim's refusals in the page's own words; others as every form says them. */
function refusalText(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  const { errorCode } = refusalOf(error);
  if (errorCode === 'rebate.nothing.due') return t('rebate.nothingDue');
  if (errorCode === 'function.not.available') return t('rebate.claimOff');
  return t(refusalProblem(error).key);
}

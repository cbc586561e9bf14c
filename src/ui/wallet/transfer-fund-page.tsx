// transferFund (docs/product.md §2 "wallet"): the member's wallets. A single-wallet merchant (GCS_merchantWallet isSingle)
// shows the one balance; with transfer wallets, money moves between the main wallet and a provider's wallet
// through GCS_walletTransfer (a request id per submission).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { merchantWalletQuery } from '../../api/catalogue/catalogue.ts';
import { newRequestId } from '../../api/withdrawal/withdraw.ts';
import { fetchConsolidatedFunds, walletTransfer } from '../../api/wallet/transfer.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi, useSite } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { TransferAmountForm } from './transfer-amount-form.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

const MAIN = 'MAIN';

export default function TransferFundPage() {
  const { t } = useTranslation();
  const api = useApi();
  const site = useSite();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const mode = useQuery(merchantWalletQuery(api, site.cache, site.merchant));
  const funds = useQuery({ queryKey: ['funds', token], queryFn: () => fetchConsolidatedFunds(api), staleTime: 10_000 });
  const busy = mode.isPending || funds.isPending;
  return (
    <section className={css.section} aria-labelledby="wallet-title" aria-busy={funds.isFetching}>
      <h2 id="wallet-title">{t('memberCentre.pages.transferFund')}</h2>
      {busy ? (
        <div className={css.skeleton} style={{ height: 120 }} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />
      ) : mode.isError || funds.isError ? (
        <ErrorRetry onRetry={() => (mode.isError ? mode.refetch() : funds.refetch())} />
      ) : (
        <>
          <table className={css.table}>
            <caption className="sr-only">{t('transfer.wallets')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('transfer.wallet')}</th>
                <th scope="col" className={css.num}>
                  {t('member.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {funds.data.wallets.map((w) => (
                <tr key={w.code ?? w.name}>
                  <td>{(w.code ?? MAIN) === MAIN ? t('transfer.main') : w.name}</td>
                  <td className={css.num}>{money(w.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {mode.data.isSingle ? (
            <p className={css.muted}>{t('transfer.single')}</p>
          ) : (
            <TransferForm
              wallets={funds.data.wallets.map((w) => ({
                code: w.code ?? MAIN,
                name: (w.code ?? MAIN) === MAIN ? t('transfer.main') : w.name,
                balance: w.balance,
              }))}
            />
          )}
        </>
      )}
    </section>
  );
}

function TransferForm({ wallets }: { wallets: { code: string; name: string; balance: number }[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const others = wallets.filter((w) => w.code !== MAIN);
  const [from, setFrom] = useState(MAIN);
  const [to, setTo] = useState(others[0]?.code ?? MAIN);
  const id = useId();
  const send = async (amount: number) => {
    await walletTransfer(api, { from, to, amount, requestId: newRequestId() });
    return t('transfer.done');
  };
  // One side is always the main wallet: picking a provider on one side puts the main wallet on the other.
  const pick = (side: 'from' | 'to', code: string) => {
    const other = code === MAIN ? (others[0]?.code ?? MAIN) : MAIN;
    setFrom(side === 'from' ? code : other);
    setTo(side === 'from' ? other : code);
  };
  return (
    <TransferAmountForm
      title={t('transfer.title')}
      available={wallets.find((w) => w.code === from)?.balance ?? 0}
      check={() => (from === to ? { key: 'errors.wallet.transfer.same' } : null)}
      send={send}
      refresh={[['funds']]}
    >
      <div className={css.field}>
        <label htmlFor={`${id}-from`}>{t('transfer.from')}</label>
        <select id={`${id}-from`} value={from} onChange={(e) => pick('from', e.target.value)}>
          {wallets.map((w) => (
            <option key={w.code} value={w.code}>
              {w.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-to`}>{t('transfer.to')}</label>
        <select id={`${id}-to`} value={to} onChange={(e) => pick('to', e.target.value)}>
          {wallets.map((w) => (
            <option key={w.code} value={w.code}>
              {w.name}
            </option>
          ))}
        </select>
      </div>
    </TransferAmountForm>
  );
}

// One withdrawal in a dialog, driven by its withdrawalConfirmation actor (docs/product.md §4): the parts paid so far with
// their deadlines, and for each part awaiting an answer: received, or not received with proof images; or all
// received at once. Amounts and statuses are the server's, as the actor holds them.
import { Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ActorRefFrom } from 'xstate';
import type { withdrawalConfirmationMachine } from '../../machines/withdrawal/withdrawal-confirmation.machine.ts';
import {
  canAnswerPart,
  canConfirmAll,
  isBusy,
  isLoading,
  isPartBusy,
  isUnavailable,
  partProblem,
  withdrawalProblem,
  withdrawalView,
} from '../../machines/withdrawal/withdrawal-confirmation.selectors.ts';
import type { WithdrawalPart, WithdrawalProblem } from '../../machines/withdrawal/withdrawal-confirmation.types.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { useSessionRef } from '../app/actors.ts';
import { useFlows, useFlowActor } from '../app/flows-context.tsx';
import { Dialog } from '../kit/dialog.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { problemText } from './problem-text.ts';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

type Ref = ActorRefFrom<typeof withdrawalConfirmationMachine>;

interface WithdrawalDetailProps {
  withdrawalId: number;
  onClose(): void;
}

export function WithdrawalDetail(props: WithdrawalDetailProps) {
  const { t } = useTranslation();
  // The first withdrawal opened loads its flow (see flows-context.tsx): a moment with a spinner in the dialog.
  return (
    <Suspense
      fallback={
        <Dialog title={t('withdraw.details')} onClose={props.onClose} wide>
          <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
        </Dialog>
      }
    >
      <LoadedWithdrawalDetail {...props} />
    </Suspense>
  );
}

function LoadedWithdrawalDetail({ withdrawalId, onClose }: WithdrawalDetailProps) {
  const { t } = useTranslation();
  const actor = useFlowActor(use(useFlows().withdrawalConfirmation()), { input: { withdrawalId, now: Date.now } });
  const session = useSessionRef();
  const queryClient = useQueryClient();
  const money = useMoney();
  const view = useSelector(actor, withdrawalView);
  const loading = useSelector(actor, isLoading);
  const unavailable = useSelector(actor, isUnavailable);
  const problem = useSelector(actor, withdrawalProblem);
  const allLive = useSelector(actor, canConfirmAll);
  const busy = useSelector(actor, isBusy);

  useEffect(() => {
    const sub = actor.on('withdrawal.sessionLost', () => session.send({ type: 'session.expired' }));
    return () => sub.unsubscribe();
  }, [actor, session]);
  // Every new view may change the list's amounts and (after a refund) the balance.
  useEffect(() => {
    if (!view) return;
    void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
    void queryClient.invalidateQueries({ queryKey: ['balance'] });
  }, [view, queryClient]);

  const title = view ? t('withdraw.detailTitle', { orderNo: view.orderNo }) : t('withdraw.details');
  return (
    <Dialog title={title} onClose={onClose} wide>
      {loading ? (
        <div role="progressbar" aria-busy="true" aria-label={t('common.loading')}>
          <div className={css.skeleton} />
          <div className={css.skeleton} />
        </div>
      ) : unavailable ? (
        <ErrorRetry message={problem ? problemText(t, problem.code, problem.message) : undefined} onRetry={() => actor.send({ type: 'withdrawal.reload' })} />
      ) : view ? (
        <div className={css.page} aria-busy={busy}>
          <dl className={css.facts}>
            <dt>{t('withdraw.amount')}</dt>
            <dd data-testid="withdrawal-amount">{money(view.amount)}</dd>
            <dt>{t('withdraw.payee')}</dt>
            <dd>{view.payee}</dd>
            <dt>{t('deposit.col.status')}</dt>
            <dd>
              <span className={css.status} data-status={view.status}>
                {t(`withdraw.status.${view.status}`)}
              </span>
            </dd>
            <dt>{t('withdraw.paid')}</dt>
            <dd data-testid="withdrawal-paid">{money(view.paidAmount)}</dd>
            <dt>{t('withdraw.received')}</dt>
            <dd data-testid="withdrawal-received">{money(view.receivedAmount)}</dd>
            <dt>{t('withdraw.remaining')}</dt>
            <dd data-testid="withdrawal-remaining">{money(view.remainingAmount)}</dd>
          </dl>
          {problem && problem.partId === null && <ProblemLine problem={problem} onDismiss={() => actor.send({ type: 'withdrawal.dismissError' })} />}
          {view.parts.length === 0 ? (
            <p className={css.empty}>{t('withdraw.noParts')}</p>
          ) : (
            <table className={css.table}>
              <caption className="sr-only">{t('withdraw.parts')}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col" className={css.num}>
                    {t('withdraw.amount')}
                  </th>
                  <th scope="col">{t('withdraw.paidAt')}</th>
                  <th scope="col">{t('withdraw.deadline')}</th>
                  <th scope="col">{t('deposit.col.status')}</th>
                  <th scope="col">{t('withdraw.answer')}</th>
                </tr>
              </thead>
              <tbody>
                {view.parts.map((part) => (
                  <PartRow key={part.id} actor={actor} part={part} />
                ))}
              </tbody>
            </table>
          )}
          <p className={css.muted}>{t('withdraw.confirmNote', { count: view.confirmMinutes })}</p>
          <div className={css.actions}>
            {allLive && (
              <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'withdrawal.allReceived' })}>
                {t('withdraw.allReceived')}
              </button>
            )}
            <button type="button" className="btn" disabled={busy} onClick={() => actor.send({ type: 'withdrawal.reload' })}>
              {t('withdraw.refresh')}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

function ProblemLine({ problem, onDismiss }: { problem: WithdrawalProblem; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <p className={css.error} role="alert">
      {problemText(t, problem.code, problem.message)}
      {problem.fileName && ` (${problem.fileName})`}{' '}
      <button type="button" className="btn" onClick={onDismiss} aria-label={t('common.close')}>
        ×
      </button>
    </p>
  );
}

function PartRow({ actor, part }: { actor: Ref; part: WithdrawalPart }) {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  const live = useSelector(actor, canAnswerPart(part.id));
  const waiting = useSelector(actor, isPartBusy(part.id));
  const anyBusy = useSelector(actor, isBusy);
  const problem = useSelector(actor, partProblem(part.id));
  const [reporting, setReporting] = useState(false);
  const files = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const status =
    part.status === 'notReceived' && part.dispute
      ? `${t(`withdraw.partStatus.${part.status}`)} · ${t(`withdraw.dispute.${part.dispute}`)}`
      : t(`withdraw.partStatus.${part.status}`);
  return (
    <tr aria-label={t('withdraw.partLabel', { seq: part.seq })}>
      <td>{part.seq}</td>
      <td className={css.num}>{money(part.amount)}</td>
      <td>{memberTime(part.paidAt)}</td>
      <td>{memberTime(part.confirmBy)}</td>
      <td>
        <span className={css.status} data-status={part.status}>
          {status}
        </span>
      </td>
      <td>
        {live && !reporting && (
          <div className={css.actions} style={{ marginTop: 0 }}>
            <button
              type="button"
              className="btn"
              disabled={anyBusy}
              aria-busy={waiting}
              onClick={() => actor.send({ type: 'withdrawal.received', partId: part.id })}
            >
              {waiting && <span className="spinner-small" aria-hidden="true" />}
              {t('withdraw.partReceived')}
            </button>
            <button type="button" className="btn" disabled={anyBusy} onClick={() => setReporting(true)}>
              {t('withdraw.partNotReceived')}
            </button>
          </div>
        )}
        {live && reporting && (
          <form
            className={css.field}
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: 'withdrawal.notReceived', partId: part.id, files: [...(files.current?.files ?? [])] });
            }}
          >
            <label htmlFor={fileId}>{t('withdraw.proof')}</label>
            <input ref={files} id={fileId} type="file" accept="image/png,image/jpeg" multiple />
            <div className={css.actions} style={{ marginTop: 0 }}>
              <button type="submit" className="btn btn-primary" disabled={anyBusy} aria-busy={waiting}>
                {waiting && <span className="spinner-small" aria-hidden="true" />}
                {t('withdraw.sendReport')}
              </button>
              <button type="button" className="btn" disabled={anyBusy} onClick={() => setReporting(false)}>
                {t('common.cancel')}
              </button>
            </div>
          </form>
        )}
        {problem && <ProblemLine problem={problem} onDismiss={() => actor.send({ type: 'withdrawal.dismissError' })} />}
      </td>
    </tr>
  );
}

// The reward centre's raffle section (issue 15, docs/loyalty.md §raffle): one card per raffle with its current or
// next draw. Each card's raffleCountdown actor counts down to the draw (less half the request's round trip),
// unlocks Claim at zero, shows the claim window's tip until it closes, and the prize: money, points, or a ticket
// with a link to open it in the tickets section below. Views only select and send.
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { RAFFLE_KEYS, rafflesQuery } from '../../api/raffle/raffle.ts';
import {
  isClaiming,
  raffleDraw,
  raffleProblem,
  raffleResult,
  raffleStep,
  secondsToDraw,
  secondsToEnd,
} from '../../machines/raffle/raffle-countdown.selectors.ts';
import type { RaffleProblem } from '../../machines/raffle/raffle-countdown.types.ts';
import type { RaffleResult, RaffleStatusView } from '../../../contract/raffle/raffle.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { TRANSLATED_CODES } from '../../domain/refusal.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession, useSessionRef } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { useMoney } from '../kit/use-money.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { clockText } from './countdown.ts';
import { useRaffleMachine, type RaffleMachine } from './raffle-wiring.ts';
import { useFlowActor } from '../app/flows-context.tsx';
import mc from '../kit/centre.module.css';
import css from './raffle.module.css';

const OWN_CODES = new Set(['raffle.not.found', 'raffle.not.started', 'raffle.ended', 'raffle.conditions.unmet']);

export function problemText(t: TFunction, p: RaffleProblem): string {
  if (OWN_CODES.has(p.code)) return t(`raffle.errors.${p.code.replace(/\./g, '_')}`);
  return TRANSLATED_CODES.has(p.code) ? t(`errors.${p.code}`) : (p.message ?? t('errors.unknown'));
}

/** A prize in words: ₱8.88, 50 points, a golden egg. */
export function usePrizeText() {
  const { t } = useTranslation();
  const money = useMoney();
  return (p: { type: string; value: number; ticketType?: string | null }) =>
    p.type === 'MONEY' ? money(p.value) : p.type === 'POINT' ? t('raffle.points', { n: p.value }) : t(`raffle.ticketType.${p.ticketType ?? 'GOLDEN_EGG'}`);
}

export function RaffleSection() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const id = useId();
  const list = useQuery(rafflesQuery(api, token));
  const machine = useRaffleMachine();
  return (
    <section className={mc.section} aria-labelledby={id}>
      <h2 id={id}>{t('raffle.title')}</h2>
      <ListStates query={list} isEmpty={(d) => d.list.length === 0} empty={t('raffle.empty')}>
        {(data) => (
          <div className={css.raffles}>
            {data.list.map((r) => (
              <RaffleCard key={r.raffleId} machine={machine} raffleId={r.raffleId} title={r.title} />
            ))}
          </div>
        )}
      </ListStates>
    </section>
  );
}

function RaffleCard({ machine, raffleId, title }: { machine: RaffleMachine; raffleId: number; title: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const session = useSessionRef();
  const actor = useFlowActor(machine, { input: { raffleId } });
  const step = useSelector(actor, raffleStep);
  const draw = useSelector(actor, raffleDraw);
  const toDraw = useSelector(actor, secondsToDraw);
  const toEnd = useSelector(actor, secondsToEnd);
  const busy = useSelector(actor, isClaiming);
  const result = useSelector(actor, raffleResult);
  const problem = useSelector(actor, raffleProblem);
  const memberTime = useMemberTime();

  useEffect(() => {
    const sub = actor.on('raffle.claimed', () => {
      session.send({ type: 'session.reload' });
      for (const queryKey of RAFFLE_KEYS) void queryClient.invalidateQueries({ queryKey });
    });
    return () => sub.unsubscribe();
  }, [actor, queryClient, session]);

  return (
    <article className={css.raffle} aria-labelledby={titleId} data-step={step} data-testid="raffle">
      <h3 id={titleId}>{draw?.title ?? title}</h3>
      {step === 'loading' && <p aria-busy="true">{t('common.loading')}</p>}
      {step === 'failed' && <ErrorRetry onRetry={() => actor.send({ type: 'raffle.reload' })} />}
      {step === 'none' && <p className={mc.empty}>{t('raffle.noDraw')}</p>}
      {draw && step !== 'loading' && step !== 'failed' && step !== 'none' && (
        <>
          <p className={css.drawAt}>{t('raffle.drawAt', { time: memberTime(draw.drawAt) })}</p>
          {step === 'waiting' && (
            <p className={css.countdown}>
              {t('raffle.startsIn')}{' '}
              <span role="timer" aria-label={t('raffle.startsInLabel', { time: clockText(toDraw) })} data-testid="raffle-countdown">
                {clockText(toDraw)}
              </span>
            </p>
          )}
          {(step === 'open' || step === 'claimed') && toEnd > 0 && (
            <p className={css.tip} data-testid="raffle-tip">
              {t(step === 'open' ? 'raffle.claimWithin' : 'raffle.windowCloses', { time: clockText(toEnd) })}
            </p>
          )}
          {step === 'ended' && <p className={mc.empty}>{t('raffle.ended')}</p>}
          <Prizes draw={draw} />
          <Conditions draw={draw} />
          {(step === 'waiting' || step === 'open') && (
            <div className={mc.actions}>
              <button
                type="button"
                className="btn btn-primary"
                disabled={step !== 'open' || busy}
                aria-busy={busy}
                onClick={() => actor.send({ type: 'raffle.claim' })}
                aria-label={step === 'open' ? t('raffle.claimLabel', { title: draw.title }) : t('raffle.claimLocked', { title: draw.title })}
              >
                {busy && <span className="spinner-small" aria-hidden="true" />}
                {t('raffle.claim')}
              </button>
            </div>
          )}
          <p className="sr-only" aria-live="polite">
            {step === 'open' ? t('raffle.nowOpen') : ''}
          </p>
          {problem && <RaffleRefusal problem={problem} />}
          {result && <ClaimResult result={result} />}
          {step === 'claimed' && toEnd === 0 && (
            <button type="button" className="btn" onClick={() => actor.send({ type: 'raffle.reload' })}>
              {t('raffle.nextDraw')}
            </button>
          )}
        </>
      )}
    </article>
  );
}

function Prizes({ draw }: { draw: RaffleStatusView }) {
  const { t } = useTranslation();
  const prize = usePrizeText();
  return (
    <ul className={css.prizes} aria-label={t('raffle.prizes')}>
      {draw.prizes.map((p, i) => (
        <li key={i} data-type={p.type}>
          <span>{prize(p)}</span> <span className={css.chance}>{t('raffle.chance', { n: p.chance })}</span>
        </li>
      ))}
    </ul>
  );
}

function Conditions({ draw }: { draw: RaffleStatusView }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (draw.conditions.length === 0) return null;
  return (
    <ul className={css.conditions} aria-label={t('raffle.conditions')}>
      {draw.conditions.map((c) => (
        <li key={c.condition} data-met={c.met}>
          {c.met ? '✓ ' : '○ '}
          {t(`raffle.condition.${c.condition}`, { actual: money(c.actual), target: money(c.target) })}
        </li>
      ))}
    </ul>
  );
}

function RaffleRefusal({ problem }: { problem: RaffleProblem }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div role="alert" className={css.problem}>
      <p>{problemText(t, problem)}</p>
      {problem.missing.length > 0 && (
        <ul>
          {problem.missing.map((m) => (
            <li key={m.condition}>{t(`raffle.condition.${m.condition}`, { actual: money(m.actual), target: money(m.target) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ClaimResult({ result }: { result: RaffleResult }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div role="status" className={css.result} data-testid="raffle-result">
      {result.type === 'MONEY' && t('raffle.won.money', { amount: money(result.value) })}
      {result.type === 'POINT' && t('raffle.won.points', { n: result.value })}
      {result.type === 'TICKET' && result.ticket && (
        <>
          {t('raffle.won.ticket', { ticket: t(`raffle.ticketType.${result.ticket.type}`) })}{' '}
          <a href={`#ticket-${result.ticket.ticketId}`}>{t(result.ticket.status === 'AVAILABLE' ? 'raffle.openIt' : 'raffle.seeIt')}</a>
        </>
      )}
    </div>
  );
}

// The reward centre's tickets (issue 15, docs/loyalty.md §tickets): each available ticket opened with a small
// animation of its kind (a golden egg cracks, a prize wheel spins, a red envelope opens; CSS only, none under
// reduced motion) while the server draws and pays its prize; the prize shown in place; used tickets listed with
// what they gave, expired ones greyed. Views only select and send.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { openTicket, RAFFLE_KEYS, ticketsQuery } from '../../api/raffle/raffle.ts';
import type { OpenedTicketValue, TicketView } from '../../../contract/raffle/raffle.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { refusalOf, refusalProblem } from '../../domain/refusal.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession, useSessionRef } from '../app/actors.ts';
import { ListStates } from '../kit/list-states.tsx';
import { FormProblem } from '../kit/form-messages.tsx';
import { useMoney } from '../kit/use-money.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import mc from '../kit/centre.module.css';
import css from './raffle.module.css';

const OWN_CODES = new Set(['ticket.not.found', 'ticket.expired']);

function ticketProblem(error: unknown) {
  const { errorCode } = refusalOf(error);
  return errorCode && OWN_CODES.has(errorCode) ? { key: `raffle.errors.${errorCode.replace(/\./g, '_')}` } : refusalProblem(error);
}

export function TicketsSection() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const id = useId();
  const list = useQuery(ticketsQuery(api, token));
  // Tickets opened on this visit stay where they were, showing their prize, until the page is left.
  const [opened, setOpened] = useState<ReadonlyMap<number, OpenedTicketValue>>(new Map());
  const keep = (o: OpenedTicketValue) => setOpened((prev) => new Map(prev).set(o.ticket.ticketId, o));
  return (
    <section className={mc.section} aria-labelledby={id} id="tickets">
      <h2 id={id}>{t('raffle.tickets.title')}</h2>
      <ListStates query={list} isEmpty={(d) => d.list.length === 0} empty={t('raffle.tickets.empty')}>
        {(data) => {
          const open = data.list.filter((x) => x.status === 'AVAILABLE' || opened.has(x.ticketId));
          const used = data.list.filter((x) => x.status !== 'AVAILABLE' && !opened.has(x.ticketId));
          return (
            <>
              {open.length === 0 ? (
                <p className={mc.empty}>{t('raffle.tickets.noneAvailable')}</p>
              ) : (
                <ul className={css.tickets} aria-label={t('raffle.tickets.available')}>
                  {open.map((x) => (
                    <TicketItem key={x.ticketId} ticket={x} opened={opened.get(x.ticketId) ?? null} onOpened={keep} />
                  ))}
                </ul>
              )}
              {used.length > 0 && <UsedTickets tickets={used} />}
            </>
          );
        }}
      </ListStates>
    </section>
  );
}

function TicketItem({ ticket, opened, onOpened }: { ticket: TicketView; opened: OpenedTicketValue | null; onOpened(o: OpenedTicketValue): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const money = useMoney();
  const memberTime = useMemberTime();
  const queryClient = useQueryClient();
  const session = useSessionRef();
  const titleId = useId();
  const kind = t(`raffle.ticketType.${ticket.type}`, { defaultValue: ticket.type });
  const mutation = useMutation({
    mutationFn: () => openTicket(api, ticket.ticketId),
    onSuccess: async (o) => {
      onOpened(o);
      session.send({ type: 'session.reload' });
      await Promise.all(RAFFLE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ['tickets'] }),
  });
  const phase = opened ? 'opened' : mutation.isPending ? 'opening' : 'closed';
  return (
    <li className={css.ticket} id={`ticket-${ticket.ticketId}`} tabIndex={-1} aria-labelledby={titleId} data-testid="ticket">
      <div className={css.art} data-type={ticket.type} data-phase={phase} aria-hidden="true">
        <span className={css.partA} />
        <span className={css.partB} />
      </div>
      <div>
        <div id={titleId} className={css.ticketTitle}>
          {kind}
          <span className={css.ticketName}> · {ticket.name}</span>
        </div>
        <div className={css.meta}>{ticket.endDate ? t('raffle.tickets.openBy', { time: memberTime(ticket.endDate) }) : t('raffle.tickets.noEnd')}</div>
      </div>
      {opened ? (
        <p role="status" className={css.prize} data-testid="ticket-prize">
          {opened.type === 'MONEY' ? t('raffle.tickets.wonMoney', { amount: money(opened.value) }) : t('raffle.tickets.wonPoints', { n: opened.value })}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
          onClick={() => mutation.mutate()}
          aria-describedby={titleId}
        >
          {mutation.isPending && <span className="spinner-small" aria-hidden="true" />}
          {t(`raffle.tickets.open.${ticket.type}`, { defaultValue: t('raffle.tickets.openAny') })}
        </button>
      )}
      {mutation.isError && (
        <div className={css.ticketProblem}>
          <FormProblem problem={ticketProblem(mutation.error)} />
        </div>
      )}
    </li>
  );
}

function UsedTickets({ tickets }: { tickets: TicketView[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  return (
    <table className={css.used}>
      <caption>{t('raffle.tickets.used')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('raffle.tickets.ticket')}</th>
          <th scope="col">{t('raffle.tickets.status')}</th>
          <th scope="col">{t('raffle.tickets.when')}</th>
          <th scope="col">{t('raffle.tickets.prize')}</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((x) => (
          <tr key={x.ticketId} id={`ticket-${x.ticketId}`} data-status={x.status}>
            <td>
              {t(`raffle.ticketType.${x.type}`, { defaultValue: x.type })} · {x.name}
            </td>
            <td>{t(`raffle.tickets.state.${x.status}`)}</td>
            <td>{x.usedDate ? memberTime(x.usedDate) : x.endDate ? memberTime(x.endDate) : ''}</td>
            <td>{x.prizeType === 'MONEY' ? money(x.prizeValue ?? 0) : x.prizeType === 'POINT' ? t('raffle.points', { n: x.prizeValue ?? 0 }) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

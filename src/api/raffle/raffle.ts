// Raffle draws and tickets (issue 15, docs/loyalty.md §raffle, §tickets): the raffles on show and the member's
// tickets as read models; a raffle's own status (timed, for its countdown), the claim and the ticket opening.
// RAFFLE_KEYS names what a claim or an opening makes stale.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { RaffleStatusView } from '../../../contract/raffle/raffle.ts';

export const fetchRaffles = (api: Api) => api.call('raffleStatus', { query: {} });
export const fetchTickets = (api: Api) => api.call('tickets', { query: {} });

/** One raffle's current or next draw, with the request's round trip (the countdown takes half of it off). */
export async function loadRaffleStatus(api: Api, raffleId: number): Promise<{ status: RaffleStatusView | null; latencyMs: number }> {
  const started = performance.now();
  const value = await api.call('raffleStatus', { query: { raffleId } });
  return { status: value.list[0] ?? null, latencyMs: performance.now() - started };
}

export const claimRaffle = async (api: Api, raffleId: number, raffleScheduleId: number) => {
  const v = await api.call('claimRaffle', { body: { raffleId, raffleScheduleId } });
  return { type: v.type, value: v.value, ticket: v.ticket, claimedAt: v.claimedAt };
};
export const openTicket = (api: Api, ticketId: number) => api.call('claimTicket', { body: { ticketId } });

export const rafflesQuery = (api: Api, token: string) => queryOptions({ queryKey: ['raffles', token], queryFn: () => fetchRaffles(api), staleTime: 60_000 });
export const ticketsQuery = (api: Api, token: string) => queryOptions({ queryKey: ['tickets', token], queryFn: () => fetchTickets(api), staleTime: 10_000 });

/** What a claim or an opening changes (query-key prefixes): the tickets, the balance and the records. */
export const RAFFLE_KEYS = [['tickets'], ['balance'], ['bonusDetails'], ['accountRecord'], ['withdrawInfo'], ['pointBalance'], ['pointDetails']] as const;

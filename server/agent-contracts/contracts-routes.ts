// The contract calls (issue 14, docs/agents.md §contracts). Thin: each calls one function of
// server/agent-contracts/contracts.ts or contract-decisions.ts, which decides every rule inside its transaction.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { contractViewOf, downlineContracts, offerContract, partiesOf } from './contracts.ts';
import { publishHint } from '../live/publish.ts';
import { decideContract, requestTermination } from './contract-decisions.ts';
import type { ContractKind } from '../../contract/rules/agent-contracts.ts';

/** The domain's answer, or the refusal it decided (nothing written). */
const answer = async <T>(run: () => Promise<T>) => ok(await run());

const PROCESS_CALLS = {
  processDividend: 'dividend',
  processDailyWage: 'daily',
  processHourlyWage: 'hourly',
  processRealtimeWage: 'realtime',
} as const satisfies Record<string, ContractKind>;

export async function agentContractRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  /** After a change to contract `id` committed, both of its members' open pages hear of it (server/live/). */
  const told = async <T>(id: number, value: T) => {
    for (const memberId of await partiesOf(db, id)) publishHint(app.deps, memberId, 'offer', {});
    return value;
  };

  for (const [name, kind] of Object.entries(PROCESS_CALLS) as [keyof typeof PROCESS_CALLS, ContractKind][]) {
    registerCall(app, name, async (request) =>
      answer(async () => told(request.body.id, await decideContract(db, clock.now(), memberOf(request).id, request.body.id, request.body.status, kind))),
    );
  }

  registerCall(app, 'offerContract', async (request) =>
    answer(async () => {
      const me = memberOf(request).id;
      const id = await offerContract(db, clock.now(), me, request.body);
      return told(id, await contractViewOf(db, id, me));
    }),
  );

  registerCall(app, 'requestContractTermination', async (request) =>
    answer(async () => told(request.body.id, await requestTermination(db, clock.now(), memberOf(request).id, request.body.id))),
  );

  registerCall(app, 'downlineContracts', async (request) => ok(await downlineContracts(db, memberOf(request).id, request.query)));
}

// The consolidated answer's contract fields by kind (the platform's names), for the site and the server.
import type { ContractKind } from './agent-contracts.ts';

export const INFO_FIELD = {
  daily: 'dailysalinfotype',
  hourly: 'contracthoursalinfo',
  realtime: 'realtimesalinfotype',
  dividend: 'divtypeinfo',
} as const satisfies Record<ContractKind, string>;
export const REQ_FIELD = {
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
  dividend: 'divtypereq',
} as const satisfies Record<ContractKind, string>;

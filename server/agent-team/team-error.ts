// A refusal of the register centre or of an action on a downline: answered as an envelope with success false
// (HTTP 200) by server/agent-team/routes.ts, with `value` for what the site shows beside it.
export class AgentTeamError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

export const notDirectDownline = () => new AgentTeamError('agent.notDirectDownline', 'This account is not one of your direct downlines');

// A refusal of an action on a downline the agent does not have (server/shared/refusal.ts).
import { Refusal } from '../shared/refusal.ts';

export const notDirectDownline = () => new Refusal('agent.notDirectDownline', 'This account is not one of your direct downlines');

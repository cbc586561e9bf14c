// Member type codes of the platform configuration (docs/product.md §6): agents 1, 2, 41, 42; trial 4; anything else a member.
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;

export type Role = 'member' | 'trial' | 'agent';

export function roleOf(type: number): Role {
  if (type === TRIAL_TYPE) return 'trial';
  if ((AGENT_TYPES as readonly number[]).includes(type)) return 'agent';
  return 'member';
}

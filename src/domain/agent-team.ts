// What the register centre and downline management check before sending (issue 14), plain functions the views call.
import type { FieldProblem } from '../../contract/rules/field-rules.ts';
import { REMARK_MAX } from '../../contract/rules/agent-team.ts';

/** A rate typed as percent: empty is 0; otherwise 0 to `max` (the agent's own rate) with at most 2 decimals. */
export function rateProblem(text: string, max: number): FieldProblem | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return { key: 'agentTeam.register.rateFormat' };
  if (Number(value) > max) return { key: 'agentTeam.register.rateAbove', values: { max: Number(max.toFixed(2)) } };
  return null;
}

export const remarkProblem = (remark: string): FieldProblem | null =>
  remark.trim().length > REMARK_MAX ? { key: 'agentTeam.remark.tooLong', values: { max: REMARK_MAX } } : null;

import { inputProblem } from '../../contract/rules/strings.ts';
import { ApiError } from './envelope.ts';

/**
 * One rule for every string of every call: no NUL character, no nesting deeper than any schema has. Checked before
 * the schema, so the answer names the field whatever else is wrong with the input.
 */
export function refuseHostile(part: 'query' | 'body', input: unknown) {
  const found = inputProblem(input);
  if (!found) return;
  const field = [part, ...found.path].join('.');
  throw new ApiError(400, 'request.invalid', found.problem === 'nul' ? `${field}: must not contain a NUL character` : `${field}: nested too deeply`);
}

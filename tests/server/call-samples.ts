// Inputs for walking the call table: a best-effort valid input for a call's schema (so a hostile value in one
// field reaches the handler, not only the validator), and the fields a hostile value can be put in.
import type { z } from 'zod';

/** Values that pass the platform's own patterns, by field name; other fields get a plain value of their type. */
const KNOWN: Record<string, unknown> = {
  username: 'demo',
  password: 'Demo1234',
  confirmPassword: 'Demo1234',
  oldPassword: 'Demo1234',
  newPassword: 'Demo12345',
  confirmNewPassword: 'Demo12345',
  mobileNum: '9171234567',
  mobileNo: '9171234567',
  countryDialingCode: '63',
  email: 'someone@example.com',
  vassalage: 'JL',
  vendor: 'JL',
  gameType: 'RNG',
  gameCode: 'JL_RNG_0001',
  nodeId: 1,
  merchantCode: 'playstate',
  merchant: 'playstate',
  code: 'AGENT01',
  language: 'EN',
  groupName: 'w_home',
  types: 'B',
  verificationCode: '123456',
  captcha: 'abcd',
  // agent calls: a direct downline of agent01, and a request id long enough to pass
  account: 'down01',
  requestId: 'request-0001',
};

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function plain(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 'abc';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [sampleOf(def.element as z.ZodType)];
    case 'union':
      return sampleOf((def.options as z.ZodType[])[0]!);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return sampleOf(def.innerType as z.ZodType);
    case 'pipe':
      return sampleOf(def.in as z.ZodType);
    case 'object':
      return objectSample(schema);
    default:
      return 'abc';
  }
}

function objectSample(schema: z.ZodType): Record<string, unknown> {
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (field.safeParse(undefined).success) continue;
    out[key] = key in KNOWN && field.safeParse(KNOWN[key]).success ? KNOWN[key] : plain(field);
  }
  return out;
}

/** A valid input for the schema when the guesses above make one, else null. */
export function sampleOf(schema: z.ZodType): unknown {
  const guess = defOf(schema).type === 'object' ? objectSample(schema) : plain(schema);
  return schema.safeParse(guess).success ? guess : null;
}

/** The top-level fields of an object schema (of each option of a union). */
export function fieldsOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys((schema as unknown as { shape: object }).shape);
  if (def.type === 'union') return [...new Set((def.options as z.ZodType[]).flatMap(fieldsOf))];
  if (def.type === 'pipe') return fieldsOf(def.in as z.ZodType);
  return [];
}

// How a route's query, body and headers are validated: with their zod schemas (fastify-type-provider-zod), except the
// platform headers. Those are checked before validation by the request-context hook (a missing or foreign Merchant
// is refused there; Language and Device may be any string, and a header always is one), so their schema can never
// refuse anything and is there for the API document. Validating it anyway copied and parsed every request's headers:
// a fifth of a cached catalogue call's throughput (issue 17, docs/decisions.md).
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { platformHeaders } from '../../contract/call.ts';

const documentedOnly = () => true;

export const requestValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.schema === platformHeaders ? documentedOnly : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

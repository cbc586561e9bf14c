import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import { loadRsaKey, openSealedBody, type RsaKey } from '../session/encryption.ts';
import { ApiError } from './envelope.ts';
import { refuseHostile } from './hostile-input.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rsaKey(): Promise<RsaKey>;
    /** The decrypted payload of an encrypted call, refused if hostile, validated against its schema (400 with field messages). */
    openSealed<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<z.infer<S>>;
  }
}

export const sealedPlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  let key: Promise<RsaKey> | null = null;
  app.decorate('rsaKey', () => (key ??= loadRsaKey(deps.db, deps.clock.now()).catch((err) => ((key = null), Promise.reject(err)))));
  app.decorate('openSealed', async <S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<z.infer<S>> => {
    const header = request.headers.encryption;
    const payload = await openSealedBody(deps.db, deps.clock, await app.rsaKey(), typeof header === 'string' ? header : undefined, request.body);
    refuseHostile('body', payload);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ApiError(400, 'request.invalid', parsed.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; '));
    return parsed.data;
  });
});

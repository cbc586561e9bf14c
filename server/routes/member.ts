import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { memberOf } from '../http/auth.ts';
import { languageUpdateBody } from '../../src/api/contract/system.ts';
import type { MemberInfo } from '../../src/api/contract/member.ts';
import type { Member } from '../domain/sessions.ts';

const tags = ['member'];
const security = [{ token: [] }];

export const vipLabel = (level: number) => `VIP ${level}`;

export function memberInfo(member: Member, currencySymbol: string): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    language: member.language,
    vipLevel: member.vipLevel,
    vipLabelName: vipLabel(member.vipLevel),
    firstTimeLogin: member.firstTimeLogin,
    currencySymbol,
  };
}

export async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get('/wps/member/info', { config: { auth: 'session' }, schema: { tags, security, summary: 'The signed-in member' } }, async (request) =>
    ok(memberInfo(memberOf(request), config.merchant.currencySymbol)),
  );

  app.put(
    '/wps/member/language',
    { config: { auth: 'session' }, schema: { tags, security, summary: 'Store the member\'s language choice', body: languageUpdateBody } },
    async (request) => {
      const member = memberOf(request);
      await db.update(members).set({ language: request.body.language }).where(eq(members.id, member.id));
      return ok({ language: request.body.language });
    },
  );
}

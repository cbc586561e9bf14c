import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { members, sessions } from '../db/schema.ts';
import type { Deps } from '../deps.ts';

export type Member = typeof members.$inferSelect;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new random 256-bit token; only its hash is stored. */
export async function createSession({ db, clock, random, config }: Deps, memberId: number, opts: { firstLogin?: boolean } = {}): Promise<string> {
  const token = random.bytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(sessions).values({
    tokenHash: digest(token),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + config.sessionTtlHours * 3600_000),
    firstLogin: opts.firstLogin ?? false,
  });
  return token;
}

export async function memberForToken(deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<Member | null> {
  return (await sessionForToken(deps, token))?.member ?? null;
}

/** The live session of a token with its member. */
export async function sessionForToken({ db, clock }: Pick<Deps, 'db' | 'clock'>, token: string): Promise<{ member: Member; firstLogin: boolean } | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({ member: members, firstLogin: sessions.firstLogin })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, digest(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession({ db, clock }: Pick<Deps, 'db' | 'clock'>, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(eq(sessions.tokenHash, digest(token)));
}

/** When the session of a token began (the session reminder counts from it). */
export async function sessionStart({ db }: Pick<Deps, 'db'>, token: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, digest(token)));
  return row?.createdAt ?? null;
}

// The session reminder's figures (issue 16 §5): what the member bet and won since signing in, from the seamless
// wallet's transactions that moved money (a refused bet moved nothing and is not counted). Centavos.
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { walletTransactions } from '../db/schema-games.ts';

export async function playSince(db: Db, memberId: number, from: Date): Promise<{ bets: number; wins: number; net: number }> {
  const sum = (kind: string) => sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.kind} = ${kind}), 0)`.mapWith(Number);
  const [row] = await db
    .select({ bets: sum('bet'), wins: sum('win'), rollbacks: sum('rollback') })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.memberId, memberId), gte(walletTransactions.createdAt, from), isNotNull(walletTransactions.ledgerTransferId)));
  const bets = row?.bets ?? 0;
  // A rollback gives a bet back: it lowers what was bet rather than counting as a win.
  const wins = row?.wins ?? 0;
  const placed = Math.max(0, bets - (row?.rollbacks ?? 0));
  return { bets: placed, wins, net: wins - placed };
}

// The outbox the default sms and mail adapters write to, read back for testers (GET /dev/outbox, demo mode only).
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/** The newest messages first. */
export const latestOutbox = (db: Db, limit = 50) => db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);

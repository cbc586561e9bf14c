// The PGlite dumps every Vitest database opens from (seed-template.ts). A dump is a tarball of the data folder, and
// half of a seeded one (48 of 93 MB) is write-ahead log segments PostgreSQL made ahead of need: copying the dump's
// bytes and unpacking them into PGlite's in-memory files is most of a seeded open's JavaScript, ~76 opens a run.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import type { OpenDatabase } from '../../server/db/open.ts';

const BLOCK = 512;
const text = new TextDecoder();
const WAL_SEGMENT = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/;

/** A tar entry's path: its name field, after its ustar prefix when it has one. */
function entryPath(header: Uint8Array): string {
  const field = (from: number, length: number) => {
    const bytes = header.subarray(from, from + length);
    const end = bytes.indexOf(0);
    return text.decode(end < 0 ? bytes : bytes.subarray(0, end));
  };
  const prefix = field(345, 155);
  return prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
}

/**
 * The tarball without the WAL segments after `current`, the segment being written when the dump was taken: those
 * hold no record yet (recycled or pre-made files), and PostgreSQL makes them again when it needs them. Segment
 * names of one timeline sort as their positions do.
 */
export function withoutWalAhead(tar: Uint8Array, current: string): Uint8Array {
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(text.decode(header.subarray(124, 136)).replace(/\0.*$/, '').trim() || '0', 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const segment = WAL_SEGMENT.exec(entryPath(header))?.[1];
    if (!(segment && segment > current)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(2 * BLOCK)); // the end-of-archive marker
  return Buffer.concat(kept);
}

/**
 * The open PGlite database's data folder as a tarball to start other in-memory databases from: checkpointed first,
 * so an opened copy does not replay the log before it, and without the log segments made ahead.
 */
export async function dumpForTests(database: OpenDatabase): Promise<Uint8Array> {
  await database.db.execute(sql`CHECKPOINT`);
  const [written] = await queryRows<{ segment: string }>(database.db, sql`select pg_walfile_name(pg_current_wal_insert_lsn()) as segment`);
  return withoutWalAhead(new Uint8Array(await (await database.dump!()).arrayBuffer()), written!.segment);
}

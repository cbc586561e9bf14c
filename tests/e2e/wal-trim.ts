// The browser tests' template data folder is copied for each spec file's server (~50 copies a run, each ~1.4 s of
// kernel time on a 2-core machine of this kind for its 89 MB). A third of it is write-ahead log that PostgreSQL made
// ahead of need: segments after the one holding the last checkpoint are recycled, empty ones, which PostgreSQL makes
// again when it needs them. After a clean shutdown only the checkpoint's segment is read at start.
import fs from 'node:fs';
import path from 'node:path';

/** pg_control's layout (stable since PostgreSQL 9.x): the cluster state at byte 16, the last checkpoint's LSN at 32. */
const STATE_OFFSET = 16;
const CHECKPOINT_OFFSET = 32;
const SHUT_DOWN = 1;
const SEGMENT_NAME = /^[0-9A-F]{24}$/;

/** Removes the WAL segments after the last checkpoint's from a cleanly shut down data folder. */
export function dropWalAfterCheckpoint(pgdata: string): void {
  const control = fs.readFileSync(path.join(pgdata, 'global', 'pg_control'));
  if (control.readUInt32LE(STATE_OFFSET) !== SHUT_DOWN) return;
  const walDir = path.join(pgdata, 'pg_wal');
  const segments = fs.readdirSync(walDir).filter((name) => SEGMENT_NAME.test(name));
  if (!segments.length) return;
  const segmentSize = BigInt(fs.statSync(path.join(walDir, segments[0]!)).size);
  const checkpointSegment = control.readBigUInt64LE(CHECKPOINT_OFFSET) / segmentSize;
  const perLogId = 0x1_0000_0000n / segmentSize;
  // A segment's name: timeline, then its number as (number / segments per 4 GB, number % segments per 4 GB).
  const numberOf = (name: string) => BigInt(`0x${name.slice(8, 16)}`) * perLogId + BigInt(`0x${name.slice(16)}`);
  for (const name of segments) if (numberOf(name) > checkpointSegment) fs.rmSync(path.join(walDir, name));
}

// Live updates through a rolling restart of the fleet as an operator runs it (scripts/fleet/fleet.ts: HAProxy in
// front of three instances on one PostgreSQL database and one Redis): a signed-in page's stream, followed as the site
// follows it, is ended with a retry hint by each draining instance it is on and resumes on another without a resync.
// A fleet of its own, so the players' tally of rolling-restart.test.ts is not this test's business.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open.ts';
import { testConfig } from '../../../server/config.ts';
import { cryptoRandom, outboxSms, systemClock } from '../../../server/deps.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { openStream, type OpenStream } from '../live/live-helpers.ts';
import { useFleet } from './fleet-fixture.ts';

describe.runIf(process.env.PG_TEST_URL)('live updates through a rolling restart behind HAProxy', () => {
  const run = useFleet({ dirPrefix: 'playstate-live-fleet-' });

  /**
   * A signed-in page's live stream through the balancer, as the liveUpdates actor follows it: when a stream ends it
   * asks again after the server's retry hint (1 s when it failed), with the last event id.
   */
  function livePage(session: string) {
    let running = true;
    let current: OpenStream | null = null;
    const seen = { kinds: [] as string[], hints: [] as (number | null)[], failures: [] as string[] };
    let last: string | null = null;
    let streaming = false;
    const follow = async () => {
      while (running) {
        current = openStream(run.fleet.url, session, last);
        streaming = true;
        try {
          const end = await current.ended;
          if (running) seen.hints.push(end.retryMs);
        } catch (err) {
          seen.failures.push(String(err));
        }
        streaming = false;
        seen.kinds.push(...current.events.map((e) => e.kind));
        last = current.events.filter((e) => e.id).at(-1)?.id ?? last;
        if (running) await new Promise((resolve) => setTimeout(resolve, seen.hints.at(-1) ?? 1_000));
      }
    };
    const done = follow();
    return {
      seen,
      /** A stream is open and has said hello. */
      open: () => streaming && !!current?.events.some((e) => e.kind === 'hello'),
      async stop() {
        running = false;
        current?.close();
        await done;
        return seen;
      },
    };
  }

  it('each draining instance ends the stream with a retry hint, and it resumes on another without a resync', async () => {
    const opened = await openDatabase({ kind: 'postgres', url: run.databaseUrl });
    const db = opened.db;
    const session = await runOpsCommand({ db, clock: systemClock, random: cryptoRandom, sms: outboxSms(db, systemClock), config: testConfig() }, 'token', {
      account: 'demo',
    });
    await opened.close();
    const page = livePage(session);
    await expect.poll(() => page.open()).toBe(true);
    for (const instance of run.fleet.instances) await run.fleet.restart(instance.name);
    await expect.poll(() => page.open()).toBe(true);
    const { kinds, hints } = await page.stop();
    // The instance holding the stream ended it with the hint at least once; every stream started with hello; none
    // needed a resync: the stream that resumed on another instance found its point in Redis.
    expect(hints.length).toBeGreaterThan(0);
    expect(hints.every((ms) => ms === 1_000)).toBe(true);
    expect(kinds.filter((k) => k === 'hello').length).toBeGreaterThan(hints.length);
    expect(kinds).not.toContain('resync');
  }, 180_000);
});

// The fleet as an operator runs it (scripts/fleet/fleet.ts: HAProxy in front of three instances on one PostgreSQL
// database): every instance restarted in turn while players' calls go through the balancer, and not one call fails;
// then one instance killed outright, and the fleet carries on with the others while it comes back.
import { describe, expect, it } from 'vitest';
import { MERCHANT_HEADERS } from '../test-server.ts';
import { pathOf } from '../call-client.ts';
import { useFleet } from './fleet-fixture.ts';

describe.runIf(process.env.PG_TEST_URL)('a fleet of three behind HAProxy', () => {
  // Every call comes from this one address: the flood guard would count them all as one client.
  const run = useFleet({ dirPrefix: 'playstate-fleet-', env: { FLOOD_LIMIT_PER_MINUTE: '1000000' } });

  /** Players' calls through the balancer, `players` at a time, until stopped: how many were made and how many failed. */
  function players(count: number) {
    let running = true;
    const tally = { made: 0, failed: [] as string[] };
    const one = async () => {
      while (running) {
        tally.made++;
        try {
          const res = await fetch(`${run.fleet.url}${pathOf('systemStatus')}`, { headers: MERCHANT_HEADERS });
          const body = (await res.json()) as { success: boolean };
          if (res.status !== 200 || !body.success) tally.failed.push(`HTTP ${res.status}`);
        } catch (err) {
          tally.failed.push(String((err as Error).cause ?? err));
        }
      }
    };
    const all = Promise.all(Array.from({ length: count }, one));
    return {
      tally,
      async stop() {
        running = false;
        await all;
        return tally;
      },
    };
  }

  it('restarts every instance in turn under load without one failed call', async () => {
    const load = players(4);
    for (const instance of run.fleet.instances) {
      const before = instance.pid();
      await run.fleet.restart(instance.name);
      expect(instance.pid()).not.toBe(before);
    }
    const { made, failed } = await load.stop();
    expect(failed).toEqual([]);
    expect(made).toBeGreaterThan(run.fleet.instances.length * 10);
  }, 180_000);

  it('carries on when an instance is killed, losing at most the calls it held', async () => {
    const load = players(4);
    await run.fleet.kill('i2');
    const { failed } = await load.stop();
    // Only calls in flight on the killed instance can fail: at most one per player.
    expect(failed.length).toBeLessThanOrEqual(4);
    const after = await fetch(`${run.fleet.url}/readyz`);
    expect(after.status).toBe(200);
  }, 180_000);
});

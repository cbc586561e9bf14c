// The permission response of GET /wps/system/status (docs/product.md §3, docs/architecture.md §4), read from the database.
import { asc, eq } from 'drizzle-orm';
import { merchants, regionBlocks, settings, whitelabelModules } from '../db/schema.ts';
import { customerService, resources } from '../db/schema-content.ts';
import type { Db, Tx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import type { WhitelabelNode } from '../../contract/system/system.ts';
import type { RegisterFieldRules } from '../../contract/system/system.ts';
import { flattenWhitelabel, isOn } from '../../contract/rules/whitelabel.ts';

export interface MaintenanceSetting {
  enabled: boolean;
  endTime: string | null;
}

export async function readSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : fallback;
}

export async function writeSetting(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

export function buildWhitelabelTree(rows: { modId: string; parentId: string | null; enabled: boolean }[]): WhitelabelNode[] {
  const byParent = new Map<string | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parent: string | null): WhitelabelNode[] =>
    (byParent.get(parent) ?? []).map((r) => ({ modId: r.modId, enabled: r.enabled ? '1' : '0', childrenNodes: build(r.modId) }));
  return build(null);
}

async function loadInfo(db: Db) {
  const [wl, res, cs, merchant, register, domainRoute] = await Promise.all([
    db.select().from(whitelabelModules).orderBy(asc(whitelabelModules.sort)),
    db.select().from(resources).orderBy(asc(resources.id)),
    db.select().from(customerService).orderBy(asc(customerService.id)),
    db.select().from(merchants).limit(1),
    readSetting<RegisterFieldRules>(db, 'register.fields', {}),
    readSetting<Record<string, string>>(db, 'domainRoute', {}),
  ]);
  return {
    whitelabel: buildWhitelabelTree(wl),
    register,
    resources: res.map(({ resourceType, url, labelNameEn }) => ({ resourceType, url, labelNameEn })),
    customerService: cs.map(({ csType, title, url }) => ({ csType, title, url })),
    domainRoute,
    merchant: merchant[0]!,
  };
}

type Snapshot = {
  info: Awaited<ReturnType<typeof loadInfo>>;
  maintenance: MaintenanceSetting;
  blocked: Set<string>;
};

/**
 * The status answer changes only when an operator acts, yet every page load asks for it: keep it for a
 * second. Operator commands in this process clear it at once; other instances see them within the second.
 *
 * Past its second the kept answer is still given while the next is read (stale while it revalidates): on the embedded
 * database, whose queries take turns on the event loop, a reload waiting behind a burst of other work (a hundred
 * uploads' session checks) held every status answer for ~100 ms (issue 39 item 4). Only the first answer, or the
 * first after an operator's change here, waits for the database.
 */
export class StatusCache {
  private snapshot: Promise<Snapshot> | null = null;
  private reloading: Promise<Snapshot> | null = null;
  private loadedAt = 0;
  constructor(private readonly deps: Pick<Deps, 'db' | 'clock'>) {}

  invalidate() {
    this.snapshot = null;
    this.reloading = null;
  }

  get(): Promise<Snapshot> {
    const now = this.deps.clock.now().getTime();
    if (!this.snapshot) {
      this.loadedAt = now;
      const first = this.load();
      this.snapshot = first;
      first.catch(() => this.snapshot === first && this.invalidate());
    } else if (now - this.loadedAt > 1000 && !this.reloading) {
      this.loadedAt = now;
      const next = this.load();
      this.reloading = next;
      // Taken once read, unless an operator's change came meanwhile; a failed read leaves the kept answer for the next.
      next.then(
        () => this.reloading === next && ((this.snapshot = next), (this.reloading = null)),
        () => this.reloading === next && (this.reloading = null),
      );
    }
    return this.snapshot;
  }

  private async load(): Promise<Snapshot> {
    const { db } = this.deps;
    const [info, maintenance, blocks] = await Promise.all([
      loadInfo(db),
      readSetting<MaintenanceSetting>(db, 'maintenance', { enabled: false, endTime: null }),
      db.select({ ip: regionBlocks.ip }).from(regionBlocks),
    ]);
    return { info, maintenance, blocked: new Set(blocks.map((b) => b.ip)) };
  }
}

/**
 * Whether a whitelabel module is on (it and every ancestor enabled), read from the database now: for jobs and other
 * work outside a request, which has no status cache.
 */
export async function moduleEnabled(db: Db | Tx, modId: string): Promise<boolean> {
  const rows = await db.select().from(whitelabelModules);
  return isOn(flattenWhitelabel(buildWhitelabelTree(rows)), modId);
}

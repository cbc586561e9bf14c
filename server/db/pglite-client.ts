// drizzle's PGlite driver passes the same `parsers` option with every query (dates, intervals and their arrays kept
// as text, for drizzle to map). PGlite merges that option into its whole parser table on each call, which doubled
// the cost of a small query (0.35 → 0.75 ms measured). So PGlite is given those parsers once, and the option is
// dropped from each call: the same answers, half the time. See docs/decisions.md.
import { PGlite, types } from '@electric-sql/pglite';

const asText = (value: string) => value;
/** The parsers drizzle-orm/pglite asks for on every query (its PglitePreparedQuery). */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

type Queryable = Pick<PGlite, 'query'> & { transaction?: PGlite['transaction'] };

function withoutPerQueryParsers<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(obj, prop) {
      if (prop === 'query') {
        return (text: string, params?: unknown[], options?: Record<string, unknown>) => obj.query(text, params, options && { ...options, parsers: undefined });
      }
      if (prop === 'transaction' && obj.transaction) {
        const transaction = obj.transaction.bind(obj);
        return (run: (tx: Queryable) => Promise<unknown>) => transaction((tx) => run(withoutPerQueryParsers(tx)));
      }
      const value = Reflect.get(obj, prop, obj);
      // PGlite keeps its state in private fields, so its methods must run on the object itself, not the proxy.
      return typeof value === 'function' ? value.bind(obj) : value;
    },
  });
}

/** A PGlite for drizzle: in memory when dataDir is null, starting from a dumped data folder when given one. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<{ client: PGlite; forDrizzle: PGlite }> {
  const client = new PGlite({ dataDir: dataDir ?? undefined, parsers: DRIZZLE_PARSERS, loadDataDir });
  await client.waitReady;
  // Reading the database's array types at start replaces array parsers; ours must win, as they do per query.
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  return { client, forDrizzle: withoutPerQueryParsers(client) };
}

// npm run ops -- <command>: operator actions as real writes to the site's database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../config.ts';
import { ConfigError } from '../config-error.ts';
import { cryptoRandom, outboxSms, systemClock } from '../deps.ts';
import { openDatabase } from '../db/open.ts';
import { lockHolder } from '../db/lock.ts';
import { runOpsCommand } from './commands.ts';
import { parseOpsArgs } from './parse-args.ts';
import { sendOpsCommand } from './socket.ts';
import { OperatorError } from '../shared/operator-error.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const { name, args } = parseOpsArgs(process.argv.slice(2));
  const env = process.env;
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
  const pgliteDir = path.join(dataDir, 'pglite');
  // A running server takes the command over its socket: always on the embedded database (one process may open it),
  // on PostgreSQL when the server was started with OPS_SOCKET=1 and this command is too.
  if (env.DATABASE_URL ? env.OPS_SOCKET === '1' : lockHolder(pgliteDir) !== null) {
    const { ok, text } = await sendOpsCommand(dataDir, name, args);
    if (!ok) throw new OperatorError(text);
    return text;
  }
  const database = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: pgliteDir });
  try {
    const config = configFromEnv(env, root);
    return await runOpsCommand({ db: database.db, clock: systemClock, random: cryptoRandom, sms: outboxSms(database.db, systemClock), config }, name, args);
  } finally {
    await database.close();
  }
}

main().then(
  (out) => console.log(out),
  (err) => {
    console.error(err instanceof OperatorError || err instanceof ConfigError ? err.message : err);
    process.exit(err instanceof OperatorError ? 2 : 1);
  },
);

// npm run ops -- <command>: operator actions as real writes to the site's database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../config.ts';
import { cryptoRandom, outboxSms, systemClock } from '../deps.ts';
import { openDatabase } from '../db/open.ts';
import { lockHolder } from '../db/lock.ts';
import { OpsError, opsCommands, runOpsCommand } from './commands.ts';
import { sendOpsCommand } from './socket.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function parse(argv: string[]): { name: string; args: Record<string, unknown> } {
  const [first, second, third] = argv;
  const option = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  switch (first) {
    case 'maintenance':
      if (second === 'on') return { name: 'maintenance-on', args: option('--until') ? { until: option('--until') } : {} };
      if (second === 'off') return { name: 'maintenance-off', args: {} };
      break;
    case 'region':
      if (second === 'block' || second === 'unblock') return { name: `region-${second}`, args: { ip: third } };
      break;
    case 'flag':
      if (third === 'on' || third === 'off') return { name: 'flag-set', args: { modId: second, enabled: third === 'on' } };
      break;
    case 'game':
      if (second === 'maintenance' && (third === 'on' || third === 'off')) return { name: 'game-maintenance', args: { target: argv[3], enabled: third === 'on' } };
      break;
    case 'token':
      return { name: 'token', args: { account: second } };
    case 'withdrawal':
      if (second === 'list') return { name: 'withdrawal-list', args: option('--limit') ? { limit: Number(option('--limit')) } : {} };
      if (second === 'pay') return { name: 'withdrawal-pay', args: { id: Number(third), amount: Number(argv[3]) } };
      if (second === 'reject') return { name: 'withdrawal-reject', args: { id: Number(third) } };
      if (second === 'process' || second === 'sweep') return { name: `withdrawal-${second}`, args: {} };
      break;
    case 'wallet':
      if (second === 'mode' && (third === 'single' || third === 'transfer')) return { name: 'wallet-mode', args: { isSingle: third === 'single' } };
      break;
    case 'transfer':
      if (second === 'upline' && (third === 'on' || third === 'off')) return { name: 'transfer-upline', args: { enabled: third === 'on' } };
      break;
    case 'dispute':
      if (second === 'list') return { name: 'dispute-list', args: {} };
      if (second === 'proofs') return { name: 'dispute-proofs', args: { partId: Number(third), out: option('--out') ?? '.' } };
      if (second === 'refund' || second === 'reject') return { name: `dispute-${second}`, args: { partId: Number(third) } };
      break;
    case 'outbox':
      return { name: 'outbox', args: option('--limit') ? { limit: Number(option('--limit')) } : {} };
  }
  throw new OpsError(`Usage: npm run ops -- <command>\n${Object.values(opsCommands).map((c) => `  ${c.usage}`).join('\n')}`);
}

async function main() {
  const { name, args } = parse(process.argv.slice(2));
  const env = process.env;
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!env.DATABASE_URL && lockHolder(pgliteDir) !== null) {
    const { ok, text } = await sendOpsCommand(dataDir, name, args);
    if (!ok) throw new OpsError(text);
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
    console.error(err instanceof OpsError ? err.message : err);
    process.exit(err instanceof OpsError ? 2 : 1);
  },
);

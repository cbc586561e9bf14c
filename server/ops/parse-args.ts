// The ops CLI's words (`npm run ops -- withdrawal pay 12 500`) to a command name and its arguments; the CLI and
// the browser tests' server helper share it.
import { opsCommands } from './commands.ts';
import { parseContentArgs } from '../content/ops.ts';
import { OperatorError } from '../shared/operator-error.ts';

export function parseOpsArgs(argv: string[]): { name: string; args: Record<string, unknown> } {
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
      if (second === 'maintenance' && (third === 'on' || third === 'off'))
        return { name: 'game-maintenance', args: { target: argv[3], enabled: third === 'on' } };
      break;
    case 'clock':
      if (second === 'advance') return { name: 'clock-advance', args: { minutes: Number(third) } };
      if (second === 'show') return { name: 'clock-show', args: {} };
      break;
    case 'jobs':
      if (second === 'run') return { name: 'jobs-run', args: {} };
      break;
    case 'token':
      return { name: 'token', args: { account: second } };
    case 'reward':
      if (second === 'issue')
        return {
          name: 'reward-issue',
          args: {
            account: third,
            amount: Number(argv[3]),
            ...(option('--title') !== undefined ? { title: option('--title') } : {}),
            ...(option('--turnover') !== undefined ? { turnover: Number(option('--turnover')) } : {}),
            ...(option('--expires-in') !== undefined ? { expiresIn: Number(option('--expires-in')) } : {}),
          },
        };
      break;
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
    case 'vip':
      if (second === 'set') return { name: 'vip-set', args: { account: third, level: Number(argv[3]) } };
      if (second === 'check') return { name: 'vip-check', args: {} };
      break;
    case 'promotions':
      if (second === 'applications') return { name: 'promotion-applications', args: argv.includes('--all') ? { all: true } : {} };
      if (second === 'approve') return { name: 'promotion-approve', args: { entryId: Number(third) } };
      if (second === 'reject') {
        const reason = argv.slice(3).join(' ').trim();
        return { name: 'promotion-reject', args: { entryId: Number(third), ...(reason ? { reason } : {}) } };
      }
      if (second === 'images') return { name: 'promotion-images', args: { entryId: Number(third), out: argv[3] ?? '' } };
      if (second === 'turnover') return { name: 'promotion-turnover', args: { code: third ?? '', multiple: Number(argv[3]) } };
      break;
    case 'agent-rates':
      return { name: 'agent-rates', args: { account: second, rates: third } };
    case 'contract-offer': {
      // The period is left out for the kinds that have none: the tiers (the word with a colon) come last.
      const hasPeriod = argv.length > 4 || (argv[3] !== undefined && !argv[3].includes(':'));
      return {
        name: 'contract-offer',
        args: { account: second, kind: third, ...(hasPeriod ? { period: argv[3] === '-' ? '' : argv[3] } : {}), tiers: argv[hasPeriod ? 4 : 3] },
      };
    }
    case 'contract-list':
      return { name: 'contract-list', args: { account: second } };
    case 'referral-list':
      return { name: 'referral-list', args: { account: second } };
    case 'contract-decide':
      return { name: 'contract-decide', args: { id: Number(second), status: third } };
    case 'contract-terminate':
      return { name: 'contract-terminate', args: { id: Number(second) } };
    case 'point-redemptions':
      return { name: 'point-redemptions', args: option('--status') ? { status: option('--status') } : {} };
    case 'feedback-list':
      return { name: 'feedback-list', args: option('--status') ? { status: option('--status') } : {} };
    case 'feedback-answer':
      return { name: 'feedback-answer', args: { id: Number(second), text: argv.slice(2).join(' ') } };
    case 'point-approve':
      return { name: 'point-approve', args: { id: Number(second) } };
    case 'point-reject': {
      const note = argv.slice(2).join(' ').trim();
      return { name: 'point-reject', args: { id: Number(second), ...(note ? { note } : {}) } };
    }
    case 'content':
    case 'translation':
    case 'download': {
      const parsed = parseContentArgs(argv);
      if (parsed) return parsed;
      break;
    }
    case 'raffles':
    case 'missions':
      return { name: first, args: {} };
    case 'raffle-draw':
      return {
        name: 'raffle-draw',
        args: {
          raffleId: Number(second),
          ...(option('--at') !== undefined ? { at: option('--at') } : {}),
          ...(option('--minutes') !== undefined ? { minutes: Number(option('--minutes')) } : {}),
        },
      };
    case 'raffle-claims':
      return { name: 'raffle-claims', args: { drawId: Number(second) } };
    case 'mission-board':
    case 'mission-end':
      return { name: first, args: { id: Number(second) } };
    case 'protection':
      return { name: 'protection', args: { account: second } };
    case 'protection-list':
      return { name: 'protection-list', args: {} };
    case 'outbox':
      return { name: 'outbox', args: option('--limit') ? { limit: Number(option('--limit')) } : {} };
  }
  throw new OperatorError(
    `Usage: npm run ops -- <command>\n${Object.values(opsCommands)
      .map((c) => `  ${c.usage}`)
      .join('\n')}`,
  );
}

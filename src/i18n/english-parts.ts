// The English strings ship with the entry (docs/architecture.md §8), except the member centre's and the promotions
// page's, which only their lazy pages read: they arrive with those chunks (the VIP page, public but lazy, loads the
// member centre's). vite.config.ts builds the virtual modules
// from en.json, which stays whole, so every locale still mirrors one file.
export const MEMBER_CENTRE_NAMESPACES = [
  'memberCentre',
  'wallet',
  'deposit',
  'withdraw',
  'records',
  'messages',
  'transfer',
  'upline',
  'security',
  'vip',
  'rewards',
  'turnover',
  'rebate',
  'raffle',
  'missions',
  'protection',
  'referral',
] as const;
/** The promotions page's strings: only its lazy chunk reads them, so they come with it (virtual:en-promotions). */
export const PROMOTIONS_NAMESPACES = ['promotions'] as const;
/** The agent centre's strings (issue 14): only its lazy pages read them (virtual:en-agent). */
export const AGENT_CENTRE_NAMESPACES = ['agentCentre', 'agentTeam', 'agentReports', 'agentContracts', 'agentWages'] as const;
/** The points mall's strings (issue 15): only its lazy page reads them (virtual:en-pointMall). */
export const POINT_MALL_NAMESPACES = ['pointMall'] as const;
/** The information pages' strings (issue 16: /down and the content pages): only their lazy pages read them (virtual:en-info). */
export const INFO_NAMESPACES = ['download', 'content'] as const;
/** The feedback page's strings (issue 16): only its lazy page reads them (virtual:en-feedback). */
export const FEEDBACK_NAMESPACES = ['feedback'] as const;
/** The game pages' strings (game list centre, game centres, lotteries, the game frame, search, recent): only those lazy pages read them (virtual:en-games). */
export const GAME_PAGE_NAMESPACES = ['gameList', 'gamePage', 'lotteryPage', 'searchPage', 'recentPage'] as const;
/**
 * The registration and password dialogs' strings: only the modal body's lazy chunk shows those forms (virtual:en-auth).
 * Social sign-in's too (issue 39), its refusals among them (social.errors.*), since only the sign-in views show it.
 */
export const AUTH_DIALOG_NAMESPACES = ['register', 'password', 'social'] as const;
/**
 * The refusals only those dialogs meet (the email reset's): they come with the dialogs' chunk too. Not the registration's
 * (a username or mobile number taken): the agent centre's downline registration and the security centre's mobile
 * number meet them as well.
 */
export const AUTH_DIALOG_REFUSALS = ['reset.email.unknown', 'reset.code.invalid', 'reset.code.expired'] as const;
/**
 * The form rules' messages (`validation.<key>`) that only the registration and password dialogs and the forms behind
 * a sign-in show (the operator's field rules, a new password, profile fields): they come with the dialogs' strings and
 * with the signed-in refusals, not in the entry. The sign-in's own (a missing or too long field, a mobile number, a
 * code) stay in the entry.
 */
export const FORM_VALIDATIONS = [
  'required',
  'oldPasswordRequired',
  'passwordLength',
  'lengthRange',
  'lengthExact',
  'passwordBlocked',
  'confirmMismatch',
  'pattern',
  'terms',
] as const;
/** The signed-in user menu's strings: only its lazy chunk shows them (virtual:en-userMenu). */
export const USER_MENU_NAMESPACES = ['userMenu'] as const;
/** The game launch's dialogs' strings: only their lazy chunk shows them (virtual:en-launch). */
export const LAUNCH_NAMESPACES = ['launch'] as const;
/** The maintenance and region pages' strings: only their lazy chunks show them (virtual:en-status). */
export const STATUS_PAGE_NAMESPACES = ['status'] as const;
/** The not-found page's strings: only its lazy chunk shows them (virtual:en-notFound). */
export const NOT_FOUND_NAMESPACES = ['notFound'] as const;

/**
 * The refusals only a signed-in member's or agent's calls meet (member and agent centres: deposits, withdrawals,
 * wallets, payment password, messages, protection, downlines, contracts): their `errors.<code>` strings are a third
 * of the namespace and a visitor on the home page never sees one, so they come in a chunk of their own
 * (virtual:en-refusals), asked for with the first signed-in session (main.tsx) and imported by the centres' chunks.
 * What a visitor can be refused on the home page (login, captcha, SMS, a game's launch, the network) stays in the
 * entry, translated at once; what only the registration and password dialogs meet comes with them (AUTH_DIALOG_REFUSALS).
 */
export const SIGNED_IN_REFUSALS = [
  'deposit.method.unknown',
  'deposit.amount.below.min',
  'deposit.amount.above.max',
  'deposit.order.unknown',
  'deposit.limit.exceeded',
  'withdrawal.proof.none',
  'withdrawal.proof.tooMany',
  'withdrawal.proof.type',
  'withdrawal.proof.empty',
  'withdrawal.proof.tooLarge',
  'withdrawal.part.not.awaiting',
  'withdrawal.proof.invalid',
  'withdrawal.unknown',
  'withdrawal.part.unknown',
  'withdrawal.part.answered',
  'withdrawal.part.autoReceived',
  'bank.account.exists',
  'bank.account.limit',
  'paymentPassword.mismatch',
  'paymentPassword.already.set',
  'paymentPassword.unset',
  'paymentPassword.incorrect',
  'paymentPassword.locked',
  'withdraw.bankAccount.missing',
  'withdraw.amount.below.min',
  'withdraw.amount.above.max',
  'withdraw.daily.limit',
  'transfer.turnover.pending',
  'withdraw.insufficient.balance',
  'proof.missing',
  'proof.too.many',
  'proof.too.large',
  'proof.not.image',
  'wallet.transfer.single',
  'wallet.transfer.same',
  'wallet.transfer.main',
  'wallet.unknown',
  'wallet.transfer.conflict',
  'transfer.upline.none',
  'message.unknown',
  'agent.rate.aboveOwn',
  'agent.notDirectDownline',
  'agent.link.unknown',
  'agent.notInTeam',
  'agent.range.tooLong',
  'contract.notAgent',
  'contract.uplineHasNone',
  'contract.period.invalid',
  'contract.tiers.count',
  'contract.rate.invalid',
  'contract.tier.invalid',
  'contract.tiers.order',
  'contract.rate.aboveUpline',
  'contract.notFound',
  'contract.kind.mismatch',
  'contract.decided',
  'contract.decision.notYours',
  'contract.status.invalid',
  'protection.excluded',
  'protection.exclusion.shorter',
  'protection.password.incorrect',
] as const;

type Strings = Record<string, unknown>;
export type EnglishPart =
  | 'core'
  | 'member'
  | 'promotions'
  | 'agent'
  | 'pointMall'
  | 'info'
  | 'feedback'
  | 'games'
  | 'auth'
  | 'userMenu'
  | 'launch'
  | 'status'
  | 'notFound'
  | 'refusals';

const LAZY_PARTS: Record<Exclude<EnglishPart, 'core' | 'refusals'>, readonly string[]> = {
  member: MEMBER_CENTRE_NAMESPACES,
  promotions: PROMOTIONS_NAMESPACES,
  agent: AGENT_CENTRE_NAMESPACES,
  pointMall: POINT_MALL_NAMESPACES,
  info: INFO_NAMESPACES,
  feedback: FEEDBACK_NAMESPACES,
  games: GAME_PAGE_NAMESPACES,
  auth: AUTH_DIALOG_NAMESPACES,
  userMenu: USER_MENU_NAMESPACES,
  launch: LAUNCH_NAMESPACES,
  status: STATUS_PAGE_NAMESPACES,
  notFound: NOT_FOUND_NAMESPACES,
};

/** Whether `name` names a part (the `<part>` of a `virtual:en-<part>` module). */
export const isEnglishPart = (name: string): name is EnglishPart => name === 'core' || name === 'refusals' || Object.hasOwn(LAZY_PARTS, name);

/**
 * en.json without any lazy part's namespaces, the signed-in refusals and the form rules (`core`), only those refusals
 * and form rules (`refusals`, as `{errors: {...}, validation: {...}}`), or only one lazy part's namespaces (`member`,
 * `promotions`, ...; `auth` with the dialogs' refusals and the form rules).
 */
export function englishPart(en: Strings, part: EnglishPart): Strings {
  const refusals = new Set<string>(SIGNED_IN_REFUSALS);
  const dialogRefusals = new Set<string>(AUTH_DIALOG_REFUSALS);
  const formRules = new Set<string>(FORM_VALIDATIONS);
  const errors = Object.entries((en.errors ?? {}) as Strings);
  const validation = Object.entries((en.validation ?? {}) as Strings);
  const forms = Object.fromEntries(validation.filter(([key]) => formRules.has(key)));
  if (part === 'refusals') return { errors: Object.fromEntries(errors.filter(([code]) => refusals.has(code))), validation: forms };
  const lazy = new Set<string>(Object.values(LAZY_PARTS).flat());
  if (part !== 'core') {
    const strings = Object.fromEntries(Object.entries(en).filter(([key]) => new Set<string>(LAZY_PARTS[part]).has(key)));
    return part === 'auth' ? { ...strings, errors: Object.fromEntries(errors.filter(([code]) => dialogRefusals.has(code))), validation: forms } : strings;
  }
  const core = Object.fromEntries(Object.entries(en).filter(([key]) => !lazy.has(key)));
  return {
    ...core,
    errors: Object.fromEntries(errors.filter(([code]) => !refusals.has(code) && !dialogRefusals.has(code))),
    validation: Object.fromEntries(validation.filter(([key]) => !formRules.has(key))),
  };
}

// Demo content: whitelabel modules, register rules, banners, notices, announcements, resources, help.
import type { RegisterFieldRules } from '../../contract/system/system.ts';

/**
 * The economy's modules (issue 13, docs/economy.md): promotions, the reward centre, rebates (manual claims off:
 * the day-close job pays them), VIP. Seeded with the rest on a new database and by their own run on an older one.
 */
export const ECONOMY_WHITELABEL: [string, string | null, boolean][] = [
  ['PROMOTIONS', null, true],
  ['PROMO3', 'PROMOTIONS', true],
  ['REWCEN3', 'PROMOTIONS', true],
  ['MYRBT3', 'PROMOTIONS', true],
  ['MANPLAYREB3', 'PROMOTIONS', false],
  ['VIP3', 'PROMOTIONS', true],
];

/**
 * The loyalty modules (issue 15, docs/loyalty.md): the points mall and points (PTSYS3). Missions, the raffle and
 * invite friends follow their promotions (MISSION, RAFFLE, REFERRAL) being on, as the platform's available
 * promotions say.
 */
export const LOYALTY_WHITELABEL: [string, string | null, boolean][] = [['PTSYS3', 'PROMOTIONS', true]];

/**
 * The agent centre's modules (issue 14, docs/agents.md §menu), under the AGENT group: one per page; the wage and
 * dividend pages also need the agent to hold that contract.
 */
export const AGENT_WHITELABEL: [string, string | null, boolean][] = [
  ['AGENTANNOUNCE3', 'AGENT', true],
  ['AGEINFO3', 'AGENT', true],
  ['AGEREGDOWN3', 'AGENT', true],
  ['DOWNMAN3', 'AGENT', true],
  ['AGETEAMPNL3', 'AGENT', true],
  ['AGEREV3', 'AGENT', true],
  ['AGEDOWNTRANS3', 'AGENT', true],
  ['SIGNCONDIV3', 'AGENT', true],
  ['DAILYSALCONT3', 'AGENT', true],
  ['HOURSAL3', 'AGENT', true],
  ['RTSALARY3', 'AGENT', true],
];

/** Social sign-in (issue 39): one module per provider under LOGIN (contract/rules/social.ts SOCIAL_FLAGS). */
export const SOCIAL_WHITELABEL: [string, string | null, boolean][] = [
  ['GOOGLELOGIN3', 'LOGIN', true],
  ['FACEBOOKLOGIN3', 'LOGIN', true],
];

/** [modId, parentId, enabled]: groups with the product's flags as leaves. */
export const WHITELABEL: [string, string | null, boolean][] = [
  ['REGISTRATION', null, true],
  ['USERNAMEREG3', 'REGISTRATION', true],
  ['MOBILENUMREG3', 'REGISTRATION', true],
  ['MOBILENUMPASSREG3', 'REGISTRATION', true],
  ['REGMOBVERF3', 'REGISTRATION', true],
  ['DIRECTREG3', 'REGISTRATION', true],
  ['LOGIN', null, true],
  ['MOBILEVERCODELOGIN3', 'LOGIN', true],
  ['CHNGPASSVERIF3', 'LOGIN', true],
  ['PWDEXPFORCECHANGE3', 'LOGIN', true],
  ['AGENT', null, true],
  ['AGENTPOLICY3', 'AGENT', true],
  ['REPORTS', null, true],
  ['TRANSREC3', 'REPORTS', true],
  ['TRANSBETREPMEM3', 'REPORTS', true],
  ['GAMES', null, true],
  ['FREEPLAY3', 'GAMES', true],
  ...ECONOMY_WHITELABEL,
  ...AGENT_WHITELABEL,
  ...LOYALTY_WHITELABEL,
  ...SOCIAL_WHITELABEL,
];

const rule = (enabled: boolean, required: boolean, minLength: number, maxLength: number, acceptedPattern = '*', patternId = '') => ({
  enabled,
  required,
  minLength,
  maxLength,
  acceptedPattern,
  patternId,
});

export const REGISTER_FIELDS: RegisterFieldRules = {
  username: rule(true, true, 6, 16, '^[A-Za-z][A-Za-z0-9]*$', 'LETTER_FIRST_ALNUM'),
  password: rule(true, true, 8, 20, '^(?=.*[A-Za-z])(?=.*\\d)\\S+$', 'LETTER_DIGIT'),
  confirmPassword: rule(true, true, 8, 20),
  mobileNum: rule(true, false, 10, 10, '^\\d+$', 'DIGITS'),
  verificationCode: rule(true, false, 6, 6, '^\\d+$', 'DIGITS'),
  payeeName: rule(true, false, 2, 50, '^[A-Za-z ]+$', 'ENGLISH_SPACES'),
  email: rule(true, false, 5, 80, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'EMAIL'),
  affiliateCode: rule(true, false, 4, 12, '^[A-Za-z0-9]+$', 'ALNUM'),
  captcha: rule(false, false, 4, 4),
  qqNum: rule(false, false, 5, 12, '^\\d+$', 'DIGITS'),
  recommenderId: rule(false, false, 4, 16),
  paymentPassword: rule(false, false, 6, 6, '^\\d+$', 'DIGITS'),
  line: rule(false, false, 3, 30),
  whatsapp: rule(false, false, 6, 20, '^\\d+$', 'DIGITS'),
  facebook: rule(false, false, 3, 50),
  wechat: rule(false, false, 3, 30),
  idNumber: rule(false, false, 6, 20, '^[A-Za-z0-9]+$', 'ALNUM'),
};

export const BANNERS: [group: string, title: string, linkageType: string][] = [
  ['w_home', 'Welcome Bonus 100%', 'PROMO'],
  ['w_home', 'Daily Rebate up to 1.2%', 'PROMO'],
  ['w_home', 'JILI Super Ace Tournament', 'GAME'],
  ['w_home', 'Live Baccarat Nights', 'GAME'],
  ['w_video', 'Watch the Big Wins', 'NONE'],
  ['w_video', 'Sabong Live Every Day', 'NONE'],
  ['w_event', 'Weekend Leaderboard', 'PROMO'],
  ['w_activity', 'Mission Rewards', 'PROMO'],
  ['w_activity', 'Invite Friends, Earn More', 'PROMO'],
  ['w_activity', 'VIP Birthday Bonus', 'PROMO'],
  ['w_model', 'Play Anywhere', 'DOWNLOAD'],
  ['w_model', 'Fast Withdrawals', 'NONE'],
  ['w_login', 'Welcome back', 'NONE'],
  ['w_register', 'Join and get ₱100', 'NONE'],
  ['w_forget', 'We keep your account safe', 'NONE'],
];

export const NOTICES: [title: string, content: string][] = [
  ['Scheduled maintenance', 'Routine maintenance on Tuesday 02:00-04:00 (GMT+8). Games stay closed during the window.'],
  ['New JILI titles', 'Twenty new JILI slots are live in the game list centre.'],
  ['Faster GCash deposits', 'GCash deposits now arrive within one minute.'],
  ['Responsible gaming', 'Set your own limits in the member centre. Play for fun, not to win back losses.'],
  ['Sabong schedule', 'DS88 sabong fights run daily from 10:00 to 22:00 (GMT+8).'],
];

/** [type, execution, title, html]: every type of docs/product.md §4 (B, PL, PU, PR, H) and every execution (A, B, F). */
export const ANNOUNCEMENTS: [string, string, string, string][] = [
  ['B', 'B', 'Welcome to playstate', '<p>Over <b>5,000 games</b>, 24/7 support and fast withdrawals.</p>'],
  ['PL', 'B', 'Sign-up bonus', '<p>Register today and claim <b>₱100</b> free credit.</p>'],
  ['PU', 'A', 'Daily rebate is live', '<p>Earn up to <b>1.2%</b> back on slots every day.</p>'],
  ['PR', 'A', 'VIP upgrade week', '<p>Double VIP points on all live casino bets this week.</p>'],
  ['H', 'A', 'Holiday schedule', '<p>Customer service is open every day of the holidays.</p>'],
  ['PU', 'F', 'Your first deposit bonus', '<p>Make your first deposit and get <b>50%</b> extra.</p>'],
  ['PL', 'F', 'Secure your account', '<p>Bind your mobile number to keep your account safe.</p>'],
];

export const RESOURCES: [type: string, url: string, label: string][] = [
  ['YOUTUBE', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube'],
  ['FACEBOOK', 'https://www.facebook.com/playstate', 'Facebook'],
  ['INSTAGRAM', 'https://www.instagram.com/playstate', 'Instagram'],
  ['TWITTER', 'https://twitter.com/playstate', 'Twitter'],
  ['TELEGRAM', 'https://t.me/playstate', 'Telegram'],
  ['MOBILECONFIG', '/down#ios-lite', 'iOS lite app'],
  ['IOS', '/down#ios', 'iOS app'],
  ['ANDROID', '/down#android', 'Android app'],
];

export const CUSTOMER_SERVICE: [type: string, title: string, url: string][] = [
  ['LIVECHAT', 'Live chat 24/7', '/help#contact'],
  ['TELEGRAM', 'Telegram support', 'https://t.me/playstate_support'],
  ['FACEBOOK', 'Facebook Messenger', 'https://m.me/playstate'],
];

export const HELP: [tag: string, title: string, content: string][] = [
  [
    'about',
    'About us',
    '<p>playstate is an online gaming platform for the Philippines and Southeast Asia, licensed in the British Virgin Islands and Malta.</p>',
  ],
  ['deposit', 'How to deposit', '<p>Open the member centre, choose Deposit, pick a channel and follow the steps. Deposits arrive within minutes.</p>'],
  ['withdraw', 'How to withdraw', '<p>Choose Withdraw in the member centre, enter the amount and confirm. Confirm receipt when the money arrives.</p>'],
  ['rules', 'Terms and conditions', '<p>You must be 18 or older to play. One account per person.</p>'],
  ['privacy', 'Privacy policy', '<p>We keep your data safe and never sell it.</p>'],
  ['responsible', 'Responsible gaming', '<p>Gambling should be fun. Set limits and take breaks.</p>'],
  ['faq', 'Frequently asked questions', '<p>Forgot your password? Use “Forgot password” on the login window.</p>'],
  ['contact', 'Contact us', '<p>Our support team answers 24/7 by live chat, Telegram and Facebook.</p>'],
];

export interface DemoAccount {
  account: string;
  password: string;
  nickname: string;
  type: number;
  parent?: string;
  /** Opening balance in centavos, moved from the house account. */
  opening: number;
  vipLevel: number;
  firstTimeLogin: boolean;
  affiliateCode?: string;
  /** E.164, for sms sign-in and reset by phone. */
  mobile?: string;
  email?: string;
  payeeName?: string;
  secondVerification?: 'bankName' | 'google';
  totpSecret?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    account: 'demo',
    password: 'Demo1234',
    nickname: 'Demo Player',
    type: 0,
    opening: 1_000_000,
    vipLevel: 2,
    firstTimeLogin: false,
    mobile: '+639171234567',
    email: 'demo@playstate.test',
  },
  {
    account: 'agent01',
    password: 'Agent1234',
    nickname: 'Agent One',
    type: 1,
    opening: 5_000_000,
    vipLevel: 5,
    firstTimeLogin: false,
    affiliateCode: 'AGENT01',
  },
  { account: 'down01', password: 'Down1234', nickname: 'Downline One', type: 0, parent: 'agent01', opening: 250_000, vipLevel: 1, firstTimeLogin: false },
  { account: 'down02', password: 'Down1234', nickname: 'Downline Two', type: 0, parent: 'agent01', opening: 120_000, vipLevel: 0, firstTimeLogin: false },
  { account: 'down03', password: 'Down1234', nickname: 'Downline Three', type: 41, parent: 'agent01', opening: 80_000, vipLevel: 1, firstTimeLogin: false },
  // The sub-agent's own players (issue 14): agent01's team has two levels.
  { account: 'sub01', password: 'Down1234', nickname: 'Sub Player One', type: 0, parent: 'down03', opening: 300_000, vipLevel: 0, firstTimeLogin: false },
  { account: 'sub02', password: 'Down1234', nickname: 'Sub Player Two', type: 0, parent: 'down03', opening: 150_000, vipLevel: 0, firstTimeLogin: false },
  { account: 'weakpass', password: '123456', nickname: 'Weak Password', type: 0, opening: 50_000, vipLevel: 0, firstTimeLogin: false },
  {
    account: 'secure01',
    password: 'Secure1234',
    nickname: 'Careful Player',
    type: 0,
    opening: 300_000,
    vipLevel: 3,
    firstTimeLogin: false,
    payeeName: 'Juan Dela Cruz',
    secondVerification: 'bankName',
  },
  {
    account: 'secure02',
    password: 'Secure1234',
    nickname: 'App Player',
    type: 0,
    opening: 300_000,
    vipLevel: 3,
    firstTimeLogin: false,
    secondVerification: 'google',
    totpSecret: 'JBSWY3DPEHPK3PXP',
  },
  { account: 'newbie', password: 'Newbie1234', nickname: 'New Player', type: 0, opening: 0, vipLevel: 0, firstTimeLogin: true },
];

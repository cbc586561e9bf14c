// Every call of the platform API, once: its method, its path and who may make it. The server registers its routes
// from this table (with the schemas of contract/calls.ts) and the site calls through it by name, so a path string
// is written here and nowhere else. Plain data, no zod: the site's entry bundle carries it.
//
// auth: 'none' anyone; 'session' a signed-in account of any kind (trial included); 'member' a real account (a
// trial player is refused with 403 member.trial); 'agent' an agent (403 agent.only otherwise).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Auth = 'none' | 'session' | 'member' | 'agent';

/**
 * How the request's input travels: 'json' in the query (GET, DELETE) or the body; 'sealed' as an encrypted body
 * (the payload is sealed for the server's key, docs/architecture.md §4); 'form' form-encoded; 'multipart' files.
 */
export type Encoding = 'json' | 'sealed' | 'form' | 'multipart';

export interface Route {
  method: Method;
  path: string;
  auth: Auth;
  encoding: Encoding;
}

const route = <M extends Method, P extends string, A extends Auth, E extends Encoding = 'json'>(method: M, path: P, auth: A, encoding: E = 'json' as E) => ({
  method,
  path,
  auth,
  encoding,
});

export const routes = {
  // system (docs/product.md §7)
  systemStatus: route('GET', '/wps/system/status', 'none'),
  whitelabel: route('GET', '/wps/system/whitelabel', 'none'),
  registerSettings: route('GET', '/wps/system/setting/register', 'none'),
  domainRoute: route('GET', '/wps/system/domainRoute', 'none'),
  helpCenter: route('GET', '/wps/system/helpCenter', 'none'),

  // session
  rsaKey: route('GET', '/wps/session/key/rsa', 'none'),
  captcha: route('GET', '/wps/captcha', 'none'),
  // feedback (issue 16): members and visitors (a visitor solves the captcha); a member's own list
  sendFeedback: route('POST', '/wps/feedback', 'none', 'multipart'),
  myFeedback: route('GET', '/wps/feedback/mine', 'member'),
  login: route('POST', '/wps/session/login', 'none', 'sealed'),
  freePlay: route('POST', '/wps/session/login/freeplay', 'none'),
  logout: route('DELETE', '/wps/session/logout', 'session'),
  // social sign-in (issue 39): the browser's ticket after the provider, and linking to an existing member
  socialTicket: route('POST', '/wps/session/social/ticket', 'none'),
  socialLink: route('POST', '/wps/session/social/link', 'none', 'sealed'),

  // member
  memberInfo: route('GET', '/wps/member/info', 'session'),
  changePassword: route('POST', '/wps/member/password', 'session', 'sealed'),
  memberIcon: route('GET', '/wps/member/info/icon', 'session'),
  setMemberIcon: route('PUT', '/wps/member/info/icon', 'session'),
  firstLogin: route('POST', '/wps/member/firstLogin', 'session'),
  setLanguage: route('PUT', '/wps/member/language', 'session'),

  // registration, codes and password reset
  affiliate: route('GET', '/wps/agent/affiliate', 'none'),
  register: route('PUT', '/wps/member/register', 'none', 'sealed'),
  registerMobile: route('PUT', '/wps/member/register/mobile', 'none', 'sealed'),
  sendLoginCode: route('POST', '/wps/verification/sms/noLogin', 'none'),
  sendRegisterCode: route('POST', '/wps/verification/sms/register', 'none'),
  resetPasswordByEmail: route('POST', '/wps/member/password/email', 'none', 'form'),
  resetPasswordByPhone: route('POST', '/wps/member/password/verification', 'none', 'sealed'),
  confirmPasswordReset: route('POST', '/wps/member/password/email/code', 'none', 'sealed'),

  // security centre
  securityCenter: route('GET', '/wps/relay/MCS_securityCenter', 'member'),
  updateProfile: route('PUT', '/wps/relay/MCS_profile', 'member'),
  sendBindMobileCode: route('POST', '/wps/relay/MCS_bindMobileCode', 'member'),
  bindMobile: route('POST', '/wps/relay/MCS_bindMobile', 'member'),
  sendBindEmailCode: route('POST', '/wps/relay/MCS_bindEmailCode', 'member'),
  bindEmail: route('POST', '/wps/relay/MCS_bindEmail', 'member'),

  // wallet and transfers
  balance: route('GET', '/wps/v2/wallets/balance', 'session'),
  consolidatedFunds: route('GET', '/wps/member/info/funds/consolidated', 'session'),
  merchantWallet: route('GET', '/wps/relay/GCS_merchantWallet', 'session'),
  walletTransfer: route('POST', '/wps/relay/GCS_walletTransfer', 'member'),
  transferUplineInfo: route('GET', '/wps/relay/MCS_transferUplineInfo', 'member'),
  transferUpline: route('POST', '/wps/relay/MCS_transferUpline', 'member'),

  // deposits
  depositMethods: route('GET', '/wps/relay/PAY_depositMethods', 'member'),
  createDepositOrder: route('POST', '/wps/relay/PAY_depositOrder', 'member'),
  depositOrders: route('GET', '/wps/relay/PAY_depositOrders', 'member'),
  depositOrder: route('GET', '/wps/relay/PAY_depositOrder', 'member'),

  // withdrawals
  withdrawInfo: route('GET', '/wps/relay/WDS_withdrawInfo', 'member'),
  bankAccounts: route('GET', '/wps/relay/WDS_bankAccounts', 'member'),
  addBankAccount: route('POST', '/wps/relay/WDS_bankAccount', 'member'),
  setPaymentPassword: route('POST', '/wps/relay/WDS_paymentPassword', 'member', 'sealed'),
  changePaymentPassword: route('PUT', '/wps/relay/WDS_paymentPassword', 'member', 'sealed'),
  withdraw: route('POST', '/wps/relay/WDS_withdraw', 'member', 'sealed'),
  withdrawals: route('GET', '/wps/relay/WDS_withdrawals', 'member'),
  withdrawal: route('GET', '/wps/relay/WDS_withdrawal', 'member'),
  confirmReceived: route('POST', '/wps/relay/WDS_confirmReceived', 'member'),
  confirmAllReceived: route('POST', '/wps/relay/WDS_confirmAllReceived', 'member'),
  confirmNotReceived: route('POST', '/wps/relay/WDS_confirmNotReceived', 'member', 'multipart'),

  // records
  accountRecord: route('GET', '/wps/relay/MRS_accountRecord', 'member'),
  bonusDetails: route('GET', '/wps/relay/MRS_bonusDetails', 'member'),
  bettingRecord: route('GET', '/wps/relay/MRS_bettingRecord', 'member'),
  profitLoss: route('GET', '/wps/relay/MRS_profitLoss', 'member'),

  // agent wages and dividends (issue 14)
  dailyWageRecords: route('GET', '/wps/relay/MCS2_getDailySalaryRecords', 'agent'),
  hourlyWageRecords: route('GET', '/wps/relay/MCS2_getHourSalaryRecords', 'agent'),
  realtimeWageRecords: route('GET', '/wps/relay/MCSFE_getRealTimeSalaryRecords', 'agent'),
  dividendRecords: route('GET', '/wps/relay/MCS2_getDividendRecords', 'agent'),

  // rebates (issue 13)
  getRebate: route('GET', '/wps/relay/ODSFE2_getRebate', 'member'),
  rebateDisburse: route('POST', '/wps/relay/ODSFE2_rebateDisburse', 'member'),

  // platform messages
  unreadCount: route('GET', '/wps/relay/CSP_unreadCount', 'session'),
  messageList: route('GET', '/wps/relay/CSP_messageList', 'member'),
  message: route('POST', '/wps/relay/CSP_message', 'member'),
  readAllMessages: route('POST', '/wps/relay/CSP_readAll', 'member'),

  // catalogue and home
  gameMenus: route('GET', '/lgw/games/game_menus', 'none'),
  gameVendors: route('GET', '/wps/relay/GCSGAME_gameVendor', 'session'),
  gameList: route('GET', '/wps/relay/GCSGAME_gameList', 'session'),
  vendorGameTypes: route('GET', '/wps/relay/GCSGAME_getVassGameType', 'session'),
  hotGames: route('GET', '/wps/relay/GCSGAME_hotGamesV2', 'none'),
  winnerBoard: route('GET', '/wps/relay/GCSGAME_getRankList', 'none'),
  banners: route('GET', '/wps/relay/MCSFE_getBanners', 'none'),
  notices: route('GET', '/wps/relay/MCSFE_getListNotices', 'none'),
  announcements: route('GET', '/wps/relay/MCSFE_getListAnnouncements', 'none'),

  // content pages and app downloads (issue 16)
  contentList: route('GET', '/wps/relay/MCSFE_getContentPages', 'none'),
  contentPage: route('GET', '/wps/relay/MCSFE_getContentPage', 'none'),
  appDownloads: route('GET', '/wps/relay/MCSFE_getAppDownloads', 'none'),

  // customer service
  serviceEntries: route('GET', '/wps/relay/CBS_modelList', 'none'),
  launchChat: route('POST', '/wps/relay/CBS_launchChat', 'none'),

  // game launch and recent games
  launchGame: route('POST', '/wps/game/launchGame', 'member'),
  launchFreeGame: route('POST', '/wps/relay/GCS_gameLaunchFB', 'none'),
  recentGames: route('GET', '/wps/relay/GCS_recentGame', 'session'),

  // favourites: real accounts only
  favouriteIds: route('GET', '/wps/relay/MCSFE_getFavoriteGames', 'member'),
  favouritePage: route('GET', '/wps/relay/MCSFE_getFavoriteGamesList', 'member'),
  addFavourite: route('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'member'),
  removeFavourite: route('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'member'),

  // lotteries and live tables
  vnLotteryMenu: route('GET', '/lgw/vn/games/game_menu', 'none'),
  recentLotteries: route('GET', '/lgw/vn/games/game_menu/recent', 'session'),
  openedNumbers: route('GET', '/lgw/vn/numeros/opened/game', 'none'),
  memberOpenedNumbers: route('GET', '/lotto/lgw/games/opened/numero', 'session'),
  liveRooms: route('GET', '/wps/relay/GLS2_roomList', 'session'),

  // rewards (the reward centre's claim list)
  rewardList: route('GET', '/wps/relay/MCS2_getPromotionClaimList', 'member'),
  claimReward: route('POST', '/wps/relay/MCS2_claimIssuedPromotion', 'member'),
  claimAllRewards: route('POST', '/wps/relay/MCS2_claimAllPromotions', 'member'),
  // VIP levels (issue 13)
  vipLevels: route('GET', '/wps/relay/MCSFE_getVipLevels', 'none'),
  rankProgress: route('GET', '/wps/relay/MCSFE_getPlayerRankProgress', 'member'),

  // promotions (the promotions page: the list for anyone, with the member's statuses when signed in)
  promotionList: route('GET', '/wps/relay/MCSFE_getPromotionList', 'none'),
  joinPromotion: route('POST', '/wps/relay/MCSFE_signUpPromotionJoin', 'member'),
  applyPromotion: route('POST', '/wps/relay/MCSFE_signUpRequestReward', 'member', 'multipart'),

  // the reward centre's promotions, its history and the bonus turnover
  loginPromotions: route('GET', '/wps/relay/MCSFE_getLoginPromotion', 'member'),
  claimLoginPromotion: route('POST', '/wps/relay/MCSFE_claimLoginPromotion', 'member'),
  registerPromotions: route('GET', '/wps/relay/MCSFE_getRegisterPromotionList', 'member'),
  claimRegisterPromotion: route('POST', '/wps/relay/MCS2_claimRegisterPromotion', 'member'),
  saviorPromotions: route('GET', '/wps/relay/MCSFE_getSaviorPromotion', 'member'),
  claimHistory: route('GET', '/wps/relay/MCSFE_getClaimHistory', 'member'),
  turnoverStatus: route('GET', '/wps/relay/MCSFE_getTurnoverStatus', 'member'),

  // agent centre: announcements for agents and the team overview (issue 14)
  agentAnnouncements: route('GET', '/wps/relay/MCSFE_getAgentAnnouncements', 'agent'),
  teamOverview: route('GET', '/wps/relay/ODSFE2_getTeamOverviewSum', 'agent'),
  // agent centre: register centre and downline management (issue 14)
  registerCentreInfo: route('GET', '/wps/agent/downline', 'agent'),
  registerDownline: route('PUT', '/wps/agent/downline', 'agent', 'sealed'),
  agentLinks: route('GET', '/wps/relay/MCSFE_getAffiliateUrls', 'agent'),
  createAgentLink: route('POST', '/wps/relay/MCSFE_createAffiliateUrl', 'agent'),
  deleteAgentLink: route('DELETE', '/wps/relay/MCSFE_deleteAffiliateUrl', 'agent'),
  downlines: route('GET', '/wps/relay/ODSFE2_subordinateSimple', 'agent'),
  downlineDetail: route('GET', '/wps/relay/ODSFE2_subordinateDetail', 'agent'),
  setDownlineRemark: route('PUT', '/wps/relay/MCSFE_updateSubordinateRemark', 'agent'),
  messageDownline: route('POST', '/wps/relay/MCSFE_sendSubordinateMessage', 'agent'),
  setDownlineLogin: route('PUT', '/wps/relay/MCSFE_updateSubordinateStatus', 'agent'),
  transferToDownline: route('POST', '/wps/relay/passwordCheck/MCS2_agentTransfer', 'agent', 'sealed'),
  // agent centre: team reports and income (issue 14)
  teamBetting: route('GET', '/wps/relay/ODSFE2_teamBetting', 'agent'),
  teamProfitLoss: route('GET', '/wps/relay/ODSFE2_teamProfitLoss', 'agent'),
  agentRevenue: route('GET', '/wps/relay/ODSFE2_agentRevenue', 'agent'),
  teamTransactions: route('GET', '/wps/relay/ODSFE2_teamTransactionDetails', 'agent'),
  // agent contracts (issue 14): the platform's four process calls, the offer, termination requests, what was given
  processDividend: route('POST', '/wps/relay/MCS2_processDividendReq', 'agent'),
  processDailyWage: route('POST', '/wps/relay/MCS2_processDailySalContract', 'agent'),
  processHourlyWage: route('POST', '/wps/relay/MCS2_processContractHourSalary', 'agent'),
  processRealtimeWage: route('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', 'agent'),
  offerContract: route('POST', '/wps/relay/MCSFE_offerContract', 'agent'),
  requestContractTermination: route('POST', '/wps/relay/MCSFE_requestContractTermination', 'agent'),
  downlineContracts: route('GET', '/wps/relay/MCSFE_getDownlineContracts', 'agent'),
  // invite friends (issue 15: the referral programme)
  referralPromotion: route('GET', '/wps/relay/MCSFE_getReferralPromotion', 'none'),
  referralDetails: route('POST', '/wps/relay/MCSFE_getReferralDetails', 'member'),
  inviteList: route('GET', '/wps/relay/MCSFE_getInviteList', 'member'),
  incomeOverview: route('GET', '/wps/relay/MCSFE_getMyIncomeOverview', 'member'),
  referralRecords: route('GET', '/wps/relay/MCSFE_getReferralRecords', 'member'),
  // raffle draws and the reward centre's tickets (issue 15)
  raffleStatus: route('GET', '/wps/relay/MCSFE_getRafflePromotionStatus', 'member'),
  claimRaffle: route('POST', '/wps/relay/MCS2_claimRafflePromotion', 'member'),
  tickets: route('GET', '/wps/relay/getTickets', 'member'),
  claimTicket: route('POST', '/wps/relay/claimTickets', 'member'),
  // points mall (issue 15)
  pointBalance: route('GET', '/wps/relay/MCS2_getPointBalance', 'member'),
  pointConfig: route('GET', '/wps/relay/MCS2_getPointConfig', 'none'),
  pointGoods: route('GET', '/wps/relay/MCS2_getPointReward', 'none'),
  redeemPoints: route('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', 'member', 'sealed'),
  pointRedemptions: route('GET', '/wps/relay/MCS2_getRedeemPointList', 'member'),
  pointDetails: route('GET', '/wps/relay/ODSFE2_MemTransDet', 'member'),
  convertPoints: route('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', 'member', 'sealed'),
  // missions and their leaderboard (issue 15): the list, rules and ranks for anyone, progress and claims the member's
  missionSummary: route('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', 'none'),
  missionMilestones: route('GET', '/wps/relay/MCSFE_getMissionMilestones', 'member'),
  claimMission: route('POST', '/wps/relay/MCSFE_claimMissionRewards', 'member'),
  missionLeaderboard: route('GET', '/wps/relay/MCSFE_getMissionLeaderboard', 'none'),
  missionRules: route('GET', '/wps/relay/MCSFE_getMissionRules', 'none'),
  // player protection (issue 16 §5): deposit limits, the session reminder, time-outs and self-exclusion
  protection: route('GET', '/wps/member/protection', 'member'),
  setDepositLimit: route('POST', '/wps/member/protection/depositLimit', 'member'),
  setReminder: route('POST', '/wps/member/protection/reminder', 'member'),
  exclude: route('POST', '/wps/member/protection/exclusion', 'member', 'sealed'),
  sessionSummary: route('GET', '/wps/member/protection/session', 'member'),
  // live updates (issue 37): Server-Sent Events of the signed-in account, players and agents alike
  liveUpdates: route('GET', '/wps/relay/LIVE_events', 'session'),
} as const satisfies Record<string, Route>;

export type CallName = keyof typeof routes;

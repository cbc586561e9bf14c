// The demo vendor's game server: the game page asks it to open a session and to spin; each real-money spin is a
// signed bet (and a signed win when it pays) on the operator's wallet. Free-play sessions keep play money here,
// at the vendor, and never reach the operator's ledger.
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { games, vendorFunSessions, vendorRounds } from '../db/schema-games.ts';
import type { Deps } from '../deps.ts';
import { tokenDigest } from '../games/game-launch.ts';
import { payTable, spinOutcome, type PayTable, type Spin } from './outcomes.ts';
import type { WalletAnswer } from './protocol.ts';
import type { WalletClient } from './wallet-client.ts';
import { owedAfterBet, owedAfterWin, setOwed } from './round-outbox.ts';
import { makeFunToken, readFunToken } from './fun-token.ts';

export interface VendorGame {
  nodeId: number;
  vassalage: string;
  gameCode: string;
  gameType: string;
  gameName: string;
  minBet: number;
}

export type PlayMode = 'real' | 'fun';

export type PlayError = {
  ok: false;
  code: 'session.invalid' | 'session.expired' | 'bet.invalid' | 'balance.insufficient' | 'wallet.error';
  message: string;
  balance?: number;
};
export type SessionAnswer = { ok: true; balance: number; currency: string; betSizes: number[] } | PlayError;
export type SpinAnswer = ({ ok: true; round: string; bet: number; balance: number } & Spin) | PlayError;

/** Bet sizes in centavos: whole pesos from the game's minimum bet up, six at most. */
export const betSizes = (minBet: number) =>
  [1, 2, 5, 10, 20, 50, 100, 200, 500]
    .filter((p) => p >= minBet)
    .slice(0, 6)
    .map((p) => p * 100);

export const refusal = (code: PlayError['code'], message: string, balance?: number): PlayError => ({
  ok: false,
  code,
  message,
  ...(balance === undefined ? {} : { balance }),
});

/** What each refused wallet answer means to the player. */
export function walletRefusal(a: WalletAnswer): PlayError {
  const balance = a.balance ?? undefined;
  switch (a.status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY':
      return refusal('balance.insufficient', 'Not enough balance for this bet', balance);
    case 'RS_ERROR_TOKEN_EXPIRED':
      return refusal('session.expired', 'Your game session has expired: open the game again from the site');
    case 'RS_ERROR_INVALID_TOKEN':
      return refusal('session.invalid', 'This game session is not valid: open the game again from the site');
    default:
      return refusal('wallet.error', `The wallet did not accept the round (${a.status}); try again`, balance);
  }
}

export class GameServer {
  private readonly table: PayTable;
  // The catalogue is static between releases; maintenance is decided at launch, so names and bets can be kept.
  private readonly gameCache = new Map<number, VendorGame | null>();

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>,
    private readonly wallet: WalletClient,
  ) {
    this.table = payTable(deps.config.vendor.rtpPercent);
  }

  async game(nodeId: number): Promise<VendorGame | null> {
    if (!this.gameCache.has(nodeId)) {
      const [row] = await this.deps.db
        .select({
          nodeId: games.nodeId,
          vassalage: games.vassalage,
          gameCode: games.gameCode,
          gameType: games.gameType,
          gameName: games.gameName,
          minBet: games.minBet,
        })
        .from(games)
        .where(eq(games.nodeId, nodeId));
      this.gameCache.set(nodeId, row ?? null);
    }
    return this.gameCache.get(nodeId)!;
  }

  private id = (prefix: string) => `${prefix}-${this.deps.random.bytes(16).toString('hex')}`;

  async openSession(mode: PlayMode, token: string, game: VendorGame): Promise<SessionAnswer> {
    const currency = this.deps.config.merchant.currency;
    if (mode === 'fun') {
      const balance = await this.funBalance(token);
      return balance === null
        ? refusal('session.expired', 'This free-play session has ended: start it again from the site')
        : { ok: true, balance, currency, betSizes: betSizes(game.minBet) };
    }
    const a = await this.wallet.call('balance', { request_uuid: this.id('Q'), token, game_code: game.gameCode });
    return a.status === 'RS_OK' ? { ok: true, balance: a.balance ?? 0, currency, betSizes: betSizes(game.minBet) } : walletRefusal(a);
  }

  async spin(mode: PlayMode, token: string, game: VendorGame, bet: number): Promise<SpinAnswer> {
    if (!betSizes(game.minBet).includes(bet)) return refusal('bet.invalid', 'Pick one of the bet sizes');
    const outcome = spinOutcome(this.table, this.deps.random, bet);
    const round = this.id('R');
    if (mode === 'fun') return this.funSpin(token, round, bet, outcome);

    const { db, clock, config } = this.deps;
    const currency = config.merchant.currency;
    const common = { token, game_code: game.gameCode, round, currency };
    const betId = this.id('B');
    const winId = this.id('W');
    // The outcome and its ids are written before the wallet hears of the round: whatever dies after this, the
    // vendor-rounds job finishes the round with the same ids.
    const now = clock.now();
    await db.insert(vendorRounds).values({
      round,
      token,
      gameCode: game.gameCode,
      currency,
      betUuid: betId,
      bet,
      winUuid: winId,
      win: outcome.win,
      rollbackUuid: this.id('X'),
      owed: 'bet',
      instance: config.vendor.instance,
      createdAt: now,
      updatedAt: now,
    });
    const placed = await this.callWithRetry(() =>
      this.wallet.call('bet', { ...common, request_uuid: this.id('Q'), transaction_uuid: betId, amount: bet, round_closed: outcome.win === 0 }),
    );
    await setOwed(this.deps, round, owedAfterBet(placed, outcome.win), placed.status);
    if (placed.status !== 'RS_OK') return walletRefusal(placed);
    let balance = placed.balance ?? 0;
    if (outcome.win > 0) {
      if (config.failpoint === 'vendor-after-bet') process.kill(process.pid, 'SIGKILL');
      const paid = await this.callWithRetry(() =>
        this.wallet.call('win', {
          ...common,
          request_uuid: this.id('Q'),
          transaction_uuid: winId,
          reference_transaction_uuid: betId,
          amount: outcome.win,
          round_closed: true,
        }),
      );
      await setOwed(this.deps, round, owedAfterWin(paid), paid.status);
      if (paid.status !== 'RS_OK') return walletRefusal(paid);
      balance = paid.balance ?? balance;
    }
    return { ok: true, round, bet, balance, ...outcome };
  }

  /** A call that failed inside the operator (RS_ERROR_UNKNOWN) is sent again with the same ids: it is idempotent. */
  async callWithRetry(call: () => Promise<WalletAnswer>): Promise<WalletAnswer> {
    let answer = await call();
    for (let i = 0; i < 2 && answer.status === 'RS_ERROR_UNKNOWN'; i++) answer = await call();
    return answer;
  }

  /** A free-play token for a visitor (GCS_gameLaunchFB): signed terms only, nothing written until the first spin. */
  async createFunSession(nodeId: number): Promise<string> {
    const { clock, random, config } = this.deps;
    return makeFunToken(config.vendor.secret, nodeId, new Date(clock.now().getTime() + config.vendor.tokenTtlMinutes * 60_000), random.bytes(8));
  }

  /** The token's terms while it is valid. */
  private funTerms(token: string): { nodeId: number; expiresAt: Date } | null {
    const terms = readFunToken(this.deps.config.vendor.secret, token);
    return terms && terms.expiresAt > this.deps.clock.now() ? terms : null;
  }

  /** The play money left: a session not yet played has the starting balance. */
  private async funBalance(token: string): Promise<number | null> {
    if (!this.funTerms(token)) return null;
    const [row] = await this.deps.db
      .select({ balance: vendorFunSessions.balance })
      .from(vendorFunSessions)
      .where(eq(vendorFunSessions.tokenHash, tokenDigest(token)));
    return row?.balance ?? this.deps.config.vendor.funBalance;
  }

  /** One statement: the bet comes off and the win goes on only if the play money covers the bet. */
  private async funSpin(token: string, round: string, bet: number, outcome: Spin): Promise<SpinAnswer> {
    const { db, clock, config } = this.deps;
    const terms = this.funTerms(token);
    if (!terms) return refusal('session.expired', 'This free-play session has ended: start it again from the site');
    // The session's row is made at its first spin (ended ones are dropped by the fun-sessions-prune job).
    await db
      .insert(vendorFunSessions)
      .values({ tokenHash: tokenDigest(token), nodeId: terms.nodeId, balance: config.vendor.funBalance, createdAt: clock.now(), expiresAt: terms.expiresAt })
      .onConflictDoNothing();
    const live = and(eq(vendorFunSessions.tokenHash, tokenDigest(token)), gt(vendorFunSessions.expiresAt, clock.now()));
    const [row] = await db
      .update(vendorFunSessions)
      .set({ balance: sql`${vendorFunSessions.balance} - ${bet} + ${outcome.win}` })
      .where(and(live, gte(vendorFunSessions.balance, bet)))
      .returning({ balance: vendorFunSessions.balance });
    if (row) return { ok: true, round, bet, balance: row.balance, ...outcome };
    const balance = await this.funBalance(token);
    return balance === null
      ? refusal('session.expired', 'This free-play session has ended: start it again from the site')
      : refusal('balance.insufficient', 'Not enough play money for this bet', balance);
  }
}

// The simulated players: accounts made up front in the database (a member with a password, a wallet with an opening
// transfer from the house, a bound bank account and a payment password), and the encrypted bodies of their
// sign-ins and withdrawals, sealed ahead with the site's own sealing code (src/api/encryption.ts): autocannon builds
// each request synchronously, and sealing is asynchronous WebCrypto.
import { randomBytes } from 'node:crypto';
import { sealPayload, type Sealed } from '../../src/api/encryption.ts';
import type { LoginRequest } from '../../contract/session/session.ts';
import type { WithdrawRequest } from '../../contract/withdrawal/withdraw.ts';
import type { Db } from '../../server/db/client.ts';
import { paymentPasswords } from '../../server/db/schema-wallet.ts';
import { testConfig } from '../../server/config.ts';
import { systemClock } from '../../server/deps.ts';
import { transfer } from '../../server/ledger/transfer.ts';
import { insertMember } from '../../server/registration/new-member.ts';
import { hashPassword } from '../../server/shared/passwords.ts';
import { bindBankAccount } from '../../server/withdrawal/bank-accounts.ts';
import { openingKey } from './reconcile.ts';
import { accountId, houseAccountId, memberAccountCode } from '../../server/ledger/accounts.ts';

export const ACCOUNT_PREFIX = 'load';
const PASSWORD = 'Load1234';
const PAYMENT_PASSWORD = '246810';
/** ₱20,000 each: far more than a run's rounds, deposits and withdrawals move. */
export const OPENING_BALANCE = 2_000_000;
/** Pesos per deposit and per withdrawal (the demo provider's and the withdrawal's minimum is ₱100). */
export const MONEY_STEP = 100;
/** Sealed bodies kept ready per player and kind. */
const READY = 3;

export interface Player {
  index: number;
  account: string;
  memberId: number;
  bankAccountId: number;
  /** Its own address behind the load balancer (X-Forwarded-For), so per-address limits count per player. */
  address: string;
  logins: Sealed[];
  withdrawals: Sealed[];
}

export const accountOf = (index: number) => `${ACCOUNT_PREFIX}${String(index).padStart(4, '0')}`;
export const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** Creates players `from` .. `to - 1` (numbered from 1), a few at a time. */
export async function createPlayers(db: Db, from: number, to: number): Promise<Player[]> {
  const config = testConfig();
  const currency = config.merchant.currency;
  const [passwordHash, paymentHash] = await Promise.all([hashPassword(PASSWORD), hashPassword(PAYMENT_PASSWORD)]);
  const house = await houseAccountId(db, currency);
  const one = async (index: number): Promise<Player> => {
    const account = accountOf(index);
    const now = systemClock.now();
    const member = await insertMember(
      { db, clock: systemClock, config },
      { account, nickname: `Load ${index}`, passwordHash, type: 0, parentId: null, language: 'EN', firstTimeLogin: false },
    );
    if (!member) throw new Error(`the account ${account} exists already`);
    const wallet = await accountId(db, memberAccountCode(member.id), currency, { memberId: member.id });
    await transfer(db, systemClock, {
      key: openingKey(account),
      kind: 'load.opening',
      fromAccountId: house,
      toAccountId: wallet,
      amount: OPENING_BALANCE,
      memo: 'Load test opening balance',
    });
    const bank = await bindBankAccount(db, now, member.id, {
      bankCode: 'BDO',
      accountName: `Load Player ${index}`,
      accountNumber: String(1_000_000_000 + index),
    });
    if (typeof bank === 'string') throw new Error(`could not bind a bank account for ${account}: ${bank}`);
    await db.insert(paymentPasswords).values({ memberId: member.id, hash: paymentHash, updatedAt: now });
    return { index, account, memberId: member.id, bankAccountId: bank.id, address: addressOf(index), logins: [], withdrawals: [] };
  };
  const made: Player[] = [];
  for (let i = from; i < to; i += 8) made.push(...(await Promise.all(Array.from({ length: Math.min(8, to - i) }, (_, k) => one(i + k)))));
  return made;
}

/** Milliseconds of CPU one password hash takes here (the median of a few, one at a time). */
export async function hashCostMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await hashPassword(PASSWORD);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[2]!;
}

const loginBody = (p: Player): LoginRequest => ({ type: 'username', username: p.account, password: PASSWORD });
const withdrawBody = (p: Player): WithdrawRequest => ({
  amount: MONEY_STEP,
  bankAccountId: p.bankAccountId,
  paymentPassword: PAYMENT_PASSWORD,
  requestId: `load-${randomBytes(9).toString('base64url')}`,
});

/**
 * The players of the run, added as the steps need them; each plays on its own connection for the rest of the run (or
 * until a step goes back down). While the run goes on, refillWhile() keeps every player's sealed bodies topped up (a
 * sealed body is good for one use within the server's 5-minute window; a player uses two a visit).
 */
export class PlayerPool {
  readonly players: Player[] = [];
  /** Times a call found no sealed body ready (a shortfall of the load generator, not the servers). */
  private shortfalls = 0;

  constructor(private readonly publicKey: string) {}

  add(players: readonly Player[]) {
    this.players.push(...players);
  }

  /** The shortfalls since the last call. */
  takeShortfalls(): number {
    const n = this.shortfalls;
    this.shortfalls = 0;
    return n;
  }

  /** The next sealed body of the kind; undefined (counted) when none is ready. */
  sealed(p: Player, kind: 'logins' | 'withdrawals'): Sealed | undefined {
    const body = p[kind].shift();
    if (!body) this.shortfalls++;
    return body;
  }

  async refill() {
    for (const p of this.players) {
      while (p.logins.length < READY) p.logins.push(await sealPayload(this.publicKey, loginBody(p)));
      while (p.withdrawals.length < READY) p.withdrawals.push(await sealPayload(this.publicKey, withdrawBody(p)));
    }
  }

  /** Refills until stop() is called; the returned promise ends with it. */
  refillWhile(): { stop(): Promise<void> } {
    let running = true;
    const loop = (async () => {
      while (running) {
        await this.refill();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    return {
      stop: async () => {
        running = false;
        await loop;
      },
    };
  }
}

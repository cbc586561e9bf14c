// The vendor's side of the wallet calls: it signs each body with the shared secret and sends it to the operator.
// In this process the transport is a direct call of the operator's handler with the signed raw bytes, the same
// handler POST /vendor-wallet/<action> runs, so signing and verification happen exactly as over HTTP.
import type { Deps } from '../deps.ts';
import { handleWalletCall } from './operator-wallet.ts';
import { sign, type WalletAction, type WalletAnswer, type WalletRequest } from './protocol.ts';

export interface WalletClient {
  call<A extends WalletAction>(action: A, body: WalletRequest<A>): Promise<WalletAnswer>;
}

export function inProcessWallet(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'live'>, secret = deps.config.vendor.secret): WalletClient {
  return {
    call(action, body) {
      const raw = JSON.stringify(body);
      return handleWalletCall(deps, action, raw, sign(raw, secret));
    },
  };
}

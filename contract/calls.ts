// The call table: every call's schemas by name, beside its route in contract/routes.ts. The server registers its
// routes from it; the site imports only the types below (zod stays out of its bundle).
import type { z } from 'zod';
import type { CallName } from './routes.ts';
import type { CallSchema } from './call.ts';
import { depositCalls } from './deposit.ts';
import { favouriteCalls } from './favourites.ts';
import { messageCalls } from './messages.ts';
import { recordCalls } from './records.ts';
import { walletCalls } from './transfer.ts';
import { withdrawCalls } from './withdraw.ts';

export const calls = {
  ...depositCalls,
  ...favouriteCalls,
  ...messageCalls,
  ...recordCalls,
  ...walletCalls,
  ...withdrawCalls,
} as const satisfies { readonly [N in CallName]?: CallSchema };

type Calls = typeof calls;
export type TabledCall = keyof Calls;

/** A schema's input type with what zod coerces (unknown there) taken from its output: what a caller sends. */
type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? (K extends keyof z.output<S> ? z.output<S>[K] : never) : z.input<S>[K];
};

export type CallQuery<N extends TabledCall> = Calls[N] extends { query: infer S extends z.ZodType } ? Sent<S> : undefined;
export type CallBody<N extends TabledCall> = Calls[N] extends { body: infer S extends z.ZodType } ? Sent<S> : undefined;
export type CallValue<N extends TabledCall> = z.output<Calls[N]['value']>;

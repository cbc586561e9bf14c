// Machines that views start themselves (one per open form), already provided with their effects at the
// composition root, so views never wire API calls.
import { createContext, use } from 'react';
import { useActorRef } from '@xstate/react';
import type { Actor, ActorOptions, AnyActorLogic, InputFrom } from 'xstate';
import type { loginMachine } from '../../machines/session/login.machine.ts';
import type { changePasswordMachine } from '../../machines/session/change-password.machine.ts';
import type { registrationMachine } from '../../machines/registration/registration.machine.ts';
import type { passwordResetMachine } from '../../machines/session/password-reset.machine.ts';
import type { withdrawalConfirmationMachine } from '../../machines/withdrawal/withdrawal-confirmation.machine.ts';
import type { promotionApplicationMachine } from '../../machines/promotions/promotion-application.machine.ts';
import type { contractOfferMachine } from '../../machines/agent-contracts/contract-offer.machine.ts';
import type { sessionReminderMachine } from '../../machines/protection/session-reminder.machine.ts';

export interface Flows {
  /**
   * The sign-in flow loads with the sign-in popup or the /agent page, or when a visitor first touches the header's
   * form (useLazyFlowActor), not with the entry: a signed-in visitor never needs it.
   */
  login: () => Promise<typeof loginMachine>;
  /** The registration and password flows load with their dialogs, not with the entry. */
  changePassword: () => Promise<typeof changePasswordMachine>;
  registration: () => Promise<typeof registrationMachine>;
  passwordReset: () => Promise<typeof passwordResetMachine>;
  /**
   * One per withdrawal on screen (its input names the withdrawal). Only the member centre opens withdrawals, so the
   * machine and its calls load with the first one rather than with the entry.
   */
  withdrawalConfirmation: () => Promise<typeof withdrawalConfirmationMachine>;
  /** One per promotion card on the promotions page; the machine and its calls load with that page. */
  promotionApplication: () => Promise<typeof promotionApplicationMachine>;
  /** One per contract an agent decides (the sign-in contract dialog, the contracts panel); loads with the first. */
  contractOffer: () => Promise<typeof contractOfferMachine>;
  /** The signed-in member's session reminder (issue 16 §5); loads with the first member who set one. */
  sessionReminder: () => Promise<typeof sessionReminderMachine>;
  /**
   * The composition root's inspection observer, when something listens (the Stately inspector with ?inspect, the
   * flow viewer's publisher in development builds and on a demo server): the actors views start report to it too.
   */
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}

/** The same promise on every call, so `use()` can wait on it; a failed load is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
}

export const FlowsContext = createContext<Flows | null>(null);

export function useFlows(): Flows {
  const flows = use(FlowsContext);
  if (!flows) throw new Error('useFlows outside FlowsContext');
  return flows;
}

/** useActorRef for a flow a view starts, seen by the composition root's inspection observer like the shell's actors. */
export function useFlowActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> & { input: InputFrom<TLogic> }): Actor<TLogic> {
  return useActorRef(logic as AnyActorLogic, { ...options, inspect: use(FlowsContext)?.inspect }) as Actor<TLogic>;
}

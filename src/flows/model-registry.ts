// Every machine that has a model, with it: what `npm run paths` runs and the flow viewer replays. One list, so a
// new model shows up in both; in the order of `flowMachines` (the order of the pictures; the app root, which only
// runs the others, has no model of its own). Pure data: it imports only the machines and their models, never Node.
import type { AnyStateMachine } from 'xstate';
import type { ModelList } from './model/harness.ts';
import { systemStatusMachine } from '../machines/system/system-status.machine.ts';
import { sessionMachine } from '../machines/session/session.machine.ts';
import { modalsMachine } from '../machines/app/modals.machine.ts';
import { loginMachine } from '../machines/session/login.machine.ts';
import { socialSignInMachine } from '../machines/session/social-sign-in.machine.ts';
import { smsCountdownMachine } from '../machines/session/sms-countdown.machine.ts';
import { changePasswordMachine } from '../machines/session/change-password.machine.ts';
import { passwordResetMachine } from '../machines/session/password-reset.machine.ts';
import { registrationMachine } from '../machines/registration/registration.machine.ts';
import { affiliateCheckMachine } from '../machines/registration/affiliate-check.machine.ts';
import { gameLaunchMachine } from '../machines/games/game-launch.machine.ts';
import { favouritesMachine } from '../machines/games/favourites.machine.ts';
import { announcementPopupMachine } from '../machines/content/announcement-popup.machine.ts';
import { withdrawalConfirmationMachine } from '../machines/withdrawal/withdrawal-confirmation.machine.ts';
import { promotionApplicationMachine } from '../machines/promotions/promotion-application.machine.ts';
import { contractOfferMachine } from '../machines/agent-contracts/contract-offer.machine.ts';
import { raffleCountdownMachine } from '../machines/raffle/raffle-countdown.machine.ts';
import { pointRedemptionMachine } from '../machines/points/point-redemption.machine.ts';
import { sessionReminderMachine } from '../machines/protection/session-reminder.machine.ts';
import { liveUpdatesMachine } from '../machines/live/live-updates.machine.ts';
import { models as systemStatus } from './models/system-status.model.ts';
import { models as session } from './models/session.model.ts';
import { models as modals } from './models/modals.model.ts';
import { models as login } from './models/login.model.ts';
import { models as socialSignIn } from './models/social-sign-in.model.ts';
import { models as smsCountdown } from './models/sms-countdown.model.ts';
import { models as changePassword } from './models/change-password.model.ts';
import { models as passwordReset } from './models/password-reset.model.ts';
import { models as registration } from './models/registration.model.ts';
import { models as affiliateCheck } from './models/affiliate-check.model.ts';
import { models as gameLaunch } from './models/game-launch.model.ts';
import { models as favourites } from './models/favourites.model.ts';
import { models as announcementPopup } from './models/announcement-popup.model.ts';
import { models as withdrawalConfirmation } from './models/withdrawal-confirmation.model.ts';
import { models as promotionApplication } from './models/promotion-application.model.ts';
import { models as contractOffer } from './models/contract-offer.model.ts';
import { models as raffleCountdown } from './models/raffle-countdown.model.ts';
import { models as pointRedemption } from './models/point-redemption.model.ts';
import { models as sessionReminder } from './models/session-reminder.model.ts';
import { models as liveUpdates } from './models/live-updates.model.ts';

export interface RegisteredMachine<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The file name in src/machines (`<file>.machine.ts`), as docs/flows names its picture. */
  file: string;
  /** The chart's id (`withdrawalConfirmation`): what the pictures, the coverage lines and `npm run paths` call it. */
  name: string;
  /** The machine as src/machines exports it (a model may plan on a `.provide()`d copy of it). */
  machine: TMachine;
  models: ModelList<TMachine>;
}

/** Ties the models to their machine's type here; the list itself holds them as any machine. */
const entry = <TMachine extends AnyStateMachine>(file: string, machine: TMachine, models: ModelList<TMachine>): RegisteredMachine => ({
  file,
  name: machine.id,
  machine,
  models,
});

export const modelRegistry: readonly RegisteredMachine[] = [
  entry('system-status', systemStatusMachine, systemStatus),
  entry('session', sessionMachine, session),
  entry('modals', modalsMachine, modals),
  entry('login', loginMachine, login),
  entry('social-sign-in', socialSignInMachine, socialSignIn),
  entry('sms-countdown', smsCountdownMachine, smsCountdown),
  entry('change-password', changePasswordMachine, changePassword),
  entry('password-reset', passwordResetMachine, passwordReset),
  entry('registration', registrationMachine, registration),
  entry('affiliate-check', affiliateCheckMachine, affiliateCheck),
  entry('game-launch', gameLaunchMachine, gameLaunch),
  entry('favourites', favouritesMachine, favourites),
  entry('announcement-popup', announcementPopupMachine, announcementPopup),
  entry('withdrawal-confirmation', withdrawalConfirmationMachine, withdrawalConfirmation),
  entry('promotion-application', promotionApplicationMachine, promotionApplication),
  entry('contract-offer', contractOfferMachine, contractOffer),
  entry('raffle-countdown', raffleCountdownMachine, raffleCountdown),
  entry('point-redemption', pointRedemptionMachine, pointRedemption),
  entry('session-reminder', sessionReminderMachine, sessionReminder),
  entry('live-updates', liveUpdatesMachine, liveUpdates),
];

/** The machine by its name or its file name (`withdrawalConfirmation` or `withdrawal-confirmation`). */
export function findRegisteredMachine(nameOrFile: string): RegisteredMachine | undefined {
  return modelRegistry.find((m) => m.name === nameOrFile || m.file === nameOrFile);
}

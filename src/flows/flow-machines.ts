// Every statechart of the site, by its file name in src/machines (`<file>.machine.ts`): what `npm run flows` draws
// into docs/flows and what the flow viewer (/flows) lists. One line per machine. Browser-safe.
import type { AnyStateMachine } from 'xstate';
import { appMachine } from '../machines/app.machine.ts';
import { loginMachine } from '../machines/login.machine.ts';
import { smsCountdownMachine } from '../machines/sms-countdown.machine.ts';
import { changePasswordMachine } from '../machines/change-password.machine.ts';
import { passwordResetMachine } from '../machines/password-reset.machine.ts';
import { registrationMachine } from '../machines/registration.machine.ts';
import { affiliateCheckMachine } from '../machines/affiliate-check.machine.ts';
import { gameLaunchMachine } from '../machines/game-launch.machine.ts';
import { favouritesMachine } from '../machines/favourites.machine.ts';
import { announcementPopupMachine } from '../machines/announcement-popup.machine.ts';
import { modalsMachine } from '../machines/modals.machine.ts';
import { sessionMachine } from '../machines/session.machine.ts';
import { systemStatusMachine } from '../machines/system-status.machine.ts';
import { withdrawalConfirmationMachine } from '../machines/withdrawal-confirmation.machine.ts';
import { promotionApplicationMachine } from '../machines/promotion-application.machine.ts';
import { contractOfferMachine } from '../machines/contract-offer.machine.ts';
import { raffleCountdownMachine } from '../machines/raffle-countdown.machine.ts';
import { pointRedemptionMachine } from '../machines/point-redemption.machine.ts';
import { sessionReminderMachine } from '../machines/session-reminder.machine.ts';

export const flowMachines: ReadonlyArray<readonly [file: string, machine: AnyStateMachine]> = [
  ['system-status', systemStatusMachine],
  ['session', sessionMachine],
  ['modals', modalsMachine],
  ['login', loginMachine],
  ['sms-countdown', smsCountdownMachine],
  ['change-password', changePasswordMachine],
  ['password-reset', passwordResetMachine],
  ['registration', registrationMachine],
  ['affiliate-check', affiliateCheckMachine],
  ['game-launch', gameLaunchMachine],
  ['favourites', favouritesMachine],
  ['announcement-popup', announcementPopupMachine],
  ['withdrawal-confirmation', withdrawalConfirmationMachine],
  ['promotion-application', promotionApplicationMachine],
  ['contract-offer', contractOfferMachine],
  ['raffle-countdown', raffleCountdownMachine],
  ['point-redemption', pointRedemptionMachine],
  ['session-reminder', sessionReminderMachine],
  ['app', appMachine],
];

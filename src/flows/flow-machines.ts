// Every statechart of the site, by its file name in src/machines (`<file>.machine.ts`): what `npm run flows` draws
// into docs/flows and what the flow viewer (/flows) lists. One line per machine. Browser-safe.
import type { AnyStateMachine } from 'xstate';
import { appMachine } from '../machines/app/app.machine.ts';
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
import { modalsMachine } from '../machines/app/modals.machine.ts';
import { sessionMachine } from '../machines/session/session.machine.ts';
import { systemStatusMachine } from '../machines/system/system-status.machine.ts';
import { withdrawalConfirmationMachine } from '../machines/withdrawal/withdrawal-confirmation.machine.ts';
import { promotionApplicationMachine } from '../machines/promotions/promotion-application.machine.ts';
import { contractOfferMachine } from '../machines/agent-contracts/contract-offer.machine.ts';
import { raffleCountdownMachine } from '../machines/raffle/raffle-countdown.machine.ts';
import { pointRedemptionMachine } from '../machines/points/point-redemption.machine.ts';
import { sessionReminderMachine } from '../machines/protection/session-reminder.machine.ts';
import { liveUpdatesMachine } from '../machines/live/live-updates.machine.ts';

export const flowMachines: ReadonlyArray<readonly [file: string, machine: AnyStateMachine]> = [
  ['system-status', systemStatusMachine],
  ['session', sessionMachine],
  ['modals', modalsMachine],
  ['login', loginMachine],
  ['social-sign-in', socialSignInMachine],
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
  ['live-updates', liveUpdatesMachine],
  ['app', appMachine],
];

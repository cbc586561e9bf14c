// The machines mapped onto the real pages (issue 40): `npm run paths -- <name> --site` walks one, CI walks them all.
import type { AnyStateMachine } from 'xstate';
import type { SiteMap } from '../../machines/shared/site-map.ts';
import { loginSite } from '../../machines/session/login.site.ts';
import { announcementPopupSite } from '../../machines/content/announcement-popup.site.ts';
import { smsCountdownSite } from '../../machines/session/sms-countdown.site.ts';
import { registrationSite } from '../../machines/registration/registration.site.ts';
import { gameLaunchSite } from '../../machines/games/game-launch.site.ts';
import { favouritesSite } from '../../machines/games/favourites.site.ts';
import { sessionReminderSite } from '../../machines/protection/session-reminder.site.ts';
import { changePasswordSite } from '../../machines/session/change-password.site.ts';
import { passwordResetSite } from '../../machines/session/password-reset.site.ts';
import { pointRedemptionSite } from '../../machines/points/point-redemption.site.ts';
import { contractOfferSite } from '../../machines/agent-contracts/contract-offer.site.ts';
import { withdrawalConfirmationSite } from '../../machines/withdrawal/withdrawal-confirmation.site.ts';
import { raffleCountdownSite } from '../../machines/raffle/raffle-countdown.site.ts';
import { promotionApplicationSite } from '../../machines/promotions/promotion-application.site.ts';
import { liveUpdatesSite } from '../../machines/live/live-updates.site.ts';

// Each map is typed against its own machine; the list holds them as maps of any machine.
const any = (map: object) => map as SiteMap<AnyStateMachine>;

export const siteMaps: readonly SiteMap<AnyStateMachine>[] = [
  any(loginSite),
  any(announcementPopupSite),
  any(smsCountdownSite),
  any(registrationSite),
  any(gameLaunchSite),
  any(favouritesSite),
  any(sessionReminderSite),
  any(changePasswordSite),
  any(passwordResetSite),
  any(pointRedemptionSite),
  any(contractOfferSite),
  any(withdrawalConfirmationSite),
  any(raffleCountdownSite),
  any(promotionApplicationSite),
  any(liveUpdatesSite),
];

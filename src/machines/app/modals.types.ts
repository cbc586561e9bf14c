export type ModalName = 'publicModal' | 'noticeModal' | 'login' | 'register' | 'changePass' | 'forgetPass' | 'help';

/** Every modal but the announcement itself. */
export type CoverableModal = Exclude<ModalName, 'publicModal'>;

export interface ModalsContext {
  /** The help section to scroll to, from /help#anchor. */
  helpAnchor: string | null;
  noticeIndex: number;
  /** Opened by visiting /login, /register or /help: closing returns to home. */
  openedByRoute: boolean;
  /** A password change forced at login: the modal cannot be dismissed, and the old password is known. */
  forcedPassword: string | null;
  /** The modal the announcement popup opened over, shown again when the announcement closes. */
  covered: CoverableModal | null;
}

type Via = { via?: 'route' | 'ui' };

export type ModalsEvent =
  | ({ type: 'login.open' } & Via)
  | ({ type: 'register.open' } & Via)
  | ({ type: 'help.open'; anchor?: string | null } & Via)
  | { type: 'forgetPass.open' }
  | { type: 'changePass.open'; knownPassword?: string }
  | { type: 'notice.open'; index: number }
  | { type: 'announcement.open' }
  | { type: 'modal.close' }
  /** The password change succeeded: closes even a forced change. */
  | { type: 'password.changed' };

/** The events other actors send the modals: login and password flows, the announcement popup, game launch, favourites. */
export type ModalsMessage = Extract<ModalsEvent, { type: 'login.open' | 'modal.close' | 'announcement.open' | 'changePass.open' | 'password.changed' }>;

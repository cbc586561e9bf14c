// The link a password reset mail carries (issue 39), shared by the server that writes it and the site that opens it:
// the site's reset page with the account and the one-time code, which the reset form then holds.
export const RESET_PATH = '/resetPassword';
export const RESET_ACCOUNT_PARAM = 'account';
export const RESET_CODE_PARAM = 'code';

export const resetLink = (account: string, code: string) =>
  `${RESET_PATH}?${RESET_ACCOUNT_PARAM}=${encodeURIComponent(account)}&${RESET_CODE_PARAM}=${encodeURIComponent(code)}`;

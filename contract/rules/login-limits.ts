// The longest value each sign-in field may carry (docs/product.md §5 gives none): the server's schema refuses longer ones, and
// the site says which field is too long before sending, rather than showing the server's generic refusal.
export const LOGIN_LIMITS = {
  username: 64,
  password: 64,
  captcha: 8,
  /** The answer to an account's second step: a code, or the bank account name. */
  verification: 100,
  /** The texted code of the sms sign-in. */
  verificationCode: 10,
  mobileNum: 20,
  /** The second-step ticket the server hands out (its member's id and 32 random characters). */
  ticket: 64,
} as const;

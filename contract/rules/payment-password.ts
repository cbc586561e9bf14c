// The payment password (docs/product.md §2 securityCenter, withdraw): six digits, written once (issue 36) for the
// withdraw schema of the contract, the security forms, the point-redemption machine and the views' inputs.

/** How many digits a payment password has (the inputs' maxLength). */
export const PAYMENT_PASSWORD_LENGTH = 6;

export const PAYMENT_PASSWORD = /^\d{6}$/;

/** The value has the shape of a payment password; whether it is the right one is the server's to say. */
export const isPaymentPassword = (value: string): boolean => PAYMENT_PASSWORD.test(value);

// The ledger keeps integer minor units (centavos, hundredths of a point); the API speaks decimals with 2 places.

/** Centavos to the API's decimal with 2 places. */
export const toDecimal = (centavos: number) => Math.round(centavos) / 100;

/** Decimal with 2 places to centavos. */
export const toCentavos = (amount: number) => Math.round(amount * 100);

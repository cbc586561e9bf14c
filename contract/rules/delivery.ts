// A physical good's delivery details (docs/loyalty.md, Points mall): the limits written once (issue 36) for the
// redemption's schema in the contract, the point-redemption machine's guard and the redeem dialog's inputs.

export const DELIVERY_LIMITS = {
  name: { min: 2, max: 60 },
  address: { min: 5, max: 200 },
  province: { max: 60 },
  remarks: { max: 200 },
} as const;

/** A mobile number a courier can call: 7 to 15 digits, a leading + allowed. */
export const DELIVERY_MOBILE = /^\+?\d{7,15}$/;

export interface DeliveryDetails {
  name: string;
  address: string;
  mobile: string;
}

/** The details are complete enough to send (each value as trimmed). */
export const isDeliverable = ({ name, address, mobile }: DeliveryDetails): boolean =>
  name.trim().length >= DELIVERY_LIMITS.name.min &&
  name.trim().length <= DELIVERY_LIMITS.name.max &&
  address.trim().length >= DELIVERY_LIMITS.address.min &&
  address.trim().length <= DELIVERY_LIMITS.address.max &&
  DELIVERY_MOBILE.test(mobile.trim());

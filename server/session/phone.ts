// A mobile number as the calls send it (dialing code and local number), in the E.164 form the accounts keep.
import { toE164 } from '../../contract/rules/phone.ts';
import { Refusal } from '../shared/refusal.ts';

/** Every call that takes a number lists validation.phone with 400: a number that is not one is bad input. */
export function phoneOf(countryDialingCode: string, mobile: string): string {
  const phone = toE164(countryDialingCode, mobile);
  if (!phone) throw new Refusal('validation.phone', 'Please enter a valid mobile number');
  return phone;
}

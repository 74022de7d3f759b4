import { parsePhone } from '../../../domain/order/phone-mask';

const NATIONAL_NUMBER = /^0\d{9}$/;

/**
 * '+380671234567' (what SmsSenderPort is given), the order form's '+38 (067) 123 45 67' or '0671234567' → '+380671234567',
 * the E.164 form gateways expect. Null for anything that is not a complete Ukrainian number, so
 * no SMS is paid for a number that cannot receive it.
 */
export const toInternationalPhone = (phone: string): string | null => {
  const national = parsePhone(phone);
  return NATIONAL_NUMBER.test(national) ? `+38${national}` : null;
};

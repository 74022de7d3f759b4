/** '+380671234567' → '+38067***4567': enough to tell messages apart in logs without storing whole numbers. */
export const redactPhone = (phone: string): string =>
  phone.length <= 7 ? '***' : `${phone.slice(0, 6)}***${phone.slice(-4)}`;

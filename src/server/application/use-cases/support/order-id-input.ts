/** Codes and client keys are short tokens; anything longer is not one of ours and is not looked up. */
const MAX_ORDER_ID_LENGTH = 64;

/** The order id a request carries, trimmed; null when missing, blank or not a plausible id. */
export const readOrderId = (value: unknown): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' || text.length > MAX_ORDER_ID_LENGTH ? null : text;
};

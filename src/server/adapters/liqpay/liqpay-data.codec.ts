/** `data` is base64 of the UTF-8 JSON text (Ukrainian descriptions included). */
export const encodeLiqpayData = (params: Readonly<Record<string, unknown>>): string =>
  Buffer.from(JSON.stringify(params), 'utf8').toString('base64');

/**
 * The JSON object inside `data`, or null when it is not one. Only called after the signature was
 * verified, so a lenient base64 decoder is fine (LiqPay's own documented example wraps the base64
 * text in lines, which Buffer ignores).
 */
export const decodeLiqpayData = (data: string): Record<string, unknown> | null => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

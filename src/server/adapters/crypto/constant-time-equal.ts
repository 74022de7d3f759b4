import { timingSafeEqual } from 'node:crypto';

/**
 * Compares a computed signature with a received one without leaking, through timing, how many
 * leading characters were right. timingSafeEqual throws on different lengths, so lengths are
 * checked first; that reveals only the length, which is public for a base64 digest anyway.
 */
export const constantTimeEqual = (expected: string, given: string): boolean => {
  const expectedBytes = Buffer.from(expected, 'utf8');
  const givenBytes = Buffer.from(given, 'utf8');
  if (expectedBytes.length !== givenBytes.length) return false;
  return timingSafeEqual(expectedBytes, givenBytes);
};

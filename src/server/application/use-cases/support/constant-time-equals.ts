/**
 * Compares two digests without returning early, so the time taken does not tell an attacker how
 * many leading characters of a guess were right. Lengths are public (digests have a fixed length),
 * so a length mismatch may answer at once.
 */
export const constantTimeEquals = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
};

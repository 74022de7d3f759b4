import { randomBytes } from 'node:crypto';

/**
 * A fresh 256-bit secret for one shop process. Forms signed before a restart stop verifying after
 * it, which is acceptable for an offline stand-in; pass a stored secret instead when several
 * instances must accept each other's forms.
 */
export const generateTestPaymentSecret = (): string => randomBytes(32).toString('base64url');

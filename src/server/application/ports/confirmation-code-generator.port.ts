/** Randomness for SMS codes comes in through a port so use cases stay deterministic under test. */
export interface ConfirmationCodeGeneratorPort {
  /** A code of SMS_CODE_LENGTH (4) decimal digits, leading zeros kept ('0427'). */
  generate(): string;
}

import { randomInt } from 'node:crypto';
import type { OrderCodeGeneratorPort } from '../../application/ports/order-code-generator.port';

/**
 * Letters and digits that cannot be mixed up when read aloud or copied by hand: no 0/O, 1/I/L.
 * 31 symbols × 10 places ≈ 2^49.5 codes, so guessing any one of a million orders takes ~10^9 tries.
 */
export const ORDER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ORDER_CODE_LENGTH = 10;

/** Order codes from the operating system's CSPRNG (randomInt draws without modulo bias). */
export class RandomOrderCodeGenerator implements OrderCodeGeneratorPort {
  next(): string {
    let code = '';
    for (let i = 0; i < ORDER_CODE_LENGTH; i++) code += ORDER_CODE_ALPHABET[randomInt(ORDER_CODE_ALPHABET.length)];
    return code;
  }
}

import { randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH } from '../../../domain/order/sms-code.state-machine';
import type { ConfirmationCodeGeneratorPort } from '../../application/ports/confirmation-code-generator.port';

/** SMS codes from the CSPRNG, every one of the 10^4 values equally likely, leading zeros kept. */
export class RandomConfirmationCodeGenerator implements ConfirmationCodeGeneratorPort {
  generate(): string {
    return String(randomInt(10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  }
}

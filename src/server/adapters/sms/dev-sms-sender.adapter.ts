import type { ClockPort } from '../../application/ports/clock.port';
import type { LoggerPort } from '../../application/ports/logger.port';
import type { SmsSenderPort } from '../../application/ports/sms-sender.port';
import { parsePhone } from '../../../domain/order/phone-mask';

export interface SentSms {
  /** As the use case passed it. */
  readonly phone: string;
  readonly text: string;
  readonly sentAt: Date;
}

export const DEFAULT_DEV_SMS_CAPACITY = 100;

const systemClock: ClockPort = { now: () => new Date() };

// Masked, bare or international spellings of one number compare equal.
const samePhone = (a: string, b: string): boolean => {
  const national = parsePhone(a);
  return national !== '' && national === parsePhone(b);
};

/**
 * The sender used when no SMS gateway is configured: nothing leaves the machine. The message is
 * logged (so a developer can read the code from the shop's output) and the newest messages are
 * kept in memory, bounded so a long demo cannot grow it without end, for a dev-only endpoint that
 * lets e2e tests and demos read the code.
 */
export class DevSmsSender implements SmsSenderPort {
  private readonly messages: SentSms[] = [];

  constructor(
    private readonly logger: LoggerPort,
    private readonly capacity: number = DEFAULT_DEV_SMS_CAPACITY,
    private readonly clock: ClockPort = systemClock,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    this.messages.push({ phone, text, sentAt: this.clock.now() });
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
    this.logger.info('SMS not sent (development sender): no SMS gateway is configured', { phone, text });
  }

  /** Newest first. */
  recent(): readonly SentSms[] {
    return [...this.messages].reverse();
  }

  /** The newest message to this number in any spelling ('+38 (067) 123 45 67', '0671234567', ...). */
  lastTo(phone: string): SentSms | null {
    for (let index = this.messages.length - 1; index >= 0; index -= 1) {
      const message = this.messages[index] as SentSms;
      if (samePhone(message.phone, phone)) return message;
    }
    return null;
  }

  clear(): void {
    this.messages.length = 0;
  }
}

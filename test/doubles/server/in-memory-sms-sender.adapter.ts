import type { SmsSenderPort } from '../../../src/server/application/ports/sms-sender.port';

export interface SentSms {
  readonly phone: string;
  readonly text: string;
}

/**
 * Messages kept in an outbox instead of being sent: the shop's SMS gateway when none is
 * configured. `onSend` lets the composition root show each code (e.g. log it) so a demo can be
 * confirmed; nothing leaves the machine.
 */
export class InMemorySmsSender implements SmsSenderPort {
  private readonly outbox: SentSms[] = [];

  constructor(private readonly onSend?: (message: SentSms) => void) {}

  async send(phone: string, text: string): Promise<void> {
    const message = { phone, text };
    this.outbox.push(message);
    this.onSend?.(message);
  }

  sent(): readonly SentSms[] {
    return [...this.outbox];
  }

  lastTo(phone: string): SentSms | undefined {
    return this.outbox.filter((message) => message.phone === phone).at(-1);
  }
}

import { SMS_CODE_LENGTH } from '../../../domain/order/sms-code.state-machine';
import { ok } from '../../../domain/shared/result';
import type { ClockPort } from '../ports/clock.port';
import type { CodeHasherPort } from '../ports/code-hasher.port';
import type { OrderConfirmation, OrderRecord } from '../ports/order-record.types';
import type { OrderRepositoryPort } from '../ports/order-repository.port';
import type { UsageQuotaPort } from '../ports/usage-quota.port';
import { readOrderId } from './support/order-id-input';
import { codeSecret } from './support/sms-challenge';
import { SMS_MAX_ATTEMPTS, smsGuessClaim } from './support/sms-confirmation.policy';
import { refuse, type UseCaseResult } from './support/use-case-result';

/** POST /order/verify-code. */
export interface VerifyCodeInput {
  readonly orderId?: string | null;
  readonly code: string;
}

export type VerifyCodeRefusal =
  | 'order-id-required'
  | 'order-not-found'
  | 'invalid-code'
  | 'wrong-code'
  | 'code-expired'
  | 'code-locked'
  | 'confirmation-not-required'
  | 'phone-call-requested'
  | 'confirmation-busy';

const CODE_FORMAT = new RegExp(`^[0-9]{${SMS_CODE_LENGTH}}$`);
/** Parallel requests on one order retry their compare-and-set this often before giving up. */
const MAX_WRITE_ATTEMPTS = 3;

/**
 * Confirms an order with the SMS code. Wrong codes count; the fifth locks the code for good (the
 * customer can still ask for a phone call); after 5 minutes the code has expired. Digests are
 * compared in constant time, and every write is compare-and-set, so parallel guesses cannot slip
 * past the lock. A repeated right code on a confirmed order answers success again (a lost answer).
 */
export class VerifyCodeUseCase {
  constructor(
    private readonly deps: {
      readonly orders: OrderRepositoryPort;
      readonly codeHasher: CodeHasherPort;
      readonly clock: ClockPort;
      /** Guesses per phone over all its codes (sms-confirmation.policy.ts), exact across instances. */
      readonly guesses: UsageQuotaPort;
    },
  ) {}

  async execute(input: VerifyCodeInput): Promise<UseCaseResult<{ readonly success: true }, VerifyCodeRefusal>> {
    const orderCode = readOrderId(input.orderId);
    if (orderCode === null) return refuse('order-id-required');
    // A malformed code is a typing slip the modal should have stopped, not a guess: it does not count.
    const code = typeof input.code === 'string' ? input.code.trim() : '';
    if (!CODE_FORMAT.test(code)) return refuse('invalid-code');
    let guessCounted = false;
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const order = await this.deps.orders.findByCode(orderCode);
      if (order === null) return refuse('order-not-found');
      // Every try at a pending code counts against the phone, once per request, before the code is
      // even compared: past the phone's guesses its codes are as good as locked.
      if (!guessCounted && order.confirmation.status === 'sms-pending') {
        const taking = await this.deps.guesses.take([smsGuessClaim(order.phoneDigits)], this.deps.clock.now());
        if (!taking.ok) return refuse('code-locked');
        guessCounted = true;
      }
      const outcome = await this.tryVerify(order, code);
      if (outcome !== 'retry') return outcome;
    }
    return refuse('confirmation-busy');
  }

  private async tryVerify(
    order: OrderRecord,
    code: string,
  ): Promise<UseCaseResult<{ readonly success: true }, VerifyCodeRefusal> | 'retry'> {
    const confirmation = order.confirmation;
    switch (confirmation.status) {
      case 'not-required':
        return refuse('confirmation-not-required');
      case 'phone-call-requested':
        return refuse('phone-call-requested');
      case 'sms-locked':
        return refuse('code-locked');
      case 'sms-confirmed':
        return this.matches(order, code) ? ok({ success: true }) : refuse('wrong-code');
      case 'sms-pending':
        break;
    }
    const now = this.deps.clock.now();
    if (confirmation.codeExpiresAt === null || now.getTime() >= confirmation.codeExpiresAt.getTime()) {
      return refuse('code-expired');
    }
    if (this.matches(order, code)) {
      // The digest is kept so that a repeat of the right code (a lost answer) is recognised; guessing
      // the code of a confirmed order gains nothing.
      const confirmed = next(confirmation, now, { status: 'sms-confirmed' });
      return (await this.write(order, confirmed)) ? ok({ success: true }) : 'retry';
    }
    const attempts = confirmation.attempts + 1;
    const locked = attempts >= SMS_MAX_ATTEMPTS;
    // A locked code keeps no digest: there is nothing left that could ever match.
    const counted = next(confirmation, now, locked ? { status: 'sms-locked', attempts, codeHash: null } : { attempts });
    if (!(await this.write(order, counted))) return 'retry';
    return locked ? refuse('code-locked') : refuse('wrong-code', { attemptsLeft: SMS_MAX_ATTEMPTS - attempts });
  }

  private matches(order: OrderRecord, code: string): boolean {
    const expected = order.confirmation.codeHash;
    return expected !== null && this.deps.codeHasher.matches(codeSecret(order.code, code), expected);
  }

  private write(order: OrderRecord, confirmation: OrderConfirmation): Promise<boolean> {
    return this.deps.orders.replaceConfirmation(order.code, order.confirmation.revision, confirmation);
  }
}

const next = (current: OrderConfirmation, now: Date, change: Partial<OrderConfirmation>): OrderConfirmation => ({
  ...current,
  ...change,
  revision: current.revision + 1,
  updatedAt: now,
});

import { describe, expect, it } from 'vitest';
import { initialConfirmationFor, SMS_CODES_PER_PHONE } from '../../../../src/server/application/use-cases/support/sms-confirmation.policy';

const everyday = { toPayKopiykas: 45_800, phoneHasConfirmedOrder: false, codesSentInWindow: 0 } as const;

describe('how an order starts: the SMS rule within the per-phone limit', () => {
  it('confirms online orders by their payment, whatever the phone has been sent', () => {
    expect(initialConfirmationFor({ ...everyday, payMethod: 'online' })).toBe('none');
    expect(initialConfirmationFor({ ...everyday, payMethod: 'online', codesSentInWindow: 99 })).toBe('none');
  });

  it('sends a code to an unknown phone until it has had its share, then leaves it to the operator', () => {
    for (let sent = 0; sent < SMS_CODES_PER_PHONE; sent++) {
      expect(initialConfirmationFor({ ...everyday, payMethod: 'cash', codesSentInWindow: sent })).toBe('sms');
    }
    expect(initialConfirmationFor({ ...everyday, payMethod: 'card', codesSentInWindow: SMS_CODES_PER_PHONE })).toBe('operator-call');
  });

  it('lets a known customer’s everyday order through without any confirmation, limit or not', () => {
    expect(initialConfirmationFor({ ...everyday, payMethod: 'cash', phoneHasConfirmedOrder: true, codesSentInWindow: 9 })).toBe('none');
  });

  it('confirms a known customer’s large order by SMS, or by the operator once the phone has had its share', () => {
    const large = { ...everyday, payMethod: 'cash', phoneHasConfirmedOrder: true, toPayKopiykas: 150_000 } as const;
    expect(initialConfirmationFor(large)).toBe('sms');
    expect(initialConfirmationFor({ ...large, codesSentInWindow: SMS_CODES_PER_PHONE })).toBe('operator-call');
  });
});

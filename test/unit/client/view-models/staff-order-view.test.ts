import { describe, expect, it } from 'vitest';
import { fakeStaffOrder } from '../../../../src/client/adapters/demo/fake-staff-orders-data';
import { staffOrderView } from '../../../../src/client/view-models/staff-order-view';

describe('the staff order card: the cancel reason', () => {
  it('shows the reason staff cancelled with, and nothing for other orders', () => {
    expect(
      staffOrderView(fakeStaffOrder({ code: 'C1', status: 'cancelled', cancelReason: 'Кухня зачинена' })).cancelReason,
    ).toBe('Кухня зачинена');
    expect(staffOrderView(fakeStaffOrder({ code: 'C2', status: 'cancelled' })).cancelReason).toBeNull();
    // A reason is only ever the cancellation's: a stray one on a live order is not shown.
    expect(
      staffOrderView(fakeStaffOrder({ code: 'C3', status: 'accepted', cancelReason: 'x' })).cancelReason,
    ).toBeNull();
  });
});

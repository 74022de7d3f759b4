import { describe, expect, it } from 'vitest';
import { fakeStaffMenuProduct } from '../../../../src/client/adapters/demo/fake-staff-menu-data';
import { staffMenuProductView } from '../../../../src/client/view-models/staff-menu-product-view';

describe('staffMenuProductView', () => {
  it('says who last changed the product and when, in Kyiv time whatever the browser’s zone', () => {
    const product = fakeStaffMenuProduct({
      iikoId: 'burger-classic',
      lastChange: { at: '2025-06-11T21:30:00.000Z', by: 'olena' },
    });
    expect(staffMenuProductView(product, 'uk').lastChange).toEqual({ date: '12.06.2025', time: '00:30', by: 'olena' });
  });

  it('has no last change when nobody changed it', () => {
    expect(staffMenuProductView(fakeStaffMenuProduct({ iikoId: 'a', lastChange: null }), 'uk').lastChange).toBeNull();
    expect(staffMenuProductView(fakeStaffMenuProduct({ iikoId: 'b' }), 'en').lastChange).toBeNull();
  });
});

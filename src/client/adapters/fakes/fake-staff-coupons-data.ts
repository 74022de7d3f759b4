import type { StaffCallbackDto } from '../../../domain/shop-api/staff-callbacks.contract';
import type { StaffCouponDto } from '../../../domain/shop-api/staff-coupons.contract';

/** The demo's coupons: one of each kind, one switched off, one used up. */
export const fakeStaffCoupons = (): readonly StaffCouponDto[] => [
  { id: 4, code: 'WELCOME', kind: 'fixed', value: 50, minSum: 400, validFrom: null, validUntil: null, usageLimit: 1, timesUsed: 1, active: true, cityIds: [1, 2], gifts: [] },
  { id: 3, code: 'COLA', kind: 'gift', value: 0, minSum: 300, validFrom: '2025-06-01T00:00', validUntil: '2025-09-01T00:00', usageLimit: null, timesUsed: 12, active: true, cityIds: [1], gifts: [{ options: [{ iikoId: 'drink-cola', modifierIds: [] }] }] },
  { id: 2, code: 'WINTER', kind: 'percent', value: 15, minSum: null, validFrom: null, validUntil: '2025-03-01T00:00', usageLimit: 500, timesUsed: 37, active: false, cityIds: [2], gifts: [] },
  { id: 1, code: 'BURGER10', kind: 'percent', value: 10, minSum: null, validFrom: null, validUntil: null, usageLimit: null, timesUsed: 140, active: true, cityIds: [1, 2], gifts: [] },
];

/** The demo's callback requests, newest first: new, called and done, one without a city. */
export const fakeStaffCallbacks = (): readonly StaffCallbackDto[] => [
  { id: 4, cityId: 1, name: 'Олена', phone: '+38 (067) 123 45 67', comment: 'Після 18:00, будь ласка', createdAt: '2025-06-11T09:40:00.000Z', status: 'new', statusChangedAt: null, statusChangedBy: null },
  { id: 3, cityId: null, name: 'Taras', phone: '+38 (050) 765 43 21', comment: '', createdAt: '2025-06-11T08:05:00.000Z', status: 'new', statusChangedAt: null, statusChangedBy: null },
  { id: 2, cityId: 2, name: 'Ірина', phone: '+38 (093) 111 22 33', comment: 'Питання щодо доставки', createdAt: '2025-06-10T16:20:00.000Z', status: 'called', statusChangedAt: '2025-06-10T16:30:00.000Z', statusChangedBy: 'olena' },
  { id: 1, cityId: 1, name: 'Андрій', phone: '+38 (097) 444 55 66', comment: '', createdAt: '2025-06-09T12:00:00.000Z', status: 'done', statusChangedAt: '2025-06-09T12:10:00.000Z', statusChangedBy: 'olena' },
];

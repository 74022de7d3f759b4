import type { Container } from 'inversify';
import { CallbacksBadgeViewModel } from '../view-models/callbacks-badge.view-model';
import { StaffCallbacksViewModel } from '../view-models/staff-callbacks.view-model';
import { StaffCouponsViewModel } from '../view-models/staff-coupons.view-model';
import { TOKENS } from './tokens';

/** The coupons and callbacks sections' view-models (their APIs come with the adapter set). */
export const bindAdminCouponsAndCallbacks = (container: Container): void => {
  container.bind(TOKENS.StaffCouponsViewModel).to(StaffCouponsViewModel).inTransientScope();
  container.bind(TOKENS.StaffCallbacksViewModel).to(StaffCallbacksViewModel).inTransientScope();
  // One badge for the page: the layout and the callbacks screen share its count.
  container.bind(TOKENS.CallbacksBadgeViewModel).to(CallbacksBadgeViewModel).inSingletonScope();
};

import { ok, type Ok } from '../../../domain/shared/result';
import type { StaffOrdersDto } from '../../../domain/shop-api/staff-orders.contract';
import type { StaffOrdersPort } from '../ports/staff-orders.port';
import { staffOrderDtoOf } from './staff-order.mapper';

export const STAFF_ORDERS_DEFAULT_LIMIT = 50;
export const STAFF_ORDERS_MAX_LIMIT = 100;

/** GET /api/admin/orders: a city's latest orders for the staff's screen, newest first. */
export class ListStaffOrdersUseCase {
  constructor(private readonly orders: StaffOrdersPort) {}

  async execute(input: { readonly cityId: number; readonly limit?: number }): Promise<Ok<StaffOrdersDto>> {
    const limit = Math.min(STAFF_ORDERS_MAX_LIMIT, Math.max(1, input.limit ?? STAFF_ORDERS_DEFAULT_LIMIT));
    const orders = await this.orders.listRecent({ cityId: input.cityId, limit });
    return ok({ orders: orders.map(staffOrderDtoOf) });
  }
}

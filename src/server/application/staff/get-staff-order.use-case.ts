import type { StaffOrderDto } from '../../../domain/shop-api/staff-orders.contract';
import type { StaffOrdersPort } from '../ports/staff-orders.port';
import { staffOrderDtoOf } from './staff-order.mapper';

/** GET /api/admin/orders/{code}: one order as staff see it (the kitchen ticket prints it); null when there is none. */
export class GetStaffOrderUseCase {
  constructor(private readonly orders: StaffOrdersPort) {}

  async execute(code: string): Promise<StaffOrderDto | null> {
    const found = await this.orders.findStaffOrder(code);
    return found === null ? null : staffOrderDtoOf(found);
  }
}

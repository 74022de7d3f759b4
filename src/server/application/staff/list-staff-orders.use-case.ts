import type { BoardGroup } from '../../../domain/order/board-group';
import type { OrderStatus } from '../../../domain/order/order-status';
import { parseStaffOrderSearch } from '../../../domain/order/staff-order-search';
import { kyivDayRange, parseIsoDay } from '../../../domain/shared/kyiv-day';
import { ok } from '../../../domain/shared/result';
import type { StaffOrdersDto } from '../../../domain/shop-api/staff-orders.contract';
import type { StaffOrdersPort } from '../ports/staff-orders.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { staffOrderDtoOf } from './staff-order.mapper';

export const STAFF_ORDERS_DEFAULT_LIMIT = 50;
export const STAFF_ORDERS_MAX_LIMIT = 100;

export interface ListStaffOrdersInput {
  readonly cityId: number;
  readonly group?: BoardGroup;
  readonly status?: OrderStatus;
  /** YYYY-MM-DD, a Kyiv calendar day. */
  readonly day?: string;
  readonly search?: string;
  readonly before?: string;
  readonly limit?: number;
}

export type ListStaffOrdersRefusal = 'invalid-day';

/**
 * GET /api/admin/orders: one page of a city's orders for the board, newest first. Paging is by
 * key (older than a given order), so orders arriving meanwhile never push older ones out of reach.
 */
export class ListStaffOrdersUseCase {
  constructor(private readonly orders: StaffOrdersPort) {}

  async execute(input: ListStaffOrdersInput): Promise<UseCaseResult<StaffOrdersDto, ListStaffOrdersRefusal>> {
    const limit = Math.min(STAFF_ORDERS_MAX_LIMIT, Math.max(1, input.limit ?? STAFF_ORDERS_DEFAULT_LIMIT));
    const day = input.day === undefined || input.day === '' ? null : parseIsoDay(input.day);
    if (input.day !== undefined && input.day !== '' && day === null) return refuse('invalid-day');
    const range = day === null ? null : kyivDayRange(day);
    // One more than shown tells whether an older page exists without counting.
    const found = await this.orders.listPage({
      cityId: input.cityId,
      group: input.group ?? null,
      status: input.status ?? null,
      createdFrom: range === null ? null : new Date(range.from),
      createdTo: range === null ? null : new Date(range.to),
      search: parseStaffOrderSearch(input.search ?? ''),
      before: input.before === undefined || input.before === '' ? null : input.before,
      limit: limit + 1,
    });
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return ok({
      orders: page.map(staffOrderDtoOf),
      nextBefore: found.length > limit && last !== undefined ? last.order.code : null,
    });
  }
}

import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import type { OrderStatus } from '../../../domain/order/order-status';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { SmsBudgetDto } from '../../../domain/shop-api/sms-budget.contract';
import type { StaffOrderDto, StaffOrderStatusChangeDto } from '../../../domain/shop-api/staff-orders.contract';
import type {
  StaffOrdersApiPort,
  StaffOrdersFailure,
  StaffOrdersPage,
  StaffOrdersPageQuery,
} from '../../application/ports/staff-orders-api.port';
import { sendRequest, statusOf } from './http-request';
import { readStaffOrder, readStaffOrders } from './staff-orders.serialization';

type Log = (message: string, details: unknown) => void;

/** Only the filters in use go out: the server reads a missing one as "any". */
const paramsOf = (query: StaffOrdersPageQuery): Record<string, string | number> => ({
  cityId: query.cityId,
  group: query.group,
  limit: query.limit,
  ...(query.status === null ? {} : { status: query.status }),
  ...(query.day === null ? {} : { day: query.day }),
  ...(query.search.trim() === '' ? {} : { search: query.search.trim() }),
  ...(query.before === null ? {} : { before: query.before }),
});

const FAILURE_BY_STATUS: Readonly<Record<number, StaffOrdersFailure>> = {
  400: 'bad-request',
  401: 'unauthorized',
  404: 'not-found',
  409: 'conflict',
};

/** The staff's order calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosStaffOrdersApi implements StaffOrdersApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  async listOrders(query: StaffOrdersPageQuery): Promise<Result<StaffOrdersPage, StaffOrdersFailure>> {
    const answer = await this.send({ method: 'get', url: '/admin/orders', params: paramsOf(query) });
    if (!answer.ok) return answer;
    const reading = readStaffOrders(answer.value);
    if (reading === null) return err('bad-answer');
    // A left-out order is one the kitchen does not see: leave a trace for whoever debugs it.
    if (reading.dropped > 0) this.log(`GET /admin/orders left out ${reading.dropped} malformed order(s)`, answer.value);
    return ok({ orders: reading.orders, nextBefore: reading.nextBefore });
  }

  async getOrder(code: string): Promise<Result<StaffOrderDto, StaffOrdersFailure>> {
    const answer = await this.send({ method: 'get', url: `/admin/orders/${encodeURIComponent(code)}` });
    if (!answer.ok) return answer;
    const order = readStaffOrder(answer.value);
    return order === null ? err('bad-answer') : ok(order);
  }

  async changeStatus(
    code: string,
    from: OrderStatus,
    to: OrderStatus,
    reason?: string,
  ): Promise<Result<StaffOrderDto, StaffOrdersFailure>> {
    const body: StaffOrderStatusChangeDto = reason ? { from, to, reason } : { from, to };
    const answer = await this.send({
      method: 'post',
      url: `/admin/orders/${encodeURIComponent(code)}/status`,
      data: body,
    });
    if (!answer.ok) return answer;
    const order = readStaffOrder(answer.value);
    return order === null ? err('bad-answer') : ok(order);
  }

  async smsBudget(): Promise<Result<SmsBudgetDto, StaffOrdersFailure>> {
    const answer = await this.send({ method: 'get', url: '/admin/sms-budget' });
    if (!answer.ok) return answer;
    const budget = answer.value as Partial<SmsBudgetDto> | null;
    const wellFormed =
      typeof budget === 'object' &&
      budget !== null &&
      Number.isInteger(budget.used) &&
      Number.isInteger(budget.budget) &&
      typeof budget.exhausted === 'boolean';
    return wellFormed ? ok(budget as SmsBudgetDto) : err('bad-answer');
  }

  private async send(request: AxiosRequestConfig): Promise<Result<unknown, StaffOrdersFailure>> {
    const answer = await sendRequest(this.http, request);
    if (answer.ok) return answer;
    const status = statusOf(answer);
    return err((status === undefined ? undefined : FAILURE_BY_STATUS[status]) ?? 'unavailable');
  }
}

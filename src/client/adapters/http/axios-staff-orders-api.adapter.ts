import { isAxiosError, type AxiosInstance } from 'axios';
import type { CityId } from '../../../domain/city/city';
import type { OrderStatus } from '../../../domain/order/order-status';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { StaffOrderDto, StaffOrderStatusChangeDto } from '../../../domain/shop-api/staff-orders.contract';
import type { StaffOrdersApiPort, StaffOrdersFailure } from '../../application/ports/staff-orders-api.port';
import { readStaffOrder, readStaffOrders } from './staff-orders.serialization';

type Log = (message: string, details: unknown) => void;

const FAILURE_BY_STATUS: Readonly<Record<number, StaffOrdersFailure>> = {
  400: 'bad-request',
  401: 'unauthorized',
  404: 'not-found',
  409: 'conflict',
};

/** The staff's order calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosStaffOrdersApi implements StaffOrdersApiPort {
  constructor(
    private readonly http: AxiosInstance,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  async listOrders(cityId: CityId, limit: number): Promise<Result<readonly StaffOrderDto[], StaffOrdersFailure>> {
    const answer = await this.send(() => this.http.get<unknown>('/admin/orders', { params: { cityId, limit } }));
    if (!answer.ok) return answer;
    const reading = readStaffOrders(answer.value);
    if (reading === null) return err('bad-answer');
    // A left-out order is one the kitchen does not see: leave a trace for whoever debugs it.
    if (reading.dropped > 0) this.log(`GET /admin/orders left out ${reading.dropped} malformed order(s)`, answer.value);
    return ok(reading.orders);
  }

  async changeStatus(code: string, from: OrderStatus, to: OrderStatus): Promise<Result<StaffOrderDto, StaffOrdersFailure>> {
    const body: StaffOrderStatusChangeDto = { from, to };
    const answer = await this.send(() => this.http.post<unknown>(`/admin/orders/${encodeURIComponent(code)}/status`, body));
    if (!answer.ok) return answer;
    const order = readStaffOrder(answer.value);
    return order === null ? err('bad-answer') : ok(order);
  }

  private async send(request: () => Promise<{ data: unknown }>): Promise<Result<unknown, StaffOrdersFailure>> {
    try {
      return ok((await request()).data);
    } catch (error) {
      const status = isAxiosError(error) ? error.response?.status : undefined;
      return err((status === undefined ? undefined : FAILURE_BY_STATUS[status]) ?? 'unavailable');
    }
  }
}

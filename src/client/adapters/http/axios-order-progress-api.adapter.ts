import type { HttpClient } from './axios-http-client';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { OrderProgressDto } from '../../../domain/shop-api/order-progress.contract';
import type { OrderProgressApiPort, OrderProgressFailure } from '../../application/ports/order-progress.port';
import { sendRequest, statusOf } from './http-request';
import { readOrderProgress } from './order-progress.serialization';

/** The order status page's read over axios (the shared client adds /api). */
export class AxiosOrderProgressApi implements OrderProgressApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
  ) {}

  async load(code: string): Promise<Result<OrderProgressDto, OrderProgressFailure>> {
    const answer = await sendRequest(this.http, { method: 'get', url: `/order/${encodeURIComponent(code)}/progress` });
    if (!answer.ok) {
      const status = statusOf(answer);
      // 404 for an unknown code, 400 for one no order can have: either way there is no such order.
      if (status === 404 || status === 400) return err('not-found');
      this.log('GET /order/{code}/progress failed', answer);
      return err('unavailable');
    }
    const progress = readOrderProgress(answer.value);
    if (progress !== null) return ok(progress);
    this.log('GET /order/{code}/progress answered an unexpected shape', answer.value);
    return err('unavailable');
  }
}

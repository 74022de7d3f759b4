import type {
  CallbackRequestsPort,
  NewCallbackRequest,
} from '../../../application/catalogue/ports/callback-requests.port';
import type { Queryable } from '../database';

export class PgCallbackRequestRepository implements CallbackRequestsPort {
  constructor(private readonly db: Queryable) {}

  async save(request: NewCallbackRequest): Promise<void> {
    await this.db.query(
      'INSERT INTO callback_requests (city_id, name, phone, comment, created_at) VALUES ($1, $2, $3, $4, $5)',
      [request.cityId, request.name, request.phone, request.comment, request.createdAt],
    );
  }
}

import type { CityId } from '../../../../domain/city/city';
import { PAY_METHODS, type PayMethod } from '../../../../domain/order/order-form';
import type { AdminPaymentMethodDto } from '../../../../domain/shop-api/admin-delivery.contract';
import type { AdminPaymentMethodsPort, DeliveryChangeBy } from '../../../application/ports/admin-delivery.port';
import type { Database } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';

/** The payment_types rows of a city, switched on and off by staff; a missing row is a method not taken. */
export class PgAdminPaymentMethods implements AdminPaymentMethodsPort {
  constructor(private readonly db: Database) {}

  async list(cityId: CityId): Promise<readonly AdminPaymentMethodDto[]> {
    const result = await this.db.query<{ name: PayMethod; is_allowed: boolean }>(
      'SELECT name, is_allowed FROM payment_types WHERE city_id = $1',
      [cityId],
    );
    return PAY_METHODS.map((name) => ({
      name,
      isAllowed: result.rows.find((row) => row.name === name)?.is_allowed ?? false,
    }));
  }

  set(cityId: CityId, method: PayMethod, isAllowed: boolean, change: DeliveryChangeBy): Promise<AdminPaymentMethodDto> {
    return this.db.transaction(async (tx) => {
      const before = await tx.query<{ is_allowed: boolean }>(
        'SELECT is_allowed FROM payment_types WHERE city_id = $1 AND name = $2 FOR UPDATE',
        [cityId, method],
      );
      const wasAllowed = before.rows[0]?.is_allowed ?? false;
      await tx.query(
        `INSERT INTO payment_types (city_id, name, is_allowed, position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (city_id, name) DO UPDATE SET is_allowed = EXCLUDED.is_allowed`,
        [cityId, method, isAllowed, PAY_METHODS.indexOf(method)],
      );
      await recordAdminChange(tx, {
        ...change,
        cityId,
        section: 'delivery',
        action: 'set-payment-method',
        target: method,
        before: { isAllowed: wasAllowed },
        after: { isAllowed },
      });
      return { name: method, isAllowed };
    });
  }
}

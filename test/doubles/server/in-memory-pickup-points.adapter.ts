import type { SelfPickupPoint } from '../../../src/domain/order/order-form';
import type { PickupPointsPort } from '../../../src/server/application/ports/pickup-points.port';

/** The fixed list of pickup points, per city, kept in memory. */
export class InMemoryPickupPoints implements PickupPointsPort {
  private readonly points: readonly { readonly cityId: number; readonly point: SelfPickupPoint }[];

  constructor(points: readonly { readonly cityId: number; readonly point: SelfPickupPoint }[] = []) {
    this.points = points.map((entry) => ({ cityId: entry.cityId, point: { ...entry.point } }));
  }

  async listPickupPoints(cityId: number): Promise<readonly SelfPickupPoint[]> {
    return this.points.filter((entry) => entry.cityId === cityId).map((entry) => ({ ...entry.point }));
  }
}

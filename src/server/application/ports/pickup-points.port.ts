import type { SelfPickupPoint } from '../../../domain/order/order-form';

/** The fixed list of self-pickup points of a city. */
export interface PickupPointsPort {
  listPickupPoints(cityId: number): Promise<readonly SelfPickupPoint[]>;
}

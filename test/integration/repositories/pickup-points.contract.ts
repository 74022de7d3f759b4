import { expect, it } from 'vitest';
import type { PickupPointsPort } from '../../../src/server/application/ports/pickup-points.port';
import { KYIV, LVIV, NOWHERE, PICKUP_POINTS } from './support/repository-fixture';

/** PickupPointsPort as InMemoryPickupPoints defines it, for any adapter loaded with the fixture. */
export const pickupPointsContract = (points: () => PickupPointsPort): void => {
  it("answers the city's points in order, without the ones staff switched off", async () => {
    expect(await points().listPickupPoints(LVIV)).toEqual(PICKUP_POINTS.map((entry) => entry.point));
  });

  it('answers none for a city without points and for unknown cities', async () => {
    expect(await points().listPickupPoints(KYIV)).toEqual([]);
    expect(await points().listPickupPoints(NOWHERE)).toEqual([]);
    expect(await points().listPickupPoints(0)).toEqual([]);
  });
};

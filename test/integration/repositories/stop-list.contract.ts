import { expect, it } from 'vitest';
import { DEFAULT_SCHEDULE } from '../../../src/domain/site-schedule/shop-schedule.defaults';
import type { CityStops, StopListPort } from '../../../src/server/application/ports/stop-list.port';
import { KYIV, LVIV, LVIV_DISABLED_DELIVERY_TYPES, LVIV_WORKING_HOURS, NOWHERE } from './support/repository-fixture';

/** StopListPort as InMemoryStopList defines it, for any adapter loaded with the fixture. */
export const stopListContract = (stops: () => StopListPort): void => {
  // An adapter may leave the schedule out, which means the default one.
  const withSchedule = (found: CityStops): CityStops => ({ schedule: DEFAULT_SCHEDULE, ...found });

  it("answers a city's working-hours switches with their texts and its disabled delivery types", async () => {
    expect(withSchedule(await stops().findStops(LVIV))).toEqual({
      workingHours: LVIV_WORKING_HOURS,
      disabledDeliveryTypes: LVIV_DISABLED_DELIVERY_TYPES,
      schedule: DEFAULT_SCHEDULE,
    });
  });

  // City ids here are whole numbers a cities row could have: every caller checks the city first.
  it('answers nothing stopped for a city without switches and for unknown cities', async () => {
    for (const cityId of [KYIV, NOWHERE, 0, -5]) {
      expect(withSchedule(await stops().findStops(cityId))).toEqual({
        workingHours: [],
        disabledDeliveryTypes: [],
        schedule: DEFAULT_SCHEDULE,
      });
    }
  });
};

import type { CityStops, StopListPort } from '../../../src/server/application/ports/stop-list.port';

const NOTHING_STOPPED: CityStops = { workingHours: [], disabledDeliveryTypes: [] };

/** Stops kept in memory; a city nobody configured has nothing stopped. */
export class InMemoryStopList implements StopListPort {
  private readonly stops = new Map<number, CityStops>();

  constructor(stops: Readonly<Record<number, CityStops>> = {}) {
    for (const [cityId, cityStops] of Object.entries(stops)) this.setStops(Number(cityId), cityStops);
  }

  async findStops(cityId: number): Promise<CityStops> {
    return structuredClone(this.stops.get(cityId) ?? NOTHING_STOPPED);
  }

  setStops(cityId: number, stops: CityStops): void {
    this.stops.set(cityId, structuredClone(stops));
  }
}

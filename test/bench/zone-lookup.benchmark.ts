import { performance } from 'node:perf_hooks';
import type { CityId } from '../../src/domain/city/city';
import type { DeliveryZone } from '../../src/domain/delivery-zone/delivery-zone.types';
import { GazetteerGeocoder } from '../../src/server/adapters/geocoder/gazetteer-geocoder.adapter';
import type { GazetteerStreet } from '../../src/server/adapters/geocoder/gazetteer-street';
import { InMemoryStreetSource } from '../doubles/server/in-memory-street-source';
import { GeocodingZoneLookup } from '../../src/server/adapters/zone-lookup/geocoding-zone-lookup.adapter';
import { InMemoryZoneSource } from '../doubles/server/in-memory-zone-source';

export interface ZoneLookupBenchmarkInput {
  readonly streets: readonly GazetteerStreet[];
  readonly zones: readonly (DeliveryZone & { readonly cityId: CityId })[];
  readonly iterations: number;
  /** Untimed lookups first, so JIT warm-up and index building do not land in the numbers. */
  readonly warmup?: number;
}

export interface ZoneLookupBenchmarkResult {
  readonly iterations: number;
  readonly totalMs: number;
  readonly lookupsPerSecond: number;
  readonly meanMicros: number;
  readonly p50Micros: number;
  readonly p99Micros: number;
  /** How many lookups landed in a zone: a sanity check that the benchmark measured real work. */
  readonly inZone: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/**
 * Times N zone lookups the way the shop runs them offline (gazetteer geocoder + findZone, through
 * the real adapter), cycling over the given streets with house numbers spread along each street.
 * Sources are in memory, so it measures the lookup, not the database. For `npm run bench`.
 */
export const benchmarkZoneLookups = async (input: ZoneLookupBenchmarkInput): Promise<ZoneLookupBenchmarkResult> => {
  const lookup = new GeocodingZoneLookup(
    new GazetteerGeocoder(new InMemoryStreetSource(input.streets)),
    new InMemoryZoneSource(input.zones),
  );
  if (input.streets.length === 0 || input.iterations <= 0) {
    return { iterations: 0, totalMs: 0, lookupsPerSecond: 0, meanMicros: 0, p50Micros: 0, p99Micros: 0, inZone: 0 };
  }
  const queryAt = (index: number) => {
    const street = input.streets[index % input.streets.length] as GazetteerStreet;
    const span = Math.abs(street.lastHouse - street.firstHouse) + 1;
    const house = String(Math.min(street.firstHouse, street.lastHouse) + ((index * 7) % span));
    return { cityId: street.cityId, street: { id: street.id, name: street.name }, house };
  };

  for (let index = 0; index < (input.warmup ?? Math.min(1_000, input.iterations)); index += 1) {
    await lookup.lookup(queryAt(index));
  }

  const durations = new Float64Array(input.iterations);
  let inZone = 0;
  const started = performance.now();
  for (let index = 0; index < input.iterations; index += 1) {
    const before = performance.now();
    const answer = await lookup.lookup(queryAt(index));
    durations[index] = (performance.now() - before) * 1_000;
    if (answer.color !== null) inZone += 1;
  }
  const totalMs = performance.now() - started;
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    iterations: input.iterations,
    totalMs,
    lookupsPerSecond: (input.iterations / totalMs) * 1_000,
    meanMicros: (totalMs * 1_000) / input.iterations,
    p50Micros: percentile(sorted, 50),
    p99Micros: percentile(sorted, 99),
    inZone,
  };
};

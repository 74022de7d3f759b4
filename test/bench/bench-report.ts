import type { ZoneLookupBenchmarkResult } from './zone-lookup.benchmark';
import type { LoadResult } from './load-generator';

const fixed = (value: number, digits = 1): string => value.toFixed(digits);

export const loadRow = (result: LoadResult): string =>
  [
    result.name.padEnd(34),
    `c=${String(result.concurrency).padStart(2)}`,
    `${fixed(result.requestsPerSecond, 0).padStart(7)} req/s`,
    `p50 ${fixed(result.p50Ms, 2).padStart(7)} ms`,
    `p99 ${fixed(result.p99Ms, 2).padStart(7)} ms`,
    `max ${fixed(result.maxMs, 1).padStart(7)} ms`,
    `n=${result.completed}`,
    result.errors === 0 ? '' : `ERRORS ${result.errors}: ${result.firstError ?? ''}`,
  ].join('  ');

export const zoneRow = (result: ZoneLookupBenchmarkResult): string =>
  `zone lookup in process (gazetteer + point-in-polygon, seed streets): ${fixed(result.lookupsPerSecond, 0)} lookups/s, ` +
  `mean ${fixed(result.meanMicros)} µs, p50 ${fixed(result.p50Micros)} µs, p99 ${fixed(result.p99Micros)} µs ` +
  `(${result.inZone}/${result.iterations} in a zone)`;

export const verdict = (label: string, met: boolean, detail: string): string =>
  `${met ? 'MET   ' : 'MISSED'}  ${label}: ${detail}`;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FallbackGeocoder } from '../../../../../src/server/adapters/geocoder/fallback-geocoder.adapter';
import { GazetteerGeocoder } from '../../../../../src/server/adapters/geocoder/gazetteer-geocoder.adapter';
import { GoogleGeocoder } from '../../../../../src/server/adapters/geocoder/google-geocoder.adapter';
import type { GeocoderContract } from '../../../../../src/server/adapters/geocoder/geocoder.contract';
import { InMemoryStreetSource } from '../../../../doubles/server/in-memory-street-source';
import type { LngLat } from '../../../../../src/domain/delivery-zone/lng-lat';
import type { LoggerPort } from '../../../../../src/server/application/ports/logger.port';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../support/fake-http-server';
import { readFileSync } from 'node:fs';
import { SYNTHETIC_STREETS } from './synthetic-city';

const EAST = { id: 'east', name: 'вулиця Східна' };

class StubGeocoder implements GeocoderContract {
  calls = 0;
  constructor(private readonly answer: () => LngLat | null) {}
  async geocode(): Promise<LngLat | null> {
    this.calls += 1;
    return this.answer();
  }
}

const warnings = (): LoggerPort & { warned: { message: string; fields?: Record<string, unknown> }[] } => {
  const warned: { message: string; fields?: Record<string, unknown> }[] = [];
  const ignore = () => undefined;
  return {
    warned,
    debug: ignore,
    info: ignore,
    error: ignore,
    warn: (message, fields) => warned.push({ message, fields }),
  };
};

describe('FallbackGeocoder', () => {
  it("takes the first geocoder's point and does not ask the next", async () => {
    const first = new StubGeocoder(() => [1, 1]);
    const second = new StubGeocoder(() => [2, 2]);
    expect(await new FallbackGeocoder([first, second], warnings()).geocode(1, EAST, '1')).toEqual([1, 1]);
    expect(second.calls).toBe(0);
  });

  it('asks the next geocoder when the first finds nothing', async () => {
    const logger = warnings();
    const chain = new FallbackGeocoder([new StubGeocoder(() => null), new StubGeocoder(() => [2, 2])], logger);
    expect(await chain.geocode(1, EAST, '1')).toEqual([2, 2]);
    expect(logger.warned).toEqual([]);
  });

  it('logs a failing geocoder and asks the next one', async () => {
    const logger = warnings();
    const failing = new StubGeocoder(() => {
      throw new Error('quota spent');
    });
    const chain = new FallbackGeocoder([failing, new StubGeocoder(() => [2, 2])], logger);
    expect(await chain.geocode(1, EAST, '1')).toEqual([2, 2]);
    expect(logger.warned).toHaveLength(1);
    expect(logger.warned[0]?.fields?.error).toBe('quota spent');
  });

  it('lets the last failure through, when nobody is left to answer', async () => {
    const chain = new FallbackGeocoder(
      [
        new StubGeocoder(() => null),
        new StubGeocoder(() => {
          throw new Error('database down');
        }),
      ],
      warnings(),
    );
    await expect(chain.geocode(1, EAST, '1')).rejects.toThrow('database down');
  });

  it('answers null when nobody places the house', async () => {
    expect(await new FallbackGeocoder([new StubGeocoder(() => null)], warnings()).geocode(1, EAST, '1')).toBeNull();
    expect(await new FallbackGeocoder([], warnings()).geocode(1, EAST, '1')).toBeNull();
  });
});

describe('Google, then the gazetteer', () => {
  let server: FakeHttpServer;
  const fixture = (name: string): string =>
    readFileSync(new URL(`../../../../fixtures/google-geocoding/${name}.json`, import.meta.url), 'utf8');

  beforeAll(async () => {
    server = await startFakeHttpServer(() => undefined);
  });
  afterAll(() => server.close());

  // Google's answer must win even on a loaded machine (a cold first request once took over 200 ms
  // here); only the test of a Google that never answers waits for a short timeout.
  const chain = (logger: LoggerPort, timeoutMs = 10_000) =>
    new FallbackGeocoder(
      [
        new GoogleGeocoder({ apiKey: 'secret-key-123', baseUrl: server.baseUrl, timeoutMs }),
        new GazetteerGeocoder(new InMemoryStreetSource(SYNTHETIC_STREETS)),
      ],
      logger,
    );

  it("uses Google's point when Google finds the house", async () => {
    server.handle((_request, response) => sendJson(response, 200, fixture('ok-lviv-horodotska-28')));
    expect(await chain(warnings()).geocode(1, EAST, '51')).toEqual([24.0211302, 49.8424417]);
  });

  it('uses the gazetteer when Google finds nothing', async () => {
    server.handle((_request, response) => sendJson(response, 200, fixture('zero-results')));
    expect(await chain(warnings()).geocode(1, EAST, '51')).toEqual([0.5, 0]);
  });

  it('uses the gazetteer when Google refuses the key, and logs why without the key', async () => {
    server.handle((_request, response) => sendJson(response, 200, fixture('request-denied')));
    const logger = warnings();
    expect(await chain(logger).geocode(1, EAST, '51')).toEqual([0.5, 0]);
    expect(logger.warned[0]?.fields).toMatchObject({ geocoder: 'GoogleGeocoder' });
    expect(JSON.stringify(logger.warned)).toContain('REQUEST_DENIED');
    expect(JSON.stringify(logger.warned)).not.toContain('secret-key-123');
  });

  it('uses the gazetteer when Google does not answer in time', async () => {
    server.handle(() => undefined);
    expect(await chain(warnings(), 200).geocode(1, EAST, '51')).toEqual([0.5, 0]);
  });
});

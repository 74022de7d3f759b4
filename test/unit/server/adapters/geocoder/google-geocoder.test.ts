import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GoogleGeocoder } from '../../../../../src/server/adapters/geocoder/google-geocoder.adapter';
import { GoogleGeocodingError } from '../../../../../src/server/adapters/geocoder/google-geocoding.error';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../support/fake-http-server';

const API_KEY = 'AIzaSyFAKE-key-for-tests-0000000000000';
const HORODOTSKA = { id: 'lviv-horodotska', name: 'вулиця Городоцька' };

const fixture = (name: string): string =>
  readFileSync(new URL(`../../../../fixtures/google-geocoding/${name}.json`, import.meta.url), 'utf8');

const caught = async (promise: Promise<unknown>): Promise<GoogleGeocodingError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GoogleGeocodingError) return error;
    throw error;
  }
  throw new Error('expected geocoding to fail');
};

describe('GoogleGeocoder against recorded responses', () => {
  let server: FakeHttpServer;
  let geocoder: GoogleGeocoder;
  const serve = (name: string): void => server.handle((_request, response) => sendJson(response, 200, fixture(name)));

  beforeAll(async () => {
    server = await startFakeHttpServer((_request, response) => sendJson(response, 200, fixture('zero-results')));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    geocoder = new GoogleGeocoder({
      apiKey: API_KEY,
      baseUrl: `${server.baseUrl}/maps/api/geocode/json`,
      timeoutMs: 10_000, // answers must win on a loaded machine; the timeout has its own test
    });
  });

  it('asks for "street, house, city, Ukraine" in Ukrainian, biased and restricted to Ukraine', async () => {
    serve('ok-lviv-horodotska-28');
    await geocoder.geocode(1, HORODOTSKA, ' 28 ');
    const url = new URL(server.requests[0]?.url ?? '', server.baseUrl);
    expect(server.requests[0]?.method).toBe('GET');
    expect(url.pathname).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      address: 'вулиця Городоцька, 28, Львів, Україна',
      key: API_KEY,
      region: 'ua',
      language: 'uk',
      components: 'country:UA',
    });
  });

  it('reads results[0].geometry.location as [lng, lat]', async () => {
    serve('ok-lviv-horodotska-28');
    expect(await geocoder.geocode(1, HORODOTSKA, '28')).toEqual([24.0211302, 49.8424417]);
  });

  it('leaves the house out when none was given, and names Kyiv for Kyiv', async () => {
    serve('zero-results');
    await geocoder.geocode(1, HORODOTSKA, '0');
    await geocoder.geocode(2, { id: 'k', name: 'вулиця Хрещатик' }, '');
    expect(server.requests.map((request) => new URL(request.url, server.baseUrl).searchParams.get('address'))).toEqual([
      'вулиця Городоцька, Львів, Україна',
      'вулиця Хрещатик, Київ, Україна',
    ]);
  });

  it('answers null for ZERO_RESULTS', async () => {
    serve('zero-results');
    expect(await geocoder.geocode(1, HORODOTSKA, '28')).toBeNull();
  });

  it("answers null for a city-level APPROXIMATE guess, which would put an unknown street in the centre's zone", async () => {
    serve('approximate-locality-lviv');
    expect(await geocoder.geocode(1, { id: 'x', name: 'вулиця Вигадана' }, '3')).toBeNull();
  });

  it('fails with a typed error carrying the status for REQUEST_DENIED, without the key', async () => {
    serve('request-denied');
    const error = await caught(geocoder.geocode(1, HORODOTSKA, '28'));
    expect([error.failure, error.status]).toEqual(['status', 'REQUEST_DENIED']);
    expect(error.message).toContain('The provided API key is invalid');
    expect(error.message).not.toContain(API_KEY);
  });

  it('fails with a typed error for OVER_QUERY_LIMIT', async () => {
    serve('over-query-limit');
    const error = await caught(geocoder.geocode(1, HORODOTSKA, '28'));
    expect([error.failure, error.status]).toEqual(['status', 'OVER_QUERY_LIMIT']);
  });

  it('fails on an HTTP error status and on a body that is not the documented JSON', async () => {
    server.handle((_request, response) => sendJson(response, 503, '<html>Service Unavailable</html>'));
    expect((await caught(geocoder.geocode(1, HORODOTSKA, '28'))).failure).toBe('bad-response');
    server.handle((_request, response) => sendJson(response, 200, 'not json'));
    expect((await caught(geocoder.geocode(1, HORODOTSKA, '28'))).failure).toBe('bad-response');
    server.handle((_request, response) => sendJson(response, 200, { status: 'OK', results: [] }));
    expect((await caught(geocoder.geocode(1, HORODOTSKA, '28'))).failure).toBe('bad-response');
    server.handle((_request, response) => sendJson(response, 200, { results: [] }));
    expect((await caught(geocoder.geocode(1, HORODOTSKA, '28'))).failure).toBe('bad-response');
  });

  it('gives up after its timeout', async () => {
    server.handle(() => undefined);
    const quick = new GoogleGeocoder({ apiKey: API_KEY, baseUrl: server.baseUrl, timeoutMs: 100 });
    const error = await caught(quick.geocode(1, HORODOTSKA, '28'));
    expect(error.failure).toBe('timeout');
    expect(error.message).not.toContain(API_KEY);
  });

  it('reports an unreachable server as a network failure, without the key', async () => {
    const closed = await startFakeHttpServer(() => undefined);
    await closed.close();
    const error = await caught(
      new GoogleGeocoder({ apiKey: API_KEY, baseUrl: closed.baseUrl }).geocode(1, HORODOTSKA, '1'),
    );
    expect(error.failure).toBe('network');
    expect(error.message).not.toContain(API_KEY);
    expect(error.cause).toBeUndefined();
  });
});

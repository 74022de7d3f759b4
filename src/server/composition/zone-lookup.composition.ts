import type { LoggerPort } from '../application/ports/logger.port';
import type { Queryable } from '../adapters/database/database';
import { PgStreetSource } from '../adapters/database/repositories/pg-street-source.repository';
import { PgZoneSource } from '../adapters/database/repositories/pg-zone-source.repository';
import { FallbackGeocoder } from '../adapters/geocoder/fallback-geocoder.adapter';
import { GazetteerGeocoder } from '../adapters/geocoder/gazetteer-geocoder.adapter';
import type { GeocoderContract } from '../adapters/geocoder/geocoder.contract';
import { GoogleGeocoder } from '../adapters/geocoder/google-geocoder.adapter';
import { GeocodingZoneLookup } from '../adapters/zone-lookup/geocoding-zone-lookup.adapter';

/** The cached street and zone sources behind zone lookups; invalidate them after admin edits. */
export interface ZoneLookupSources {
  readonly streets: PgStreetSource;
  readonly zones: PgZoneSource;
}

/*
 * One pair of caches per database, whoever asks (order creation, the zone endpoint, the street
 * list): otherwise an admin edit would have to find and invalidate every copy. Keyed weakly by the
 * pool object, so tests with a fresh database per suite get fresh caches.
 */
const sourcesByDatabase = new WeakMap<Queryable, ZoneLookupSources>();

export const zoneLookupSourcesOf = (database: Queryable): ZoneLookupSources => {
  let sources = sourcesByDatabase.get(database);
  if (sources === undefined) {
    sources = { streets: new PgStreetSource(database), zones: new PgZoneSource(database) };
    sourcesByDatabase.set(database, sources);
  }
  return sources;
};

export interface ZoneLookupDeps {
  readonly database: Queryable;
  /** GOOGLE_API_KEY (null or '' when not set). */
  readonly config: { readonly googleApiKey: string | null };
  readonly logger: LoggerPort;
  /** Defaults to the database's shared sources (zoneLookupSourcesOf). */
  readonly sources?: ZoneLookupSources;
  /** Tests point Google at a local fake server. */
  readonly google?: { readonly baseUrl?: string; readonly timeoutMs?: number };
}

/**
 * The shop's zone lookup (ZoneLookupPort, plus `lookup` for the fuller answer): Google first when
 * a key is configured, the built-in gazetteer otherwise and whenever Google cannot place the
 * house or cannot be reached (FallbackGeocoder logs that and moves on), so an expired key never
 * stops orders. Point-in-polygon over the city's zones from PostgreSQL.
 */
export const createZoneLookup = (deps: ZoneLookupDeps): GeocodingZoneLookup => {
  const sources = deps.sources ?? zoneLookupSourcesOf(deps.database);
  const gazetteer = new GazetteerGeocoder(sources.streets);
  const apiKey = deps.config.googleApiKey?.trim() ?? '';
  const geocoder: GeocoderContract =
    apiKey === ''
      ? gazetteer
      : new FallbackGeocoder([new GoogleGeocoder({ apiKey, ...deps.google }), gazetteer], deps.logger);
  return new GeocodingZoneLookup(geocoder, sources.zones);
};

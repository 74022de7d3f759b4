import { randomUUID } from 'node:crypto';
import { isCityId, type CityId } from '../../domain/city/city';
import type { Database } from '../adapters/database/database';
import { PgNotificationChannel } from '../adapters/database/pg-notification-channel';
import type { LoggerPort } from '../application/ports/logger.port';
import type { CatalogueInvalidation } from './catalogue.composition';

export const CATALOGUE_CHANNEL = 'shop_catalogue';

const KINDS = [
  'menu',
  'cities',
  'addresses',
  'orderRules',
  'banners',
  'content',
] as const satisfies readonly (keyof CatalogueInvalidation)[];
type Kind = (typeof KINDS)[number];

interface Message {
  readonly from: string;
  readonly kind: Kind;
  readonly cityId: CityId | null;
}

const readMessage = (payload: string): Message | null => {
  try {
    const value = JSON.parse(payload) as Partial<Message>;
    if (typeof value.from !== 'string' || !KINDS.includes(value.kind as Kind)) return null;
    const cityId =
      value.cityId === null || value.cityId === undefined ? null : isCityId(value.cityId) ? value.cityId : undefined;
    return cityId === undefined ? null : { from: value.from, kind: value.kind as Kind, cityId };
  } catch {
    return null;
  }
};

const apply = (local: CatalogueInvalidation, kind: Kind, cityId: CityId | null): void => {
  if (kind === 'cities') local.cities();
  else if (kind === 'content') local.content();
  else local[kind](cityId ?? undefined);
};

/**
 * An admin edit drops the cached copies on every instance sharing the database, not only on the
 * one that took the edit: the local caches are dropped at once, and a NOTIFY on shop_catalogue
 * tells the others, who drop theirs when it arrives (milliseconds). If the LISTEN connection is
 * lost, the caches' max age still bounds how stale another instance can be.
 */
export const shareCatalogueInvalidation = async (deps: {
  readonly database: Database;
  readonly local: CatalogueInvalidation;
  readonly logger: LoggerPort;
}): Promise<{ readonly invalidate: CatalogueInvalidation; close(): Promise<void> }> => {
  const instance = randomUUID();
  const channel = new PgNotificationChannel({
    connectionString: deps.database.connectionString,
    channel: CATALOGUE_CHANNEL,
    logger: deps.logger,
    onMessage: (payload) => {
      const message = readMessage(payload);
      if (message !== null && message.from !== instance) apply(deps.local, message.kind, message.cityId);
    },
  });
  await channel.start();

  const announce = (kind: Kind, cityId: CityId | null): void => {
    apply(deps.local, kind, cityId);
    const message: Message = { from: instance, kind, cityId };
    deps.database
      .query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, JSON.stringify(message)])
      .catch((error: unknown) => {
        deps.logger.warn('other instances were not told of an edit; their caches catch up within their max age', {
          kind,
          error: String(error),
        });
      });
  };
  return {
    invalidate: {
      menu: (cityId) => announce('menu', cityId ?? null),
      cities: () => announce('cities', null),
      addresses: (cityId) => announce('addresses', cityId ?? null),
      orderRules: (cityId) => announce('orderRules', cityId ?? null),
      banners: (cityId) => announce('banners', cityId ?? null),
      content: () => announce('content', null),
    },
    close: () => channel.close(),
  };
};

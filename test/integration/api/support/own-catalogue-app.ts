import type { TrustProxy } from '../../../../src/server/config/trust-proxy';
import type { FastifyInstance } from 'fastify';
import { silentLogger } from '../../../../src/server/adapters/logging/json-logger.adapter';
import { composeCatalogue, type Catalogue } from '../../../../src/server/composition/catalogue.composition';
import { createHttpApp } from '../../../../src/server/composition/create-http-app';
import { FIXTURE_CLIENT_DIR, type TestShop } from '../../support/test-shop';

/**
 * A second app on the test shop's database whose catalogue the test holds, to call its
 * invalidation hooks (what admin edits will do), to give it a Google key, or to read its request log.
 */
export const ownCatalogueApp = async (
  shop: TestShop,
  options: {
    googleApiKey?: string | null;
    requestLog?: (line: Record<string, unknown>) => void;
    trustProxy?: TrustProxy;
  } = {},
): Promise<{ app: FastifyInstance; catalogue: Catalogue }> => {
  const catalogue = composeCatalogue({
    database: shop.database,
    clock: shop.clock,
    logger: silentLogger,
    googleApiKey: options.googleApiKey ?? null,
    publicUrl: 'http://localhost:3000',
  });
  const app = await createHttpApp({
    database: shop.database,
    clock: shop.clock,
    adminAuth: shop.adminAuth,
    uploadsDir: shop.uploadsDir,
    clientDir: FIXTURE_CLIENT_DIR,
    publicUrl: 'http://localhost:3000',
    logLevel: options.requestLog === undefined ? false : 'info',
    ...(options.requestLog === undefined
      ? {}
      : {
          requestLogDestination: {
            write: (line: string) => options.requestLog?.(JSON.parse(line) as Record<string, unknown>),
          },
        }),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    googleApiKey: options.googleApiKey ?? null,
    catalogue,
  });
  await app.ready();
  return { app, catalogue };
};

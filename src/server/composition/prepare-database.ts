import type { FirstAdminOutcome } from '../application/auth/ensure-first-admin.use-case';
import type { LoggerPort } from '../application/ports/logger.port';
import type { AdminConfig } from '../config/config.types';
import type { Database } from '../adapters/database/database';
import { runMigrations, type MigrationReport } from '../adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../adapters/database/migrations/shop-migrations';
import { seedShopIfEmpty, type SeedDependencies, type SeedReport } from '../adapters/database/seed/shop-seeder';
import type { AdminAuth } from './admin-auth.composition';

export interface PreparationReport {
  readonly migrations: MigrationReport;
  readonly seed: SeedReport;
  readonly firstAdmin: FirstAdminOutcome;
}

/** Schema up to date, demo data on a fresh shop, and someone who can log in. Safe to run on every start. */
export const prepareDatabase = async (deps: {
  database: Database;
  seed: SeedDependencies;
  admin: AdminConfig;
  adminAuth: Pick<AdminAuth, 'ensureFirstAdmin'>;
  logger: LoggerPort;
}): Promise<PreparationReport> => {
  const { database, logger } = deps;
  const migrations = await runMigrations(database, SHOP_MIGRATIONS);
  if (migrations.applied.length > 0) logger.info('Database schema migrated', { applied: migrations.applied });
  if (migrations.changed.length > 0) {
    logger.warn('Migrations were edited after they had been applied; add a new migration instead', {
      changed: migrations.changed,
    });
  }

  const seed = await seedShopIfEmpty(database, deps.seed);
  if (seed.seeded) logger.info('The empty shop was seeded with the demo menu', { imagesWritten: seed.imagesWritten });
  if (seed.missingArt.length > 0) logger.warn('Some seeded images have no artwork', { missingArt: seed.missingArt });

  const firstAdmin = await deps.adminAuth.ensureFirstAdmin.execute(deps.admin);
  if (firstAdmin.created && firstAdmin.generatedPassword !== null) {
    // Printed once and never stored in clear: whoever starts the shop first reads it here.
    logger.warn(
      `First admin created. Log in at /admin/login/ as '${firstAdmin.login}' with the password ${firstAdmin.generatedPassword} ` +
        '(shown only this once; set ADMIN_PASSWORD before the first start to choose it yourself).',
      { login: firstAdmin.login },
    );
  } else if (firstAdmin.created) {
    logger.info('First admin created from ADMIN_LOGIN/ADMIN_PASSWORD', { login: firstAdmin.login });
  } else if (deps.admin.password !== null) {
    // Someone may expect ADMIN_PASSWORD to reset a password: say plainly that it does not.
    logger.info('Admins exist already, so ADMIN_LOGIN/ADMIN_PASSWORD were not used (they only create the first admin)');
  }
  return { migrations, seed, firstAdmin };
};

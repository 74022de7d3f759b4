import type { Migration } from './migration.types';

/**
 * Secrets the shop makes for itself when the environment gives none (the SMS code pepper, the
 * test payment page's signing key). Kept in the database every instance shares, so a code
 * digested or a form signed on one instance verifies on another with no configuration.
 */
export const shopSecretsMigration: Migration = {
  id: '0017_shop_secrets',
  sql: `
CREATE TABLE shop_secrets (
  name       text PRIMARY KEY CHECK (name <> ''),
  value      text NOT NULL CHECK (length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE shop_secrets IS 'Created once by the first instance that needs each; never changed. An environment variable, when set, wins over the row.';
`,
};

import type { Migration } from './migration.types';

/**
 * Staff accounts can be disabled without being deleted: a disabled account keeps its login (and
 * its name in the change log) but cannot log in, and its sessions are gone.
 */
export const adminAccountsMigration: Migration = {
  id: '0011_admin_accounts',
  sql: `
ALTER TABLE admins ADD COLUMN disabled_at timestamptz;
COMMENT ON COLUMN admins.disabled_at IS 'When the account was disabled; NULL while it is active.';
`,
};

import type { Migration } from './migration.types';

/**
 * Staff work through customers' callback requests: each is new until someone calls the customer
 * back, then done. Who changed the status last, and when, is kept on the row; the admin change
 * log has the full history. Requests already marked handled start as done.
 */
export const callbackStatusMigration: Migration = {
  id: '0013_callback_status',
  sql: `
ALTER TABLE callback_requests
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'called', 'done')),
  ADD COLUMN status_changed_at timestamptz,
  ADD COLUMN status_changed_by_id integer REFERENCES admins (id) ON DELETE SET NULL,
  ADD COLUMN status_changed_by text;
UPDATE callback_requests SET status = 'done', status_changed_at = handled_at WHERE handled_at IS NOT NULL;
COMMENT ON COLUMN callback_requests.status_changed_by IS 'The staff login as it was: an account deleted since is still named.';
CREATE INDEX callback_requests_city_idx ON callback_requests (city_id, id DESC);
CREATE INDEX callback_requests_new_idx ON callback_requests (city_id) WHERE status = 'new';
`,
};

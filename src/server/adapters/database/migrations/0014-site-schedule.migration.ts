import type { Migration } from './migration.types';

/**
 * A city's schedule as staff set it in the admin area: weekly hours, dated exceptions (holidays,
 * short days), busy mode and how many orders one pre-order slot takes. A city without a row
 * follows the default hours (10:30–22:30 daily, no busy mode, no slot limit).
 */
export const siteScheduleMigration: Migration = {
  id: '0014_site_schedule',
  sql: `
CREATE TABLE city_schedules (
  city_id       smallint PRIMARY KEY REFERENCES cities (id) ON DELETE CASCADE,
  weekly        jsonb NOT NULL CHECK (jsonb_typeof(weekly) = 'array' AND jsonb_array_length(weekly) = 7),
  busy_minutes  smallint CHECK (busy_minutes IS NULL OR busy_minutes BETWEEN 1 AND 240),
  busy_until    timestamptz,
  slot_capacity smallint CHECK (slot_capacity IS NULL OR slot_capacity BETWEEN 1 AND 500),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (busy_until IS NULL OR busy_minutes IS NOT NULL)
);
COMMENT ON COLUMN city_schedules.weekly IS 'Monday first: [{open, close} in minutes of the Kyiv day | null = closed].';
COMMENT ON COLUMN city_schedules.busy_until IS 'NULL with busy_minutes set: busy until staff turn it off.';

CREATE TABLE city_schedule_exceptions (
  city_id       smallint NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  day           date NOT NULL,
  open_minutes  smallint CHECK (open_minutes BETWEEN 0 AND 1439),
  close_minutes smallint CHECK (close_minutes BETWEEN 1 AND 1439),
  PRIMARY KEY (city_id, day),
  CHECK ((open_minutes IS NULL) = (close_minutes IS NULL)),
  CHECK (open_minutes IS NULL OR close_minutes > open_minutes)
);
COMMENT ON TABLE city_schedule_exceptions IS 'Both minutes NULL: closed all day (a holiday).';

-- The slot-capacity check counts a city's orders for one slot while placing an order.
CREATE INDEX orders_city_slot_idx ON orders (city_id, scheduled_for) WHERE scheduled_for IS NOT NULL;
`,
};

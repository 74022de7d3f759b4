import type { Migration } from './migration.types';

/**
 * The live orders board.
 *
 * orders_city_id_idx: a board page is "this city's orders older than order X, newest first"
 * (keyset paging on the identity key); with it each page is an index range scan, however long the
 * history. Filters by status, day, code or phone narrow that scan.
 *
 * orders_notify_change: every insert of an order, and every change of where it stands (status,
 * confirmation, payment), sends NOTIFY shop_events {"type":"order-changed","cityId","code"}.
 * PostgreSQL delivers it when (and only if) the transaction commits, to every listening shop
 * instance on the database, so a board anywhere sees the change whichever instance or code path
 * made it (a checkout, an SMS code, a payment callback, a colleague's click).
 */
export const ordersBoardMigration: Migration = {
  id: '0016_orders_board',
  sql: `
CREATE INDEX orders_city_id_idx ON orders (city_id, id DESC);

CREATE FUNCTION orders_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.confirmation_status IS DISTINCT FROM OLD.confirmation_status
     OR NEW.payment_status IS DISTINCT FROM OLD.payment_status THEN
    PERFORM pg_notify('shop_events', json_build_object('type', 'order-changed', 'cityId', NEW.city_id, 'code', NEW.code)::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_notify_change
  AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_notify_change();
`,
};

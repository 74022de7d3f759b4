import type { Queryable } from '../database';

/**
 * The shop's secret of this name: the one stored, or else `candidate`, stored now. Racing first
 * starts of several instances all end up with the one row the unique name let in.
 */
export const loadOrStoreShopSecret = async (
  db: Queryable,
  name: string,
  candidate: () => Promise<string>,
): Promise<string> => {
  const stored = await db.query<{ value: string }>('SELECT value FROM shop_secrets WHERE name = $1', [name]);
  const existing = stored.rows[0]?.value;
  if (existing !== undefined) return existing;
  await db.query('INSERT INTO shop_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    await candidate(),
  ]);
  const winner = await db.query<{ value: string }>('SELECT value FROM shop_secrets WHERE name = $1', [name]);
  const value = winner.rows[0]?.value;
  if (value === undefined) throw new Error(`The shop secret ${name} could not be stored`);
  return value;
};

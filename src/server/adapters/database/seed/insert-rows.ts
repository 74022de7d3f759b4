import type { Queryable } from '../database';

export type ColumnType = 'smallint' | 'integer' | 'bigint' | 'text' | 'boolean' | 'jsonb' | 'double precision';

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter that
 * jsonb_to_recordset turns back into typed columns. A few hundred streets then cost one round
 * trip, not a few hundred. Table and column names come from code, never from input.
 */
export const insertRows = async <R extends Record<string, unknown>>(
  tx: Queryable,
  table: string,
  columns: Readonly<Record<string, ColumnType>>,
  rows: readonly Record<string, unknown>[],
  returning?: readonly string[],
): Promise<R[]> => {
  if (rows.length === 0) return [];
  const names = Object.keys(columns);
  const definitions = names.map((name) => `"${name}" ${columns[name]}`).join(', ');
  const list = names.map((name) => `"${name}"`).join(', ');
  const tail = returning && returning.length > 0 ? ` RETURNING ${returning.map((c) => `"${c}"`).join(', ')}` : '';
  const sql = `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_to_recordset($1::jsonb) AS r(${definitions})${tail}`;
  const result = await tx.query<R>(sql, [JSON.stringify(rows)]);
  return result.rows;
};

/** After rows with explicit ids, moves an identity column's sequence past them. */
export const syncIdentity = async (tx: Queryable, table: string, column = 'id'): Promise<void> => {
  await tx.query(`SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT max(${column}) FROM ${table}), 1))`, [
    table,
    column,
  ]);
};

/**
 * A schema change. Migrations are TypeScript modules exporting SQL text (not .sql files read at
 * run time) so that any bundler carries them along with the code.
 */
export interface Migration {
  /** Sortable and unique, e.g. '0001_catalogue'. Never rename or edit one that has shipped: add a new one. */
  readonly id: string;
  readonly sql: string;
}

/** Answers whether the database is reachable; the health endpoint reports it. */
export interface DatabaseHealthPort {
  ping(): Promise<boolean>;
}

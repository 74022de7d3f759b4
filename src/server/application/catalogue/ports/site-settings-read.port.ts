/** A name/value pair of site management: googleApiKey, mapLviv, mapKyiv, working hours... */
export interface SiteSetting {
  readonly name: string;
  readonly value: string;
}

export interface SiteSettingsReadPort {
  /** Sorted by name. */
  listSettings(): Promise<readonly SiteSetting[]>;
}

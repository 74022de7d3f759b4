import type { SiteSetting, SiteSettingsReadPort } from '../../../application/catalogue/ports/site-settings-read.port';
import type { Queryable } from '../database';

export class PgSiteSettingRepository implements SiteSettingsReadPort {
  constructor(private readonly db: Queryable) {}

  async listSettings(): Promise<readonly SiteSetting[]> {
    const result = await this.db.query<SiteSetting>('SELECT name, value FROM site_settings ORDER BY name');
    return result.rows.map((row) => ({ name: row.name, value: row.value }));
  }
}

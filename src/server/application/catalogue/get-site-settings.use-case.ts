import type { SiteSetting, SiteSettingsReadPort } from './ports/site-settings-read.port';

/** The settings the storefront reads by name; present even before staff set them. */
const ALWAYS_LISTED = ['googleApiKey', 'mapLviv', 'mapKyiv'] as const;

/**
 * GET /site-management/settings. The Google key set in the environment (GOOGLE_API_KEY) wins over
 * the stored one: it is what the server geocodes with, and the map must use the same project.
 * Note that this makes the key public, as any browser Maps key is: restrict it by HTTP referrer.
 */
export class GetSiteSettingsUseCase {
  constructor(private readonly deps: { settings: SiteSettingsReadPort; googleApiKey: string | null }) {}

  async execute(): Promise<readonly SiteSetting[]> {
    const stored = new Map((await this.deps.settings.listSettings()).map((setting) => [setting.name, setting.value]));
    for (const name of ALWAYS_LISTED) if (!stored.has(name)) stored.set(name, '');
    const configuredKey = this.deps.googleApiKey?.trim() ?? '';
    if (configuredKey !== '') stored.set('googleApiKey', configuredKey);
    return [...stored]
      .map(([name, value]) => ({ name, value }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
}

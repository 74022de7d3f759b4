import { CITY_IDS, type CityId } from '../../../domain/city/city';
import { ok } from '../../../domain/shared/result';
import {
  SITE_STOP_SWITCHES,
  type AdminSiteChangeDto,
  type AdminSiteDto,
} from '../../../domain/shop-api/admin-site.contract';
import { siteChangeProblems } from '../../../domain/site-schedule/site-change.validator';
import type { SiteAdminApiPort, SiteAdminResult } from '../../application/ports/site-admin-api.port';
import type { ClockPort } from '../../application/ports/clock.port';

const OPEN = { open: '10:30', close: '22:30' };
const NO_MESSAGE = { title: '', description: '' };

const demoSite = (cityId: CityId, phone: string, sushiEnabled: boolean): AdminSiteDto => ({
  cityId,
  weekly: [OPEN, OPEN, OPEN, OPEN, OPEN, OPEN, OPEN],
  exceptions: [],
  stops: SITE_STOP_SWITCHES.map((name) => ({
    switch: name,
    stopped: false,
    ...NO_MESSAGE,
    translations: { en: NO_MESSAGE, ru: NO_MESSAGE },
  })),
  sushiEnabled,
  phone,
  busy: null,
  slotCapacity: null,
});

/**
 * Site management without a server: each city's settings persist in memory, changes are checked by
 * the same rule the server runs (siteChangeProblems) and refused with the same field names. Tests
 * can expire the token or fail calls, and read what was asked.
 */
export class InMemorySiteAdminApi implements SiteAdminApiPort {
  readonly calls: string[] = [];
  failing = false;
  unauthorized = false;
  private readonly sites = new Map<CityId, AdminSiteDto>([
    [CITY_IDS.lviv, demoSite(CITY_IDS.lviv, '+38 (032) 229 59 29', true)],
    [CITY_IDS.kyiv, demoSite(CITY_IDS.kyiv, '+38 (044) 359 29 59', false)],
  ]);

  constructor(private readonly clock: Pick<ClockPort, 'now'>) {}

  async getSite(cityId: CityId): Promise<SiteAdminResult<AdminSiteDto>> {
    this.calls.push(`get:${cityId}`);
    const refused = this.refusal();
    if (refused !== null) return refused;
    const site = this.sites.get(cityId);
    return site === undefined ? { ok: false, reason: 'unavailable' } : ok(site);
  }

  async changeSite(cityId: CityId, change: AdminSiteChangeDto): Promise<SiteAdminResult<AdminSiteDto>> {
    this.calls.push(`change:${cityId}:${Object.keys(change).join(',')}`);
    const refused = this.refusal();
    if (refused !== null) return refused;
    const problems = siteChangeProblems(change, this.clock.now());
    if (problems.length > 0)
      return { ok: false, reason: 'invalid', fields: problems.map(({ field, problem }) => ({ field, problem })) };
    const site = this.sites.get(cityId);
    if (site === undefined) return { ok: false, reason: 'unavailable' };
    // As the server does: a stop sent without translations keeps none.
    const stops = change.stops?.map((stop) => ({
      ...stop,
      translations: stop.translations ?? { en: NO_MESSAGE, ru: NO_MESSAGE },
    }));
    const changed: AdminSiteDto = { ...site, ...change, cityId, stops: stops ?? site.stops };
    this.sites.set(cityId, changed);
    return ok(changed);
  }

  private refusal() {
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' } as const;
    if (this.failing) return { ok: false, reason: 'unavailable' } as const;
    return null;
  }
}

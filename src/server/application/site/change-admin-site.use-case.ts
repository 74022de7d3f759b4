import type { CityId } from '../../../domain/city/city';
import { kyivDate } from '../../../domain/shared/kyiv-time';
import { ok } from '../../../domain/shared/result';
import type { AdminSiteChangeDto, AdminSiteDto } from '../../../domain/shop-api/admin-site.contract';
import { siteChangeProblems } from '../../../domain/site-schedule/site-change.validator';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { SiteAdminPort } from '../ports/site-admin.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { adminSiteDtoOf, describeParts, siteAdminChangeOf } from './site-admin.mapper';

export type ChangeAdminSiteRefusal = 'nothing-to-change' | 'invalid-field';

export interface ChangeAdminSiteInput {
  readonly cityId: CityId;
  readonly change: AdminSiteChangeDto;
  readonly by: AdminIdentity;
}

/**
 * PUT / PATCH /api/admin/site?cityId: staff change any parts of a city's site settings. Every
 * problem is found before anything is written, then all parts and the change-log line are stored
 * in one transaction. `siteChanged` drops the cached copies customers and orders read, so the
 * storefront and the server's order checks follow at once on this instance.
 */
export class ChangeAdminSiteUseCase {
  constructor(
    private readonly deps: {
      readonly site: SiteAdminPort;
      readonly clock: ClockPort;
      readonly siteChanged: (cityId: CityId) => void;
    },
  ) {}

  async execute(input: ChangeAdminSiteInput): Promise<UseCaseResult<AdminSiteDto, ChangeAdminSiteRefusal>> {
    const parts = (Object.keys(input.change) as (keyof AdminSiteChangeDto)[]).filter(
      (part) => input.change[part] !== undefined,
    );
    if (parts.length === 0) return refuse('nothing-to-change');
    const nowMs = this.deps.clock.now().getTime();
    const problems = siteChangeProblems(input.change, nowMs);
    const first = problems[0];
    if (first !== undefined) {
      const errors = problems.map((problem) => `${problem.field} ${problem.problem}`);
      return refuse('invalid-field', { field: first.field, problem: first.problem, errors });
    }
    const changed = await this.deps.site.change(input.cityId, siteAdminChangeOf(input.change), {
      by: input.by,
      at: new Date(nowMs),
      today: kyivDate(nowMs),
      describe: describeParts(input.cityId, parts, nowMs),
    });
    this.deps.siteChanged(input.cityId);
    return ok(adminSiteDtoOf(input.cityId, changed, nowMs));
  }
}

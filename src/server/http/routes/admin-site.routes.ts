import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CityId } from '../../../domain/city/city';
import {
  BUSY_MAX_MINUTES,
  SLOT_CAPACITY_MAX,
  STOP_TEXT_MAX,
  type AdminSiteChangeDto,
} from '../../../domain/shop-api/admin-site.contract';
import type { SiteFieldProblem } from '../../../domain/site-schedule/site-field-error';
import type { ChangeAdminSiteUseCase } from '../../application/site/change-admin-site.use-case';
import type { GetAdminSiteUseCase } from '../../application/site/get-admin-site.use-case';
import type { GetPublicScheduleUseCase } from '../../application/site/get-public-schedule.use-case';
import { sendApiError } from '../errors/api-error';
import { ADMIN_SITE, CITY_QUERY, PUBLIC_SCHEDULE, SITE_PATCH_BODY, SITE_PUT_BODY } from './admin-site.schemas';

export interface SiteRoutesDeps {
  readonly getAdminSite: Pick<GetAdminSiteUseCase, 'execute'>;
  readonly changeAdminSite: Pick<ChangeAdminSiteUseCase, 'execute'>;
  readonly getPublicSchedule: Pick<GetPublicScheduleUseCase, 'execute'>;
}

// The admin screen words problems itself beside each field; these sentences are for API callers.
const PROBLEM_MESSAGES: Readonly<Record<SiteFieldProblem, string>> = {
  'weekly-not-seven-days': 'must list seven days, Monday first.',
  'invalid-time': "must be a time 'HH:mm' (00:00 to 23:59).",
  'close-not-after-open': 'must be after the opening time (hours cannot pass midnight).',
  'invalid-date': "must be a date 'DD.MM.YYYY'.",
  'duplicate-date': 'repeats a date listed before.',
  'too-many-exceptions': 'has too many dates.',
  'duplicate-switch': 'repeats a switch listed before.',
  'unknown-switch': 'is not a switch staff can flip.',
  'text-too-long': `must be at most ${STOP_TEXT_MAX} characters.`,
  'invalid-phone': "must be a phone number such as '+38 (044) 359 29 59'.",
  'invalid-minutes': `must be whole minutes from 1 to ${BUSY_MAX_MINUTES}.`,
  'invalid-until': "must be a Kyiv date and time 'DD.MM.YYYY HH:mm', or null.",
  'until-in-past': 'must be later than now.',
  'invalid-capacity': `must be a whole number from 1 to ${SLOT_CAPACITY_MAX}, or null.`,
};

const fieldMessage = (field: string, problem: string): string =>
  `'${field}' ${PROBLEM_MESSAGES[problem as SiteFieldProblem] ?? 'is not valid.'}`;

/**
 * GET /api/admin/site?cityId → AdminSiteDto
 * PUT /api/admin/site?cityId (every part) and PATCH /api/admin/site?cityId (any parts) → AdminSiteDto.
 * Registered inside adminRoutes: a valid admin token is required and nothing is cached.
 */
export const adminSiteRoutes = (deps: SiteRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { cityId: CityId } }>(
    '/api/admin/site',
    { schema: { querystring: CITY_QUERY, response: { 200: ADMIN_SITE } } },
    async (request) => deps.getAdminSite.execute({ cityId: request.query.cityId }),
  );

  const change = async (
    request: FastifyRequest<{ Querystring: { cityId: CityId }; Body: AdminSiteChangeDto }>,
    reply: FastifyReply,
  ) => {
    // requireAdmin (the admin scope's preHandler) ran: the admin is set.
    const by = request.admin;
    if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
    const result = await deps.changeAdminSite.execute({ cityId: request.query.cityId, change: request.body, by });
    if (result.ok) return result.value;
    if (result.reason === 'nothing-to-change')
      return sendApiError(reply, 400, result.reason, 'Send at least one part to change.');
    const errors = (result.details?.errors as readonly string[] | undefined) ?? [];
    const fields = errors.map((entry) => {
      const [field = '', problem = ''] = entry.split(' ');
      return { field, problem, message: fieldMessage(field, problem) };
    });
    return reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send({ error: 'invalid-field', message: fields[0]?.message ?? 'A field is not valid.', fields });
  };

  app.put<{ Querystring: { cityId: CityId }; Body: AdminSiteChangeDto }>(
    '/api/admin/site',
    { schema: { querystring: CITY_QUERY, body: SITE_PUT_BODY, response: { 200: ADMIN_SITE } } },
    async (request, reply) => change(request, reply),
  );
  app.patch<{ Querystring: { cityId: CityId }; Body: AdminSiteChangeDto }>(
    '/api/admin/site',
    { schema: { querystring: CITY_QUERY, body: SITE_PATCH_BODY, response: { 200: ADMIN_SITE } } },
    async (request, reply) => change(request, reply),
  );
};

/** GET /api/site-management/schedule?cityId → PublicScheduleDto (public: the storefront's clock rules read it). */
export const publicScheduleRoutes = (deps: SiteRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { cityId: CityId } }>(
    '/api/site-management/schedule',
    { schema: { querystring: CITY_QUERY, response: { 200: PUBLIC_SCHEDULE } } },
    async (request, reply) => {
      // Staff changes (a holiday, busy mode, a full slot) must reach customers at once.
      reply.header('cache-control', 'no-cache');
      return deps.getPublicSchedule.execute({ cityId: request.query.cityId });
    },
  );
};

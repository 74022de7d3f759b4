import type { FastifyInstance } from 'fastify';
import type { CityId } from '../../../domain/city/city';
import { ADMIN_AUDIT_SECTIONS, type AdminAuditSection } from '../../../domain/shop-api/admin-audit.contract';
import type { ListAdminAuditUseCase } from '../../application/staff/list-admin-audit.use-case';
import { SHOP_CITY_ID } from './catalogue.schemas';

export interface AdminAuditRoutesDeps {
  readonly listAdminAudit: Pick<ListAdminAuditUseCase, 'execute'>;
}

/**
 * GET /api/admin/audit?section&cityId&before: the change log, newest first, 50 a page; `before`
 * is the previous page's nextBefore. A city's view includes the shop-wide changes.
 * Registered inside adminRoutes: admin token required, never cached.
 */
export const adminAuditRoutes = (deps: AdminAuditRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { section?: AdminAuditSection; cityId?: CityId; before?: number } }>(
    '/api/admin/audit',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            section: { type: 'string', enum: ADMIN_AUDIT_SECTIONS },
            cityId: SHOP_CITY_ID,
            before: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
          },
        },
      },
    },
    async (request) => (await deps.listAdminAudit.execute(request.query)).value,
  );
};

import type { FastifyInstance } from 'fastify';
import type { GetSiteManagementUseCase } from '../../application/catalogue/get-site-management.use-case';
import type { GetSiteSettingsUseCase } from '../../application/catalogue/get-site-settings.use-case';
import type { ListWorkingHoursUseCase } from '../../application/catalogue/list-working-hours.use-case';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { arrayOf, CITY_ID, ERROR_RESPONSES, FLAG, OPTIONAL_CITY_QUERY, STOP_TEXTS } from './catalogue.schemas';

export interface SiteManagementRoutesDeps {
  readonly getSettings: Pick<GetSiteSettingsUseCase, 'execute'>;
  readonly getSiteManagement: Pick<GetSiteManagementUseCase, 'execute'>;
  readonly listWorkingHours: Pick<ListWorkingHoursUseCase, 'execute'>;
}

const SETTING = {
  type: 'object',
  required: ['name', 'value'],
  properties: { name: { type: 'string' }, value: { type: 'string' } },
} as const;

const SITE_MANAGEMENT = {
  type: 'object',
  required: [
    'disabledFunctionalities',
    'disabledDeliveryTypes',
    'translationsByFunctionality',
    'isDefaultNonWorking',
    'workingHours',
    'settings',
  ],
  properties: {
    disabledFunctionalities: arrayOf({ type: 'string' }),
    disabledDeliveryTypes: arrayOf({ type: 'string' }),
    translationsByFunctionality: { type: 'object', additionalProperties: STOP_TEXTS },
    isDefaultNonWorking: { type: 'boolean' },
    workingHours: {
      type: 'object',
      required: ['open', 'close'],
      properties: { open: { type: 'string' }, close: { type: 'string' } },
    },
    settings: arrayOf(SETTING),
  },
} as const;

const WORKING_HOURS_RECORD = {
  type: 'object',
  required: ['cityId', 'isStoped', 'functionality', 'translation'],
  properties: {
    cityId: { type: 'integer' },
    isStoped: { type: 'boolean' },
    functionality: { type: 'string' },
    translation: STOP_TEXTS,
  },
} as const;

// Stop switches must reach customers at once: every read revalidates.
const NO_CACHE = 'no-cache';

/**
 * GET /api/site-management/settings → [{name, value}]
 * GET /api/site-management[?cityId] → SiteManagementDto
 * GET /api/site-management/working-hours?cityId[&isStoped=1] → StoppedFunctionalityDto[]
 */
export const siteManagementRoutes = (deps: SiteManagementRoutesDeps) => async (app: FastifyInstance) => {
  app.get(
    '/api/site-management/settings',
    { schema: { response: { 200: arrayOf(SETTING) } } },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return deps.getSettings.execute();
    },
  );

  app.get<{ Querystring: { cityId?: number } }>(
    '/api/site-management',
    { schema: { querystring: OPTIONAL_CITY_QUERY, response: { 200: SITE_MANAGEMENT, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const result = await deps.getSiteManagement.execute({ cityId: request.query.cityId ?? null });
      if (!result.ok) return sendCatalogueRefusal(reply, result);
      reply.header('cache-control', NO_CACHE);
      return result.value;
    },
  );

  app.get<{ Querystring: { cityId: number; isStoped?: 0 | 1 } }>(
    '/api/site-management/working-hours',
    {
      schema: {
        querystring: { type: 'object', required: ['cityId'], properties: { cityId: CITY_ID, isStoped: FLAG } },
        response: { 200: arrayOf(WORKING_HOURS_RECORD), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { cityId, isStoped } = request.query;
      const result = await deps.listWorkingHours.execute({
        cityId,
        isStoped: isStoped === undefined ? null : isStoped === 1,
      });
      if (!result.ok) return sendCatalogueRefusal(reply, result);
      reply.header('cache-control', NO_CACHE);
      return result.value;
    },
  );
};

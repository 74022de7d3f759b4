import type { FastifyInstance } from 'fastify';
import type { CityId } from '../../../domain/city/city';
import type { PageHeadTextsRefusalDto, PageHeadTextsSaveDto } from '../../../domain/shop-api/page-head-texts.contract';
import type {
  GetPageHeadTextsUseCase,
  SavePageHeadTextsUseCase,
} from '../../application/seo/page-head-texts.use-cases';
import { sendApiError } from '../errors/api-error';
import { ADMIN_PAGE_HEAD_TEXTS, headTextProblemMessage, PAGE_HEAD_TEXTS_BODY } from './admin-page-heads.schemas';
import { CITY_QUERY } from './admin-site.schemas';

export interface PageHeadTextsRoutesDeps {
  readonly getPageHeadTexts: Pick<GetPageHeadTextsUseCase, 'execute'>;
  readonly savePageHeadTexts: Pick<SavePageHeadTextsUseCase, 'execute'>;
}

const NO_CITY = 'Такого міста немає.';
const SIGN_IN = 'Увійдіть знову.';

/**
 * GET and PUT /api/admin/page-heads?cityId: the titles and descriptions staff write for a city's
 * pages, the whole list at once (architecture/seo.md, "Titles and descriptions staff write").
 * Inside adminRoutes: admin token required, nothing cached; a save is one transaction with its
 * change-log line, and every instance drops the heads and pages it wrote.
 */
export const pageHeadTextsRoutes = (deps: PageHeadTextsRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { cityId: CityId } }>(
    '/api/admin/page-heads',
    { schema: { querystring: CITY_QUERY, response: { 200: ADMIN_PAGE_HEAD_TEXTS } } },
    async (request, reply) => {
      const result = await deps.getPageHeadTexts.execute(request.query.cityId);
      return result.ok ? result.value : sendApiError(reply, 404, result.reason, NO_CITY);
    },
  );

  app.put<{ Querystring: { cityId: CityId }; Body: PageHeadTextsSaveDto }>(
    '/api/admin/page-heads',
    { schema: { querystring: CITY_QUERY, body: PAGE_HEAD_TEXTS_BODY, response: { 200: ADMIN_PAGE_HEAD_TEXTS } } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.savePageHeadTexts.execute({
        cityId: request.query.cityId,
        texts: request.body.texts,
        by,
      });
      if (result.ok) return result.value;
      if (result.reason === 'city-not-found') return sendApiError(reply, 404, result.reason, NO_CITY);
      const field = String(result.details?.['field'] ?? 'texts');
      const problem = String(result.details?.['problem'] ?? '');
      const body: PageHeadTextsRefusalDto = {
        error: 'invalid-page-head-texts',
        message: headTextProblemMessage(field, problem),
        field,
        problem,
      };
      return reply.code(400).type('application/json; charset=utf-8').send(body);
    },
  );
};

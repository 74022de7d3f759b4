import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CityId } from '../../../domain/city/city';
import type { ContentPageSlug } from '../../../domain/content/content-page';
import type { ContentTextField, ContentTextProblem } from '../../../domain/content/content-text.rule';
import type { Locale } from '../../../domain/shared/locale';
import type {
  AdminContentRefusalDto,
  AdminContentSaveDto,
  ContentPreviewRequestDto,
} from '../../../domain/shop-api/admin-content.contract';
import type {
  PreviewContentUseCase,
  ReadStaffContentUseCase,
  RemoveStaffContentUseCase,
  SaveStaffContentUseCase,
} from '../../application/content/staff-content.use-cases';
import type { Refusal } from '../../application/use-cases/support/use-case-result';
import { sendApiError } from '../errors/api-error';
import {
  ADMIN_CONTENT_PAGE,
  CONTENT_PAGE_PARAMS,
  CONTENT_PREVIEW,
  CONTENT_PREVIEW_BODY,
  CONTENT_REMOVE_QUERY,
  CONTENT_SAVE_BODY,
  contentProblemMessage,
} from './staff-content.schemas';

export interface StaffContentRoutesDeps {
  readonly readStaffContent: Pick<ReadStaffContentUseCase, 'execute'>;
  readonly saveStaffContent: Pick<SaveStaffContentUseCase, 'execute'>;
  readonly removeStaffContent: Pick<RemoveStaffContentUseCase, 'execute'>;
  readonly previewContent: Pick<PreviewContentUseCase, 'execute'>;
}

const SIGN_IN = 'Please sign in again.';
const UNKNOWN_PAGE = 'The shop has no such page.';

/** 400 with every refused field ('title required' → {field, problem, message}), the first one's message on top. */
const sendInvalid = (reply: FastifyReply, refusal: Refusal<string>): FastifyReply => {
  const words = (refusal.details?.problems as readonly string[] | undefined) ?? [];
  const fields = words.map((entry) => {
    const [field, problem] = entry.split(' ') as [ContentTextField, ContentTextProblem];
    return { field, problem, message: contentProblemMessage(field, problem) };
  });
  const body: AdminContentRefusalDto = {
    error: 'invalid-field',
    message: fields[0]?.message ?? 'A field is not valid.',
    fields,
  };
  return reply.code(400).type('application/json; charset=utf-8').send(body);
};

/**
 * GET /api/admin/content/{page}: every version of an information page (AdminContentPageDto).
 * PUT /api/admin/content/{page} (AdminContentSaveDto): write the shop-wide or a city's version.
 * DELETE /api/admin/content/{page}?cityId&locale: remove a city's own version.
 * POST /api/admin/content/preview ({body, cityId}): the HTML customers would get, nothing stored.
 * Registered inside adminRoutes: admin token required, never cached; each change is one
 * transaction with its change-log line, and every instance drops its rendered pages at once.
 */
export const staffContentRoutes = (deps: StaffContentRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Params: { page: ContentPageSlug } }>(
    '/api/admin/content/:page',
    { schema: { params: CONTENT_PAGE_PARAMS, response: { 200: ADMIN_CONTENT_PAGE } } },
    async (request, reply) => {
      const result = await deps.readStaffContent.execute({ slug: request.params.page });
      return result.ok ? result.value : sendApiError(reply, 404, result.reason, UNKNOWN_PAGE);
    },
  );

  app.put<{ Params: { page: ContentPageSlug }; Body: AdminContentSaveDto }>(
    '/api/admin/content/:page',
    { schema: { params: CONTENT_PAGE_PARAMS, body: CONTENT_SAVE_BODY, response: { 200: ADMIN_CONTENT_PAGE } } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.saveStaffContent.execute({ slug: request.params.page, version: request.body, by });
      if (result.ok) return result.value;
      if (result.reason === 'invalid-content') return sendInvalid(reply, result);
      return sendApiError(reply, 404, result.reason, UNKNOWN_PAGE);
    },
  );

  app.delete<{ Params: { page: ContentPageSlug }; Querystring: { cityId: CityId; locale: Locale } }>(
    '/api/admin/content/:page',
    {
      schema: { params: CONTENT_PAGE_PARAMS, querystring: CONTENT_REMOVE_QUERY, response: { 200: ADMIN_CONTENT_PAGE } },
    },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const { cityId, locale } = request.query;
      const result = await deps.removeStaffContent.execute({ slug: request.params.page, cityId, locale, by });
      if (result.ok) return result.value;
      return result.reason === 'version-not-found'
        ? sendApiError(reply, 404, result.reason, 'This city has no version of its own in this language.')
        : sendApiError(reply, 404, result.reason, UNKNOWN_PAGE);
    },
  );

  app.post<{ Body: ContentPreviewRequestDto }>(
    '/api/admin/content/preview',
    { schema: { body: CONTENT_PREVIEW_BODY, response: { 200: CONTENT_PREVIEW } } },
    async (request, reply) => {
      const result = await deps.previewContent.execute(request.body);
      return result.ok ? result.value : sendInvalid(reply, result);
    },
  );
};

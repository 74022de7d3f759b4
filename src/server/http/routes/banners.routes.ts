import type { FastifyInstance } from 'fastify';
import type { MenuPage } from '../../../domain/cart/category';
import type { ListBannersUseCase } from '../../application/catalogue/list-banners.use-case';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { arrayOf, CITY_ID, ERROR_RESPONSES, FLAG, perLocale, PHOTO, TRANSLATED_TEXT } from './catalogue.schemas';

interface BannersQuery {
  cityId: number;
  page: MenuPage;
  isAvailable?: 0 | 1;
}

const SLIDE = {
  type: 'object',
  required: ['id', 'image', 'imgLink', 'imgLinks', 'alt'],
  properties: {
    id: { type: 'integer' },
    image: { type: 'string' },
    imgLink: { type: 'string' },
    imgLinks: TRANSLATED_TEXT,
    pictures: perLocale(PHOTO),
    alt: TRANSLATED_TEXT,
    link: { type: 'string' },
  },
} as const;

// Browsers and proxies may keep the answer this long, never past the next window edge.
const MAX_AGE_S = 60;

/**
 * GET /api/banners?isAvailable=1&page=burgers|sushi&cityId → BannerSlideDto[]: the slides customers
 * see now, in order (architecture/admin-banners.md).
 */
export const bannersRoutes =
  (deps: { listBanners: Pick<ListBannersUseCase, 'execute' | 'secondsUntilChange'> }) =>
  async (app: FastifyInstance) => {
    app.get<{ Querystring: BannersQuery }>(
      '/api/banners',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['cityId', 'page'],
            properties: { cityId: CITY_ID, page: { type: 'string', enum: ['burgers', 'sushi'] }, isAvailable: FLAG },
          },
          response: { 200: arrayOf(SLIDE), ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const { cityId, page, isAvailable } = request.query;
        const result = await deps.listBanners.execute({
          cityId,
          page,
          isAvailable: isAvailable === undefined ? null : isAvailable === 1,
        });
        if (!result.ok) return sendCatalogueRefusal(reply, result);
        const untilChange = (await deps.listBanners.secondsUntilChange({ cityId, page })) ?? MAX_AGE_S;
        reply.header('cache-control', `public, max-age=${Math.min(MAX_AGE_S, untilChange)}`);
        return result.value;
      },
    );
  };

import { isCityId } from '../../../domain/city/city';
import { isContentPageSlug } from '../../../domain/content/content-page';
import { isLocale } from '../../../domain/shared/locale';
import type { AdminContentPageDto, ContentPreviewDto } from '../../../domain/shop-api/admin-content.contract';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isVersion = (value: unknown): boolean =>
  isObject(value) &&
  (value.cityId === null || isCityId(value.cityId)) &&
  isLocale(value.locale) &&
  typeof value.title === 'string' &&
  typeof value.body === 'string' &&
  typeof value.updatedAt === 'string' &&
  (value.updatedBy === null || typeof value.updatedBy === 'string');

/** A page's versions as the Content screen reads them; null when the answer is not one. */
export const readAdminContentPage = (body: unknown): AdminContentPageDto | null =>
  isObject(body) && isContentPageSlug(body.slug) && Array.isArray(body.versions) && body.versions.every(isVersion)
    ? (body as unknown as AdminContentPageDto)
    : null;

export const readContentPreview = (body: unknown): ContentPreviewDto | null =>
  isObject(body) && typeof body.html === 'string' ? { html: body.html } : null;

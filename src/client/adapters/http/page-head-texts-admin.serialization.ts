import { isCityId } from '../../../domain/city/city';
import { isHeadTextPage } from '../../../domain/seo/page-head-text.rule';
import { isLocale } from '../../../domain/shared/locale';
import type { AdminPageHeadTextDto, AdminPageHeadTextsDto } from '../../../domain/shop-api/page-head-texts.contract';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

const isText = (value: unknown): value is AdminPageHeadTextDto =>
  isObject(value) &&
  isHeadTextPage(value.page) &&
  isLocale(value.locale) &&
  isString(value.title) &&
  isString(value.description) &&
  isString(value.defaultTitle) &&
  isString(value.defaultDescription);

/**
 * A city's page titles as the screen reads them; null when the answer is not one. A page this
 * browser does not know (a newer server's) is left out: the list is saved whole, and the server
 * keeps nothing for a page it is not sent.
 */
export const readAdminPageHeadTexts = (body: unknown): AdminPageHeadTextsDto | null => {
  if (!isObject(body) || !isCityId(body.cityId) || !Array.isArray(body.texts)) return null;
  return {
    cityId: body.cityId,
    texts: (body.texts as unknown[]).filter(isText).map((text) => ({
      page: text.page,
      locale: text.locale,
      title: text.title,
      description: text.description,
      defaultTitle: text.defaultTitle,
      defaultDescription: text.defaultDescription,
    })),
  };
};

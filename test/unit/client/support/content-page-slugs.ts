import type { ContentPageSlug } from '../../../../src/client/application/ports/site-api.port';

export const CONTENT_PAGE_SLUGS: readonly ContentPageSlug[] = ['about', 'delivery', 'public-offer', 'vacancies'];

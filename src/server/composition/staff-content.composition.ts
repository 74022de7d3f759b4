import type { Database } from '../adapters/database/database';
import { PgContentTexts } from '../adapters/database/repositories/pg-content-texts.repository';
import {
  PreviewContentUseCase,
  ReadStaffContentUseCase,
  RemoveStaffContentUseCase,
  SaveStaffContentUseCase,
} from '../application/content/staff-content.use-cases';
import type { ClockPort } from '../application/ports/clock.port';
import type { StaffContentRoutesDeps } from '../http/routes/staff-content.routes';
import type { Catalogue } from './catalogue.composition';

/**
 * The admin Content section on PostgreSQL. The preview renders with the storefront's own renderer
 * and cities; `contentChanged` is the shared invalidation, so every instance drops its rendered
 * pages and server-rendered HTML.
 */
export const composeStaffContent = (deps: {
  readonly database: Database;
  readonly clock: ClockPort;
  readonly content: Catalogue['content'];
  readonly contentChanged: () => void;
}): StaffContentRoutesDeps => {
  const texts = { texts: new PgContentTexts(deps.database), clock: deps.clock, contentChanged: deps.contentChanged };
  return {
    readStaffContent: new ReadStaffContentUseCase(texts),
    saveStaffContent: new SaveStaffContentUseCase(texts),
    removeStaffContent: new RemoveStaffContentUseCase(texts),
    previewContent: new PreviewContentUseCase(deps.content),
  };
};

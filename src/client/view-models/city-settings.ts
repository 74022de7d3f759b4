import type { CitySlug } from '../../domain/city/city';
import type { PageHeadTextDto } from '../../domain/shop-api/page-head-texts.contract';

/**
 * What the shell needs of the server's city settings (the frame's CitiesViewModel answers it):
 * whether sushi is on in a city, the page titles and descriptions staff wrote for it, and whether
 * the server has answered yet.
 */
export interface CitySettings {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  sushiEnabledIn(city: CitySlug): boolean;
  headTextsIn(city: CitySlug): readonly PageHeadTextDto[];
}

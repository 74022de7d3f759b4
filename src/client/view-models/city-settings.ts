import type { CitySlug } from '../../domain/city/city';

/**
 * What the shell needs of the server's city settings (the frame's CitiesViewModel answers it):
 * whether sushi is on in a city, and whether the server has answered yet.
 */
export interface CitySettings {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  sushiEnabledIn(city: CitySlug): boolean;
}

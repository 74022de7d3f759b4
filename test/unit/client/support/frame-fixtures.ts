import { FakePageLocationAdapter } from '../../../../src/client/adapters/server-render/fake-page-location.adapter';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryLanguageAdapter } from './doubles/in-memory-language.adapter';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { CITY_PROFILES } from '../../../../src/client/config/city-profiles.config';
import { AppShellViewModel } from '../../../../src/client/view-models/app-shell.view-model';
import { CitiesViewModel } from '../../../../src/client/view-models/cities.view-model';

/** The shell at a URL, with a cookie jar to inspect, as the frame's view-models see it. */
export const shellAt = (pathname: string, cookies: Record<string, string> = {}) => {
  const jar = new InMemoryCookieAdapter(cookies);
  const shell = new AppShellViewModel(jar, new InMemoryLanguageAdapter(), new FakePageLocationAdapter(), CITY_PROFILES);
  shell.syncLocation(pathname, '');
  return { shell, jar };
};

export const citiesOn = (api: InMemorySiteApi) => new CitiesViewModel(api, CITY_PROFILES);

/** Kyiv wall time as an instant: winter is UTC+2, summer UTC+3. */
export const KYIV = {
  winterNoon: Date.UTC(2025, 0, 15, 10, 0),
  winter23: Date.UTC(2025, 0, 15, 21, 0),
  summerNoon: Date.UTC(2025, 6, 15, 9, 0),
  summer23: Date.UTC(2025, 6, 15, 20, 0),
} as const;

/** Lets pending promise callbacks (the fake API's answers) run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

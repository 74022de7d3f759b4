import type { GoogleMapsApi, LoadGoogleMaps } from './google-maps.types';

/**
 * Loads the Maps JavaScript API with @googlemaps/js-api-loader v2 (`setOptions` then
 * `importLibrary`; v2's `new Loader()` throws). The package is imported only here and only when a
 * key exists, so shops without a key never download it. Region UA. The load happens
 * once per loader: the API can be configured once per page.
 */
export const createGoogleMapsLoader = (key: string, language: () => string): LoadGoogleMaps => {
  let loading: Promise<GoogleMapsApi> | null = null;
  return () => {
    loading ??= (async () => {
      const { setOptions, importLibrary } = await import('@googlemaps/js-api-loader');
      setOptions({ key, region: 'UA', language: language(), v: 'weekly' });
      const maps = (await importLibrary('maps')) as unknown as Pick<GoogleMapsApi, 'Map' | 'Polygon'>;
      const marker = (await importLibrary('marker')) as unknown as Pick<GoogleMapsApi, 'Marker'>;
      return { Map: maps.Map, Polygon: maps.Polygon, Marker: marker.Marker };
    })();
    // A failed load (offline, bad key) may be retried on the next mount.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
};

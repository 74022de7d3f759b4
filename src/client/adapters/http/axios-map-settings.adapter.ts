import type { HttpClient } from './axios-http-client';
import { sendRequest } from './http-request';

/**
 * GET /api/site-management/settings → the googleApiKey setting, '' when unset or unreadable.
 * Only the map adapter's choice needs it, so it is a function, not a port of the application.
 */
export const loadGoogleApiKey = (http: HttpClient) => async (): Promise<string> => {
  const answer = await sendRequest(http, { method: 'get', url: '/site-management/settings' });
  const settings: unknown = answer.ok ? answer.value : null;
  if (!Array.isArray(settings)) return '';
  const entry: unknown = settings.find(
    (setting: unknown) =>
      typeof setting === 'object' && setting !== null && (setting as { name?: unknown }).name === 'googleApiKey',
  );
  const value = (entry as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' ? value.trim() : '';
};

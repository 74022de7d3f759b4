import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { AUTH_COOKIE_NAME } from '../../application/auth-cookie';
import type { CookiePort } from '../../application/ports/cookie.port';

/** The API shares the page's origin (decisions: one process, API under /api). */
export const API_BASE_URL = '/api';

/** What the adapters send through (http-request.ts): one request, answered as axios answers it. */
export interface HttpClient {
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

export interface HttpClientOptions {
  readonly baseURL?: string;
  /** Another transport than the browser's (tests answer from a function). */
  readonly adapter?: AxiosAdapter;
}

/**
 * Every request carries the admin's bearer token when the auth_token cookie exists.
 * The cookie is read per request, so logging in or out takes effect without a new client.
 *
 * axios itself is imported with the first request: a server-rendered menu page sends none at
 * start, so it is not part of the scripts every first visit downloads (architecture/performance.md).
 * A failed download is tried again with the next request (the request itself fails as unanswered).
 */
export const createHttpClient = (cookies: CookiePort, options: HttpClientOptions = {}): HttpClient => {
  let client: Promise<AxiosInstance> | null = null;
  const load = (): Promise<AxiosInstance> => {
    client ??= import('axios').then(
      ({ default: axios }) => {
        const http = axios.create({
          baseURL: options.baseURL ?? API_BASE_URL,
          timeout: 15_000,
          ...(options.adapter === undefined ? {} : { adapter: options.adapter }),
        });
        http.interceptors.request.use((config) => {
          const token = cookies.get(AUTH_COOKIE_NAME);
          if (token) config.headers.set('Authorization', `Bearer ${token}`);
          return config;
        });
        return http;
      },
      (error: unknown) => {
        client = null;
        throw error;
      },
    );
    return client;
  };
  return { request: async (config) => (await load()).request(config) };
};

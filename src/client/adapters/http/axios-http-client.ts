import axios, { type AxiosInstance } from 'axios';
import { AUTH_COOKIE_NAME } from '../../application/auth-cookie';
import type { CookiePort } from '../../application/ports/cookie.port';

/** The API shares the page's origin (decisions: one process, API under /api). */
export const API_BASE_URL = '/api';

/**
 * Every request carries the admin's bearer token when the auth_token cookie exists.
 * The cookie is read per request, so logging in or out takes effect without a new client.
 */
export const createHttpClient = (cookies: CookiePort, baseURL: string = API_BASE_URL): AxiosInstance => {
  const http = axios.create({ baseURL, timeout: 15_000 });
  http.interceptors.request.use((config) => {
    const token = cookies.get(AUTH_COOKIE_NAME);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  return http;
};

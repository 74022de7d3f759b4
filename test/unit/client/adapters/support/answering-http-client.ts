import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { InMemoryCookieAdapter } from '../../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { createHttpClient, type HttpClient } from '../../../../../src/client/adapters/http/axios-http-client';

export type Answer = (config: InternalAxiosRequestConfig) => { status: number; data: unknown };

/**
 * The shop's axios client (createHttpClient) with a transport answering from a function instead
 * of the network; `status: 0` plays a network failure. `sent` records every request.
 */
export const answeringHttpClient = (
  answer: Answer,
  cookies: Record<string, string> = {},
): { http: HttpClient; sent: InternalAxiosRequestConfig[] } => {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const { status, data } = answer(config);
    if (status === 0) throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  const http = createHttpClient(new InMemoryCookieAdapter(cookies), { adapter });
  return { http, sent };
};

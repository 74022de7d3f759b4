import type { AxiosError, AxiosRequestConfig } from 'axios';
import { ok, type Err, type Ok } from '../../../domain/shared/result';
import type { HttpClient } from './axios-http-client';

/**
 * Why a request brought back no body to read: 'no-answer' when the server was not reached or did
 * not answer in time, 'status' when it answered with an error status (4xx, 5xx) and that answer's
 * body, which may explain a refusal.
 */
export type HttpFailure = Err<'no-answer'> | (Err<'status'> & { readonly status: number; readonly body: unknown });

/** The body of a successful answer, or why there is none. */
export type HttpResult = Ok<unknown> | HttpFailure;

/**
 * Sends one request with the shop's client (axios-http-client.ts) and answers the body of its
 * answer, or why there is none; it never throws. Every axios adapter sends through here and turns
 * the failure into its port's own reasons (401 signs out, 409 is a conflict, ...).
 */
/** axios's own test (isAxiosError), without importing axios up front (axios-http-client.ts). */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export const sendRequest = async (http: HttpClient, request: AxiosRequestConfig): Promise<HttpResult> => {
  try {
    return ok((await http.request<unknown>(request)).data);
  } catch (error) {
    const response = isAxiosError(error) ? error.response : undefined;
    return response === undefined
      ? { ok: false, reason: 'no-answer' }
      : { ok: false, reason: 'status', status: response.status, body: response.data };
  }
};

/** The status the server answered with, when it answered. */
export const statusOf = (failure: HttpFailure): number | undefined =>
  failure.reason === 'status' ? failure.status : undefined;

/** A 4xx answer: the server understood and refused; its body says why. */
export const isRefusal = (failure: HttpFailure): failure is HttpFailure & { readonly reason: 'status' } =>
  failure.reason === 'status' && failure.status >= 400 && failure.status < 500;

/** The `message` of a refusal's `{error, message}` body; only a non-empty text is worth showing. */
export const refusalMessageOf = (body: unknown): string | undefined => {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};

import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/** Bad input of any shape: a 4xx with the API's {error, message} body, never a 5xx or a stack. */
export const expectApiRefusal = async (
  app: FastifyInstance,
  request: InjectOptions,
  status?: number,
): Promise<{ error: string; message: string }> => {
  const response = await app.inject(request);
  if (status !== undefined) expect(response.statusCode, response.body).toBe(status);
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { error: string; message: string };
  expect(body).toEqual({ error: expect.any(String), message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(10);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return body;
};

/** Query strings every `?cityId` read must refuse: [label, query string, status]. */
export const BAD_CITY_QUERIES: readonly (readonly [string, string, number])[] = (
  [
    ['', 400],
    ['cityId=', 400],
    ['cityId=abc', 400],
    ['cityId=NaN', 400],
    ['cityId=-1', 400],
    ['cityId=0', 400],
    ['cityId=1.5', 400],
    ['cityId=true', 400],
    ['cityId=1e400', 400],
    ['cityId=-1e400', 400],
    ['cityId=99999999999999999999', 400],
    ['cityId=32768', 400],
    ['cityId=1&cityId=2', 400],
    [`cityId=${'9'.repeat(5000)}`, 400],
    [`cityId=${'x'.repeat(100_000)}`, 400],
    ['cityId=%00', 400],
    ['cityId=3', 404],
    ['cityId=32767', 404],
  ] as const
).map(([query, status]) => [
  query.length > 40 ? `${query.slice(0, 20)}… (${query.length} characters)` : query || '(none)',
  query,
  status,
]);

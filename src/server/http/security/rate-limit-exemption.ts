import type { FastifyInstance } from 'fastify';

const isWrite = (method: string | readonly string[]): boolean =>
  (typeof method === 'string' ? [method] : method).some((name) => name.toUpperCase() === 'POST');

/**
 * Marks every route that takes no POST with `rateLimit: false`, which @fastify/rate-limit reads
 * when the route is added: such routes get no limiter hook at all. An allowList would be asked
 * only after the plugin has worked out the client's address (X-Forwarded-For behind a proxy) and
 * awaited twice, on every read. Register before the plugin: onRoute hooks run in order. A route
 * that configures its own limit keeps it.
 */
export const exemptReadsFromRateLimit = (app: FastifyInstance): void => {
  app.addHook('onRoute', (route) => {
    if (isWrite(route.method) || route.config?.rateLimit !== undefined) return;
    route.config = { ...route.config, rateLimit: false };
  });
};

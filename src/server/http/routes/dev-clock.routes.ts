import type { FastifyInstance } from 'fastify';

/** The part of FixedClock the route moves. */
export interface DevClock {
  now(): Date;
  advanceBy(milliseconds: number): void;
}

const DAY_SECONDS = 24 * 60 * 60;

const ADVANCE_BODY = {
  type: 'object',
  required: ['advanceSeconds'],
  properties: { advanceSeconds: { type: 'integer', minimum: -DAY_SECONDS, maximum: DAY_SECONDS } },
} as const;

/**
 * POST /api/dev/clock {advanceSeconds} → {now}: moves the fixed clock (SHOP_FIXED_TIME) on or back,
 * so a browser journey can live through a rule that waits (a new SMS code after a minute) without
 * waiting. It exists only when SHOP_DEV_CLOCK=1 asks for it and the clock is fixed: a shop on the
 * real clock never has it (order-pipeline.composition.ts, main.ts).
 */
export const devClockRoutes = (deps: { readonly clock: DevClock }) => async (app: FastifyInstance) => {
  app.post<{ Body: { advanceSeconds: number } }>(
    '/api/dev/clock',
    { schema: { body: ADVANCE_BODY } },
    async (request, reply) => {
      deps.clock.advanceBy(request.body.advanceSeconds * 1000);
      reply.header('cache-control', 'no-store');
      return { now: deps.clock.now().toISOString() };
    },
  );
};

import type { FastifyInstance } from 'fastify';
import type { ClockPort } from '../../application/ports/clock.port';
import type { DatabaseHealthPort } from '../../application/ports/database-health.port';

/** GET /api/health: for load balancers and monitoring; 503 while the database is unreachable. */
export const healthRoutes =
  (deps: { database: DatabaseHealthPort; clock: ClockPort }) => async (app: FastifyInstance) => {
    app.get(
      '/api/health',
      {
        schema: {
          response: {
            200: healthSchema,
            503: healthSchema,
          },
        },
      },
      async (_request, reply) => {
        const databaseUp = await deps.database.ping();
        reply.header('cache-control', 'no-store');
        return reply.code(databaseUp ? 200 : 503).send({
          status: databaseUp ? 'ok' : 'unavailable',
          database: databaseUp ? 'up' : 'down',
          time: deps.clock.now().toISOString(),
        });
      },
    );
  };

const healthSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, database: { type: 'string' }, time: { type: 'string' } },
} as const;

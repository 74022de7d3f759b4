import type { FastifyInstance } from 'fastify';
import type { ReadSmsBudgetUseCase } from '../../application/staff/read-sms-budget.use-case';

export interface SmsBudgetRoutesDeps {
  readonly readSmsBudget: Pick<ReadSmsBudgetUseCase, 'execute'>;
}

/** GET /api/admin/sms-budget. Registered inside adminRoutes: admin token required, never cached. */
export const smsBudgetRoutes = (deps: SmsBudgetRoutesDeps) => async (app: FastifyInstance) => {
  app.get(
    '/api/admin/sms-budget',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['used', 'budget', 'exhausted'],
            properties: { used: { type: 'integer' }, budget: { type: 'integer' }, exhausted: { type: 'boolean' } },
          },
        },
      },
    },
    async () => deps.readSmsBudget.execute(),
  );
};

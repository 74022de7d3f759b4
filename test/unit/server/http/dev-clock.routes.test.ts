import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../src/server/adapters/clock/fixed-clock.adapter';
import { devClockRoutes } from '../../../../src/server/http/routes/dev-clock.routes';

const appWith = async (clock: FixedClock) => {
  const app = Fastify();
  await app.register(devClockRoutes({ clock }));
  return app;
};

describe('POST /api/dev/clock', () => {
  it('moves the fixed clock on and back by whole seconds', async () => {
    const clock = new FixedClock(new Date('2025-01-15T10:00:00Z'));
    const app = await appWith(clock);
    const on = await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceSeconds: 61 } });
    expect(on.json()).toEqual({ now: '2025-01-15T10:01:01.000Z' });
    expect(clock.now().toISOString()).toBe('2025-01-15T10:01:01.000Z');
    await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceSeconds: -61 } });
    expect(clock.now().toISOString()).toBe('2025-01-15T10:00:00.000Z');
  });

  it.each([{}, { advanceSeconds: 1.5 }, { advanceSeconds: 'soon' }, { advanceSeconds: 86_401 }])(
    'refuses %j with a 400 and leaves the clock',
    async (payload) => {
      const clock = new FixedClock(new Date('2025-01-15T10:00:00Z'));
      const response = await (await appWith(clock)).inject({ method: 'POST', url: '/api/dev/clock', payload });
      expect(response.statusCode).toBe(400);
      expect(clock.now().toISOString()).toBe('2025-01-15T10:00:00.000Z');
    },
  );
});

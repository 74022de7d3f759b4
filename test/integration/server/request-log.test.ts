import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../src/server/adapters/clock/fixed-clock.adapter';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import type { LogLevel } from '../../../src/server/config/config.types';
import { buildApp } from '../../../src/server/http/build-app';
import { resolveShopPageStatus } from '../../../src/server/http/static/shop-page-status';
import { FIXTURE_CLIENT_DIR, TEST_NOW } from '../support/test-shop';

const opened: { app: FastifyInstance; uploadsDir: string }[] = [];
afterEach(async () => {
  for (const { app, uploadsDir } of opened.splice(0)) {
    await app.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
});

/** The app with no database behind it, its request lines collected. */
const appLoggingAt = async (logLevel: LogLevel) => {
  const lines: Record<string, unknown>[] = [];
  const uploadsDir = mkdtempSync(join(tmpdir(), 'request-log-'));
  const app = await buildApp({
    clock: new FixedClock(TEST_NOW),
    database: { ping: async () => true },
    auth: {
      logIn: { execute: async () => ({ ok: false, reason: 'invalid-credentials' }) },
      authenticate: { execute: async () => null },
    },
    uploadsDir,
    clientDir: FIXTURE_CLIENT_DIR,
    resolvePageStatus: resolveShopPageStatus,
    publicUrl: 'http://localhost:3000',
    logLevel,
    logger: silentLogger,
    requestLogDestination: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  opened.push({ app, uploadsDir });
  return { app, lines };
};

describe('request log', () => {
  it('writes one line per answered request: method, URL, status, time and address, under the request id', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9' });
    await app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request answered',
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
      ip: '203.0.113.9',
    });
    expect(lines[0]?.ms).toEqual(expect.any(Number));
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    expect(lines[1]).toMatchObject({ url: '/api/no-such-call', statusCode: 404 });
    expect(lines[1]?.reqId).not.toBe(lines[0]?.reqId);
  });

  it('writes nothing above info', async () => {
    const { app, lines } = await appLoggingAt('warn');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });
});

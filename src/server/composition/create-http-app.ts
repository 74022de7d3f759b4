import type { FastifyInstance } from 'fastify';
import type { ClockPort } from '../application/ports/clock.port';
import type { LogLevel } from '../config/config.types';
import type { Database } from '../adapters/database/database';
import type { RateLimits } from '../http/app-deps';
import { buildApp } from '../http/build-app';
import type { PageStatusResolver } from '../http/static/page-status';
import { resolveShopPageStatus } from '../http/static/shop-page-status';
import type { AdminAuth } from './admin-auth.composition';

/** The HTTP app wired to the shop's use cases; main.ts and the integration tests share it. */
export const createHttpApp = (deps: {
  database: Database;
  clock: ClockPort;
  adminAuth: AdminAuth;
  uploadsDir: string;
  clientDir: string;
  publicUrl: string;
  logLevel: LogLevel | false;
  trustProxy?: boolean;
  rateLimits?: Partial<RateLimits>;
  resolvePageStatus?: PageStatusResolver;
}): Promise<FastifyInstance> =>
  buildApp({
    clock: deps.clock,
    database: deps.database,
    auth: { logIn: deps.adminAuth.logIn, authenticate: deps.adminAuth.authenticate },
    uploadsDir: deps.uploadsDir,
    clientDir: deps.clientDir,
    resolvePageStatus: deps.resolvePageStatus ?? resolveShopPageStatus,
    publicUrl: deps.publicUrl,
    logLevel: deps.logLevel,
    trustProxy: deps.trustProxy,
    rateLimits: deps.rateLimits,
  });

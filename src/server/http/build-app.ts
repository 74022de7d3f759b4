import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHotReadServer } from './hot-reads/hot-read-server';
import { HotReadShortcut } from './hot-reads/hot-read-shortcut';
import type { LogLevel } from '../config/config.types';
import { DEFAULT_RATE_LIMITS, type AppDeps } from './app-deps';
import { createRequireAdmin } from './auth/require-admin.hook';
import { installErrorHandler } from './errors/error-handler';
import { installNotFoundHandler } from './errors/not-found-handler';
import { AnsweredRequestLog, answeredLineOf } from './logging/answered-request-log';
import { adminRoutes } from './routes/admin.routes';
import { apiNotFoundRoutes } from './routes/api-not-found.routes';
import { authRoutes } from './routes/auth.routes';
import { catalogueRoutes } from './routes/catalogue.routes';
import { publicScheduleRoutes } from './routes/admin-site.routes';
import { orderProgressRoutes } from './routes/order-progress.routes';
import { orderPipelineRoutes } from './routes/order-pipeline.routes';
import { healthRoutes } from './routes/health.routes';
import { seoRoutes } from './routes/seo.routes';
import { uploadsRoutes } from './routes/uploads.routes';
import { photoFilesRoutes } from './routes/photo-files.routes';
import { helmetOptions } from './security/content-security-policy';
import { registerSecurityHeaders } from './security/precomputed-security-headers';
import { exemptReadsFromRateLimit } from './security/rate-limit-exemption';
import { installJsonBodyText } from './security/json-body-text';
import { refuseNonFiniteNumbers } from './security/non-finite-numbers.guard';
import { refuseUnstorableText } from './security/unstorable-text.guard';
import { registerClientStatic } from './static/client-static.plugin';
import { createSpaFallback } from './static/spa-fallback';
import { registerOpenApi } from './docs/openapi.plugin';
import { proxyTrustOf } from './security/proxy-trust';

/**
 * The request line (answered-request-log.ts) is info. Above info it would never be written, yet a
 * request logger costs every request a child logger and a hook: about a third of a cached menu
 * read's CPU (measured). Errors go to deps.logger anyway.
 */
const logsRequests = (level: LogLevel | false): level is LogLevel =>
  level === 'info' || level === 'debug' || level === 'trace';

/** Menus per city and encoding (2 cities x 3 encodings) with room to spare. */
const HOT_READ_ENTRIES = 32;

/** Orders, carts and coupon checks are small; 256 KiB leaves room and stops abuse early. */
const JSON_BODY_LIMIT = 256 * 1024;

/**
 * The Fastify app: cross-cutting plugins first (security headers, rate limits, error
 * shape), then the API routes, then the static client with its SPA fallback. Routes only
 * translate HTTP to use-case calls and results back to HTTP.
 */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const requestLogLevel = logsRequests(deps.logLevel) ? deps.logLevel : null;
  // Fastify (request.ip, so the rate limits) and the shortcut's log line trust the same proxies.
  const trustProxy = proxyTrustOf(deps.trustProxy ?? false);
  // The requests the shortcut answers get the request line Fastify's would (answered-request-log.ts).
  // It answers only once the server listens, when `app` below exists.
  const hotReads = new HotReadShortcut({
    maxEntries: HOT_READ_ENTRIES,
    ...(requestLogLevel === null
      ? {}
      : {
          onAnswered: (request, statusCode, startedAt) =>
            app.log.info(answeredLineOf(request, statusCode, startedAt, trustProxy), 'request answered'),
        }),
  });
  const app = Fastify({
    serverFactory: createHotReadServer(hotReads),
    logger:
      requestLogLevel === null
        ? false
        : {
            level: requestLogLevel,
            ...(deps.requestLogDestination === undefined ? {} : { stream: deps.requestLogDestination }),
          },
    logController: new AnsweredRequestLog(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy,
  });

  // Same headers as @fastify/helmet, computed once instead of on every request.
  // The test payment page is the one HTML page under /api: it keeps the document policy.
  const documentPaths = deps.orders?.testPayment == null ? [] : [deps.orders.testPayment.pagePath];
  const securityHeaders = await registerSecurityHeaders(
    app,
    helmetOptions({ https: deps.publicUrl.startsWith('https:') }),
    documentPaths,
  );
  // Reads are cheap and cacheable; writes (orders, SMS, callbacks, logins) are what gets abused.
  // Reads are exempt per route, so a menu read does not even work out the client's address.
  exemptReadsFromRateLimit(app);
  await app.register(fastifyRateLimit, {
    ...deps.rateLimitStore,
    // A store that cannot be reached (Redis restarting) must not stop the shop from taking orders.
    skipOnError: true,
    global: true,
    max: rateLimits.postsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  });
  await registerOpenApi(app, deps.publicUrl);
  installErrorHandler(app, deps.logger);
  installJsonBodyText(app);
  refuseUnstorableText(app);
  refuseNonFiniteNumbers(app);
  const { seo } = deps;
  const spaFallback = createSpaFallback({
    clientDir: deps.clientDir,
    resolvePageStatus: deps.resolvePageStatus,
    ...(seo === undefined
      ? {}
      : { pageHead: (pathname: string, search: string) => seo.getPageHead.execute(pathname, search) }),
    ...(seo?.getPageBody === undefined
      ? {}
      : {
          pageBody: seo.getPageBody.execute.bind(seo.getPageBody),
          notFoundBody: seo.getPageBody.notFound.bind(seo.getPageBody),
        }),
    onHeadError: (error) => deps.logger.error('a page went out without its head', { error: String(error) }),
  });
  installNotFoundHandler(app, spaFallback);

  app.decorateRequest('admin', null);
  app.decorate('requireAdmin', createRequireAdmin(deps.auth.authenticate));
  // Only reply.sendFile (safe file sending with ETag/Range/304); routes pick the root per call.
  await app.register(fastifyStatic, {
    root: deps.uploadsDir,
    serve: false,
    suppressWarning: true,
    cacheControl: false,
  });

  await app.register(healthRoutes({ database: deps.database, clock: deps.clock }));
  await app.register(
    authRoutes({
      logIn: deps.auth.logIn,
      ...(deps.auth.logOut === undefined ? {} : { logOut: deps.auth.logOut }),
      maxAttemptsPerMinute: rateLimits.loginsPerMinute,
      secureCookie: deps.publicUrl.startsWith('https:'),
    }),
  );
  await app.register(adminRoutes(deps));
  if (deps.site) await app.register(publicScheduleRoutes(deps.site));
  await app.register(uploadsRoutes(deps.uploadsDir));
  if (deps.readPhotoFile) await app.register(photoFilesRoutes({ readPhotoFile: deps.readPhotoFile }));
  if (deps.catalogue) await app.register(catalogueRoutes({ ...deps.catalogue, hotReads }));
  if (deps.orders)
    await app.register(
      orderPipelineRoutes({ ...deps.orders, orderLookupsPerMinute: rateLimits.orderLookupsPerMinute }),
    );
  if (deps.orderProgress)
    await app.register(
      orderProgressRoutes({ ...deps.orderProgress, orderLookupsPerMinute: rateLimits.orderLookupsPerMinute }),
    );
  await app.register(apiNotFoundRoutes);
  await app.register(
    seoRoutes({
      publicUrl: deps.publicUrl.replace(/\/+$/, ''),
      ...(seo === undefined ? {} : { listSitemap: seo.listSitemap }),
    }),
  );

  await registerClientStatic(app, { clientDir: deps.clientDir, spaFallback, securityHeaders });
  return app;
};

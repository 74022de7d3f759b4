import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { TrustProxy } from '../config/trust-proxy';
import type { Result } from '../../domain/shared/result';
import type { AdminSession, LogInFailure } from '../application/auth/log-in-admin.use-case';
import type { AdminIdentity } from '../application/ports/admin-repository.port';
import type { ClockPort } from '../application/ports/clock.port';
import type { LoggerPort } from '../application/ports/logger.port';
import type { DatabaseHealthPort } from '../application/ports/database-health.port';
import type { LogLevel } from '../config/config.types';
import type { CatalogueRoutesDeps } from './routes/catalogue.routes';
import type { OrderRoutesDeps } from './routes/order-pipeline.routes';
import type { OrderProgressRoutesDeps } from './routes/order-progress.routes';
import type { PageStatusResolver } from './static/page-status';
import type { AdminRoutesDeps } from './routes/admin.routes';
import type { ReadPhotoFileUseCase } from '../application/staff/product-photo.use-cases';
import type { GetPageHeadUseCase } from '../application/seo/get-page-head.use-case';
import type { ListSitemapUseCase } from '../application/seo/list-sitemap.use-case';
import type { GetPageBodyUseCase } from '../application/seo/get-page-body.use-case';

/** The page heads and contents written into the storefront's HTML, and the sitemap (architecture/seo.md). */
export interface SeoDeps {
  readonly getPageHead: Pick<GetPageHeadUseCase, 'execute'>;
  /** Absent: every page goes out as the empty shell the browser fills. */
  readonly getPageBody?: Pick<GetPageBodyUseCase, 'execute' | 'notFound'>;
  readonly listSitemap: Pick<ListSitemapUseCase, 'execute'>;
}

/** Everything the HTTP layer needs, handed in by the composition root; handlers hold no rules. */
/** The admin sections' calls come in through AdminRoutesDeps (admin.routes.ts), one field each. */
export interface AppDeps extends AdminRoutesDeps {
  readonly clock: ClockPort;
  readonly database: DatabaseHealthPort;
  readonly auth: {
    readonly logIn: {
      execute(input: { login: string; password: string }): Promise<Result<AdminSession, LogInFailure>>;
    };
    readonly authenticate: { execute(token: string): Promise<AdminIdentity | null> };
    /** POST /api/auth/logout; absent in tests of other routes. */
    readonly logOut?: { execute(token: string): Promise<void> };
  };
  /** GET /api/photos/{name}: uploaded pictures from the image store; absent in tests of other routes. */
  readonly readPhotoFile?: Pick<ReadPhotoFileUseCase, 'execute'>;
  /** DATA_DIR/uploads */
  readonly uploadsDir: string;
  /** dist/client: the built SPA. */
  readonly clientDir: string;
  readonly resolvePageStatus: PageStatusResolver;
  /** Catalogue, site and address calls (catalogue.composition.ts); absent in tests of other routes. */
  readonly catalogue?: CatalogueRoutesDeps;
  /** Page heads and the sitemap; absent in tests of other routes (pages then go out as built). */
  readonly seo?: SeoDeps;
  /** Cart prices, coupons, orders, confirmation and payments (order-pipeline.composition.ts); absent in tests of other routes. */
  readonly orders?: OrderRoutesDeps;
  /** The order status page's reads and live stream (order-progress.composition.ts); absent in tests of other routes. */
  readonly orderProgress?: OrderProgressRoutesDeps;
  /** https PUBLIC_URL turns on HSTS and upgrade-insecure-requests. */
  readonly publicUrl: string;
  /** info and below: one line per answered request; above info (or false, in tests) no request logger at all. */
  readonly logLevel: LogLevel | false;
  /** Where request lines go: standard output when absent (tests read them here). */
  readonly requestLogDestination?: { write(line: string): void };
  /** Where unexpected errors (the 500s) are logged, whatever the level of request logging. */
  readonly logger: LoggerPort;
  readonly trustProxy?: TrustProxy;
  readonly rateLimits?: Partial<RateLimits>;
  /**
   * Where the rate limits count: a store shared by every instance (PostgreSQL, or Redis when
   * REDIS_URL is set). Absent in tests of single routes: each app counts in its own memory.
   */
  readonly rateLimitStore?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
}

export interface RateLimits {
  /** POST requests per IP and minute, all routes together: generous, against floods only. */
  readonly postsPerMinute: number;
  /** Login attempts per IP and minute. */
  readonly loginsPerMinute: number;
  /** Reads of an order by its code per IP and minute: the code is the order's only key, so guessing is what to stop. */
  readonly orderLookupsPerMinute: number;
}

// 300 POSTs a minute lets a whole office behind one NAT order at lunchtime (address lookups are POSTs too).
export const DEFAULT_RATE_LIMITS: RateLimits = { postsPerMinute: 300, loginsPerMinute: 10, orderLookupsPerMinute: 60 };

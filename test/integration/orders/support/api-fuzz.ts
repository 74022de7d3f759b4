import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { cartLine, orderBody } from './order-requests';

/*
 * The fuzzing behind api-fuzz*.test.ts (two files, so the two test workers share the work).
 * Generated garbage at every /api endpoint: random JSON of every type, wrong types in the right
 * places, huge strings, all of Unicode (lone surrogates and NUL included), deep nesting, hostile
 * query strings and path segments. Whatever arrives, the answer is below 500, and every error is
 * JSON with {error or reason, message}: never a stack trace, never an HTML error page.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: Method;
  /** Path with `{param}` holes filled by generated segments. */
  readonly path: string;
  /** A valid body (POST) or query (GET) whose fields the generator mutates. */
  readonly valid: Readonly<Record<string, unknown>>;
  /** Form-encoded bodies, as payment providers post them. */
  readonly form?: boolean;
}

const SIGNED = { data: 'eyJvcmRlcl9pZCI6IkEifQ==', signature: 'c2lnbmF0dXJl' };

const NAMES = { uk: 'Назва', en: 'Name', ru: 'Название' };
const PRODUCT = {
  cityId: 1,
  category: 'burgers',
  translation: { uk: 'Новий бургер', en: 'New burger', ru: 'Новый бургер' },
  description: { uk: 'Яловичина, сир', en: 'Beef, cheese', ru: 'Говядина, сыр' },
  basePrice: 199,
  size: { amount: 350, unit: 'g' },
  rolls: 0,
  alcohol: false,
  tags: [],
  hidden: false,
};
const COUPON = {
  code: 'FUZZ10',
  kind: 'percent',
  value: 10,
  minSum: 0,
  validFrom: '2025-01-01',
  validUntil: '2025-12-31',
  usageLimit: 100,
  active: true,
  cityIds: [1],
  gifts: [],
};
const BANNER = {
  cityId: 1,
  page: 'burgers',
  picture: { file: 'banner-promise.uk.svg' },
  localePictures: {},
  alt: { uk: 'Банер', en: 'Banner', ru: 'Баннер' },
  link: '/sushi/',
  active: true,
  showFrom: null,
  showUntil: null,
};
const HOURS = { open: '10:00', close: '22:00' };
const SITE = {
  weekly: Array.from({ length: 7 }, () => HOURS),
  exceptions: [{ date: '2025-12-31', hours: null }],
  stops: [{ switch: 'sushi', stopped: true, title: 'Суші відпочивають', description: 'До завтра' }],
  sushiEnabled: true,
  phone: '+38 (067) 123 45 67',
  busy: null,
  slotCapacity: 10,
};
const PICKUP_POINT = {
  cityId: 1,
  locality: { uk: 'Львів', en: 'Lviv', ru: 'Львов' },
  street: { uk: 'вулиця Городоцька', en: 'Horodotska Street', ru: 'улица Городоцкая' },
  house: '28',
  hours: '10:00–22:00',
  isOpen: true,
};
const ZONES_FILE = {
  cityId: 1,
  format: 'geojson',
  content: '{"type":"FeatureCollection","features":[]}',
};

/** The admin's catalogue: products, their photos and modifiers, coupons, banners, content pages. */
const CATALOGUE_STAFF_ENDPOINTS: readonly Endpoint[] = [
  { method: 'POST', path: '/api/admin/menu/products', valid: PRODUCT },
  { method: 'PUT', path: '/api/admin/menu/products/{iikoId}', valid: PRODUCT },
  { method: 'DELETE', path: '/api/admin/menu/products/{iikoId}?cityId=1', valid: {} },
  { method: 'POST', path: '/api/admin/menu/products/{iikoId}/move', valid: { cityId: 1, move: 'up' } },
  // A photo is multipart: JSON garbage must be refused as such.
  { method: 'PUT', path: '/api/admin/menu/products/{iikoId}/photo?cityId=1', valid: {} },
  { method: 'DELETE', path: '/api/admin/menu/products/{iikoId}/photo?cityId=1', valid: {} },
  { method: 'GET', path: '/api/admin/menu/products/{iikoId}/modifier-groups', valid: {} },
  {
    method: 'PUT',
    path: '/api/admin/menu/products/{iikoId}/modifier-groups',
    valid: {
      groups: [
        {
          translation: { uk: 'Котлета', en: 'Patty', ru: 'Котлета' },
          kind: 'one-of',
          required: true,
          maxTotal: null,
          modifiers: [
            { iikoId: null, translation: NAMES, price: 0, maxCount: 1, isDefault: true },
            { iikoId: null, translation: NAMES, price: 75, maxCount: 1, isDefault: false },
          ],
        },
      ],
    },
  },
  { method: 'GET', path: '/api/admin/coupons', valid: {} },
  { method: 'POST', path: '/api/admin/coupons', valid: COUPON },
  { method: 'PUT', path: '/api/admin/coupons/{id}', valid: COUPON },
  { method: 'PATCH', path: '/api/admin/coupons/{id}', valid: { active: false } },
  { method: 'GET', path: '/api/admin/banners', valid: { cityId: 1, page: 'burgers' } },
  { method: 'POST', path: '/api/admin/banners', valid: BANNER },
  { method: 'PUT', path: '/api/admin/banners/{id}', valid: BANNER },
  { method: 'DELETE', path: '/api/admin/banners/{id}', valid: {} },
  { method: 'POST', path: '/api/admin/banners/{id}/move', valid: { move: 'down' } },
  { method: 'POST', path: '/api/admin/banners/pictures', valid: {} },
  { method: 'GET', path: '/api/admin/content/{page}', valid: { cityId: 1, locale: 'uk' } },
  {
    method: 'PUT',
    path: '/api/admin/content/{page}',
    valid: { cityId: 1, locale: 'uk', title: 'Доставка', body: '## Умови\n\nПо місту.' },
  },
  { method: 'DELETE', path: '/api/admin/content/{page}?cityId=1&locale=uk', valid: {} },
  { method: 'POST', path: '/api/admin/content/preview', valid: { body: '## Умови\n\n**Безкоштовно**', cityId: 1 } },
];

/** The admin's site settings, head texts, callbacks, SMS budget and audit log. */
const SITE_STAFF_ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/admin/site', valid: { cityId: 1 } },
  { method: 'PUT', path: '/api/admin/site?cityId=1', valid: SITE },
  { method: 'PATCH', path: '/api/admin/site?cityId=1', valid: { sushiEnabled: false, slotCapacity: 5 } },
  { method: 'GET', path: '/api/admin/page-heads', valid: { cityId: 1 } },
  {
    method: 'PUT',
    path: '/api/admin/page-heads?cityId=1',
    valid: { texts: [{ page: 'home', locale: 'uk', title: 'Бургери у Львові', description: 'Доставка' }] },
  },
  { method: 'GET', path: '/api/admin/callbacks', valid: { cityId: 1, before: 100 } },
  { method: 'GET', path: '/api/admin/callbacks/new-count', valid: { cityId: 1 } },
  { method: 'PATCH', path: '/api/admin/callbacks/{id}', valid: { status: 'done' } },
  { method: 'GET', path: '/api/admin/sms-budget', valid: {} },
  { method: 'GET', path: '/api/admin/audit', valid: { section: 'site-management', cityId: 1, before: 100 } },
];

/** The admin's delivery: pickup points, payment methods, zones, localities and streets. */
const DELIVERY_STAFF_ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/admin/delivery/pickup-points', valid: { cityId: 1 } },
  { method: 'POST', path: '/api/admin/delivery/pickup-points', valid: PICKUP_POINT },
  { method: 'PUT', path: '/api/admin/delivery/pickup-points/{id}', valid: PICKUP_POINT },
  { method: 'DELETE', path: '/api/admin/delivery/pickup-points/{id}?cityId=1', valid: {} },
  { method: 'GET', path: '/api/admin/delivery/payment-methods', valid: { cityId: 1 } },
  { method: 'PUT', path: '/api/admin/delivery/payment-methods/{method}', valid: { cityId: 1, isAllowed: true } },
  { method: 'GET', path: '/api/admin/delivery/zones', valid: { cityId: 1 } },
  { method: 'POST', path: '/api/admin/delivery/zones/preview', valid: ZONES_FILE },
  { method: 'POST', path: '/api/admin/delivery/zones/import', valid: ZONES_FILE },
  {
    method: 'POST',
    path: '/api/admin/delivery/address-check',
    valid: { cityId: 1, streetId: 'lviv-horodotska', house: '28' },
  },
  { method: 'GET', path: '/api/admin/delivery/localities', valid: { cityId: 1 } },
  { method: 'POST', path: '/api/admin/delivery/localities', valid: { cityId: 1, translation: NAMES } },
  { method: 'PUT', path: '/api/admin/delivery/localities/{id}', valid: { cityId: 1, translation: NAMES } },
  { method: 'DELETE', path: '/api/admin/delivery/localities/{id}?cityId=1', valid: {} },
  { method: 'GET', path: '/api/admin/delivery/streets', valid: { cityId: 1, localityId: 1 } },
  {
    method: 'POST',
    path: '/api/admin/delivery/streets',
    valid: {
      cityId: 1,
      localityId: 1,
      translation: NAMES,
      firstHouse: 1,
      lastHouse: 99,
      line: [
        [24.0, 49.84],
        [24.01, 49.85],
      ],
    },
  },
  { method: 'PUT', path: '/api/admin/delivery/streets/{id}', valid: { cityId: 1, translation: NAMES } },
  { method: 'DELETE', path: '/api/admin/delivery/streets/{id}?cityId=1', valid: {} },
  {
    method: 'POST',
    path: '/api/admin/delivery/streets/import',
    valid: { cityId: 1, localityId: 1, format: 'csv', content: 'uk,en,ru\nвулиця Нова,New Street,улица Новая\n' },
  },
];

/** Every route under /api the shop serves without LiqPay keys (the LiqPay callback has its own block). */
export const ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/health', valid: {} },
  { method: 'GET', path: '/api/cities', valid: {} },
  { method: 'GET', path: '/api/menu', valid: { cityId: 1 } },
  { method: 'GET', path: '/api/banners', valid: { isAvailable: 1, page: 'burgers', cityId: 1 } },
  { method: 'GET', path: '/api/delivery-and-payment', valid: {} },
  { method: 'GET', path: '/api/self-pickup-points', valid: { cityId: 1 } },
  { method: 'GET', path: '/api/site-management', valid: { cityId: 1 } },
  { method: 'GET', path: '/api/site-management/settings', valid: {} },
  { method: 'GET', path: '/api/site-management/working-hours', valid: { cityId: 1, isStoped: 1 } },
  { method: 'GET', path: '/api/content/{page}', valid: { cityId: 1 } },
  { method: 'GET', path: '/api/zones', valid: { cityId: 1 } },
  { method: 'GET', path: '/api/uploads/{photo}', valid: {} },
  { method: 'GET', path: '/api/order/{orderId}', valid: { lang: 'en' } },
  { method: 'GET', path: '/api/dev/sms', valid: { phone: '+38 (067) 123 45 67' } },
  { method: 'GET', path: '/api/admin/me', valid: {} },
  {
    method: 'GET',
    path: '/api/admin/orders',
    valid: { cityId: 1, group: 'awaiting', status: 'new', day: '2025-06-11', search: '067 123', before: 'ABCDEFGHJK' },
  },
  { method: 'GET', path: '/api/admin/orders/{code}', valid: {} },
  { method: 'GET', path: '/api/payments/test-page', valid: SIGNED },
  { method: 'GET', path: '/api/{anything}', valid: {} },
  { method: 'POST', path: '/api/auth', valid: { login: 'admin', password: 'secret-password' } },
  {
    method: 'POST',
    path: '/api/communication/call',
    valid: { name: 'Олена', phone: '+38 (067) 123 45 67', comment: '', cityId: 1 },
  },
  { method: 'POST', path: '/api/addresses/delivery-cities', valid: { cityId: 1 } },
  { method: 'POST', path: '/api/addresses/streets', valid: { cityId: 1, deliveryCityId: 101 } },
  {
    method: 'POST',
    path: '/api/addresses/zone/{cityId}',
    valid: { street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' }, house: '28' },
  },
  { method: 'POST', path: '/api/cart/check-prices', valid: { cartItems: [cartLine('burger-classic', 1)], cityId: 1 } },
  {
    method: 'POST',
    path: '/api/order/check-coupon',
    valid: { coupon: 'BURGER10', items: [cartLine('burger-classic', 2)], cityId: 1, payMethod: 'cash' },
  },
  { method: 'POST', path: '/api/order/create', valid: orderBody([cartLine('burger-classic', 2)]) },
  { method: 'POST', path: '/api/order/payment-status', valid: { orderId: 'ABCDEFGHJK' } },
  { method: 'POST', path: '/api/order/verify-code', valid: { orderId: 'ABCDEFGHJK', code: '1234' } },
  { method: 'POST', path: '/api/order/verify-phone-call', valid: { orderId: 'ABCDEFGHJK' } },
  { method: 'POST', path: '/api/order/resend-code', valid: { orderId: 'ABCDEFGHJK' } },
  { method: 'POST', path: '/api/admin/orders/{code}/status', valid: { from: 'new', to: 'accepted' } },
  { method: 'GET', path: '/api/admin/menu', valid: { cityId: 1 } },
  { method: 'PATCH', path: '/api/admin/menu/products/{iikoId}', valid: { cityId: 1, stopped: true, price: 199.5 } },
  { method: 'GET', path: '/api/admin/accounts', valid: {} },
  { method: 'POST', path: '/api/admin/accounts', valid: { login: 'olena.k', password: 'olena password' } },
  { method: 'PATCH', path: '/api/admin/accounts/{id}', valid: { active: false } },
  { method: 'DELETE', path: '/api/admin/accounts/{id}', valid: {} },
  { method: 'PUT', path: '/api/admin/accounts/{id}/password', valid: { password: 'a new password' } },
  {
    method: 'PUT',
    path: '/api/admin/accounts/me/password',
    valid: { currentPassword: 'not the password', newPassword: 'a new password' },
  },
  ...CATALOGUE_STAFF_ENDPOINTS,
  ...SITE_STAFF_ENDPOINTS,
  ...DELIVERY_STAFF_ENDPOINTS,
  { method: 'GET', path: '/api/site-management/schedule', valid: { cityId: 1 } },
  { method: 'GET', path: '/api/photos/{name}', valid: {} },
  { method: 'GET', path: '/api/order/{orderId}/progress', valid: { lang: 'en' } },
  { method: 'POST', path: '/api/order/{orderId}/payment-retry?lang=en', valid: {} },
  { method: 'POST', path: '/api/order/{orderId}/cash-payment?lang=en', valid: {} },
  { method: 'POST', path: '/api/auth/logout', valid: {} },
  { method: 'POST', path: '/api/payments/test-page', valid: SIGNED, form: true },
  { method: 'POST', path: '/api/payments/test-callback', valid: SIGNED, form: true },
  { method: 'POST', path: '/api/{anything}', valid: {} },
];

/** Behind the admin token the same garbage reaches the admin routes' own validation. */
export const STAFF_ENDPOINTS = ENDPOINTS.filter((endpoint) => endpoint.path.startsWith('/api/admin/'));

export const LIQPAY_ENDPOINT: Endpoint = {
  method: 'POST',
  path: '/api/payments/liqpay/callback',
  valid: SIGNED,
  form: true,
};

/** Strings that have broken servers before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '💥🍔🍣',
  'Ї'.repeat(300),
  '%00',
  '%',
  '../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  "'; DROP TABLE orders; --",
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '\r\n',
  '\t',
  'ＡＢＣ',
  'ǅ',
  '\u202e',
  '\ufeff',
] as const;

const unicodeString = fc.string({ unit: 'binary', maxLength: 40 });
const hugeString = fc.integer({ min: 10_000, max: 70_000 }).map((n) => 'я'.repeat(n));
const scalar = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  unicodeString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    1,
    2,
    3,
    32_767,
    32_768,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e300,
    -0.5,
    1.5,
  ),
  fc.boolean(),
  fc.constant(null),
);
const { value: garbage } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(unicodeString, fc.constantFrom('cityId', 'items', 'orderForm', 'orderId', 'code', 'coupon')),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
}));
/** 2 000 levels of nesting: deeper than any recursive walk should go. */
const deepNesting = fc
  .integer({ min: 100, max: 2_000 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown);

/** A valid body with some fields (top level or one level down) replaced by garbage. */
const mutated = (valid: Readonly<Record<string, unknown>>) =>
  fc
    .tuple(
      fc.subarray(Object.keys(valid)),
      fc.array(fc.tuple(unicodeString, garbage), { maxLength: 2 }),
      fc.array(garbage, { minLength: 8, maxLength: 8 }),
    )
    .map(([keys, extra, values]) => {
      const body: Record<string, unknown> = structuredClone(valid) as Record<string, unknown>;
      keys.forEach((key, index) => {
        const current = body[key];
        if (typeof current === 'object' && current !== null && !Array.isArray(current) && index % 2 === 1) {
          const inner = current as Record<string, unknown>;
          const innerKeys = Object.keys(inner);
          const innerKey = innerKeys[index % Math.max(1, innerKeys.length)] ?? 'x';
          body[key] = { ...inner, [innerKey]: values[index % values.length] };
        } else {
          body[key] = values[index % values.length];
        }
      });
      for (const [key, value] of extra) body[key] = value;
      return body;
    });

type Path = readonly (string | number)[];

const leafPaths = (value: unknown, path: Path = []): Path[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [path];
};

const withLeaf = (root: unknown, path: Path, leaf: unknown): unknown => {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  path.forEach((step, index) => {
    if (index === path.length - 1) node[step] = leaf;
    else node = node[step] as Record<string | number, unknown>;
  });
  return copy;
};

/** A valid body with exactly one leaf, however deep, replaced: reaches the code behind the schema. */
const leafMutated = (valid: Readonly<Record<string, unknown>>) => {
  const paths = leafPaths(valid).filter((path) => path.length > 0);
  if (paths.length === 0) return mutated(valid);
  const leaf = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: scalar },
    { weight: 1, arbitrary: unicodeString.map((text) => `${text}\u0000`) },
    { weight: 1, arbitrary: garbage },
  );
  return fc.tuple(fc.constantFrom(...paths), leaf).map(([path, value]) => withLeaf(valid, path, value));
};

const bodyOf = (endpoint: Endpoint) =>
  fc.oneof(
    { weight: 4, arbitrary: leafMutated(endpoint.valid) },
    { weight: 3, arbitrary: mutated(endpoint.valid) },
    { weight: 3, arbitrary: garbage },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

const segment = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  unicodeString,
  fc.integer().map(String),
  hugeString.map((s) => s.slice(0, 500)),
);

// A lone surrogate cannot be URL-encoded; the fuzz sends its replacement (U+FFFD), as a browser would.
const wellFormed = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');
const safeEncode = (text: string): string => encodeURIComponent(wellFormed(text));

const textOf = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const encodeQuery = (value: unknown): string => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `q=${safeEncode(textOf(value))}`;
  return Object.entries(value)
    .map(([key, v]) => `${safeEncode(key)}=${safeEncode(textOf(v))}`)
    .join('&');
};

const send = async (
  app: FastifyInstance,
  endpoint: Endpoint,
  body: unknown,
  pathSegment: string,
  rawText: boolean,
  headers: Record<string, string>,
) => {
  const path = endpoint.path.replace(/\{\w+\}/, safeEncode(pathSegment) || 'x');
  if (endpoint.method === 'GET') {
    return app.inject({ method: 'GET', url: `${path}?${encodeQuery(body)}`, headers });
  }
  if (endpoint.form && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const fields = Object.entries(body).map(([k, v]) => [wellFormed(k), wellFormed(textOf(v))]);
    return app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }
  if (body === undefined) return app.inject({ method: endpoint.method, url: path, headers });
  const payload = rawText ? String(body) : JSON.stringify(body);
  return app.inject({
    method: endpoint.method,
    url: path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
};

const assertSaneAnswer = (endpoint: Endpoint, response: Awaited<ReturnType<FastifyInstance['inject']>>): void => {
  const where = `${endpoint.method} ${endpoint.path} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.body, where).not.toMatch(/\n\s+at /);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const json = response.json() as Record<string, unknown>;
  expect(typeof json.error === 'string' || typeof json.reason === 'string', where).toBe(true);
  expect(typeof json.message, where).toBe('string');
};

export const fuzz = async (
  app: FastifyInstance,
  endpoint: Endpoint,
  numRuns: number,
  headers: Record<string, string> = {},
): Promise<void> => {
  await fc.assert(
    fc.asyncProperty(bodyOf(endpoint), segment, fc.boolean(), async (body, pathSegment, rawText) => {
      assertSaneAnswer(
        endpoint,
        await send(app, endpoint, body, pathSegment, rawText && typeof body === 'string', headers),
      );
    }),
    { numRuns, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
  );
};

/** Generated cases per endpoint: FUZZ_RUNS, or 100. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

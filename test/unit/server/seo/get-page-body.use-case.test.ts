import { describe, expect, it } from 'vitest';
import { ok } from '../../../../src/domain/shared/result';
import type { PageRenderRequest } from '../../../../src/domain/shop-api/page-snapshot.contract';
import type { ContentPageDto, MenuDto } from '../../../../src/domain/shop-api/catalog.contract';
import { refuse } from '../../../../src/server/application/use-cases/support/use-case-result';
import { GetPageBodyUseCase } from '../../../../src/server/application/seo/get-page-body.use-case';
import type { RenderedPageBody } from '../../../../src/server/application/ports/page-renderer.port';

const MENU = { cityId: 1, categories: [] } as unknown as MenuDto;
const DELIVERY = {
  slug: 'delivery',
  translation: { uk: { title: 'Доставка', html: '<p>Так</p>' }, en: { title: 'Delivery', html: '<p>Yes</p>' } },
} as unknown as ContentPageDto;

const STOPS = [{ cityId: 2, isStoped: true, functionality: 'sushi', translation: {} }] as const;

const setUp = (options: { readClock?: boolean; fail?: boolean; bannersChangeAt?: number } = {}) => {
  let now = Date.parse('2025-06-11T09:00:10Z');
  const requests: PageRenderRequest[] = [];
  const warnings: string[] = [];
  const useCase = new GetPageBodyUseCase({
    cities: { list: () => Promise.resolve([]) },
    menus: { execute: () => Promise.resolve(ok(MENU)) },
    banners: {
      execute: () => Promise.resolve(ok([])),
      nextChangeAt: () => Promise.resolve(options.bannersChangeAt ?? null),
    },
    contentPages: {
      execute: ({ slug }) =>
        Promise.resolve(slug === 'delivery' ? ok(DELIVERY) : refuse('unknown-page', { page: slug })),
    },
    stops: {
      execute: ({ cityId, isStoped }) => Promise.resolve(ok(cityId === 2 && isStoped === true ? STOPS : [])),
    },
    renderer: {
      render: (request): Promise<RenderedPageBody> => {
        requests.push(request);
        if (options.fail === true) return Promise.reject(new Error('no build'));
        return Promise.resolve({
          rootHtml: `<p>${requests.length}</p>`,
          headHtml: '',
          readClock: options.readClock ?? false,
          problems: [],
        });
      },
    },
    clock: { now: () => new Date(now) },
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (message) => warnings.push(message),
      error: () => undefined,
    },
    publicUrl: 'https://shop.example',
    maxAgeMs: 60_000,
  });
  return { useCase, requests, warnings, advance: (ms: number) => (now += ms) };
};

describe('the rendered content of a storefront page (architecture/seo.md)', () => {
  it('renders a menu page once and answers the same body until invalidated', async () => {
    const { useCase, requests } = setUp();
    const first = await useCase.execute('/en/', '');
    expect(first?.rootHtml).toBe('<p>1</p>');
    expect(JSON.parse(first?.snapshotJson ?? 'null')).toMatchObject({
      pathname: '/en/',
      menu: { cityId: 1, body: MENU },
    });
    expect(await useCase.execute('/en/', '')).toBe(first);
    useCase.invalidate();
    expect((await useCase.execute('/en/', ''))?.rootHtml).toBe('<p>2</p>');
    expect(requests.map((request) => request.url)).toEqual(['/en/', '/en/']);
  });

  it("carries the city's stops, so the browser asks the API nothing at start", async () => {
    const { useCase } = setUp();
    const kyiv = await useCase.execute('/en/kyiv/', '');
    expect(JSON.parse(kyiv?.snapshotJson ?? 'null')).toMatchObject({ stops: { cityId: 2, body: STOPS } });
    const info = await useCase.execute('/en/kyiv/delivery/', '');
    expect(JSON.parse(info?.snapshotJson ?? 'null')).toMatchObject({ stops: { cityId: 2, body: STOPS } });
    const lviv = await useCase.execute('/en/', '');
    expect(JSON.parse(lviv?.snapshotJson ?? 'null')).toMatchObject({ stops: { cityId: 1, body: [] } });
  });

  it('keeps a page that read the clock only until the end of its minute', async () => {
    const { useCase, requests, advance } = setUp({ readClock: true });
    await useCase.execute('/kyiv/', '');
    advance(49_000);
    await useCase.execute('/kyiv/', '');
    expect(requests).toHaveLength(1);
    advance(1_000);
    await useCase.execute('/kyiv/', '');
    expect(requests).toHaveLength(2);
  });

  it('keeps a page that did not read the clock for the maximum age', async () => {
    const { useCase, requests, advance } = setUp();
    await useCase.execute('/', '');
    advance(59_000);
    await useCase.execute('/', '');
    expect(requests).toHaveLength(1);
    advance(1_000);
    await useCase.execute('/', '');
    expect(requests).toHaveLength(2);
  });

  it("keeps a page only until a banner's window opens or closes", async () => {
    const { useCase, requests, advance } = setUp({ bannersChangeAt: Date.parse('2025-06-11T09:00:30Z') });
    await useCase.execute('/sushi/', '');
    advance(19_000);
    await useCase.execute('/sushi/', '');
    expect(requests).toHaveLength(1);
    advance(1_000);
    await useCase.execute('/sushi/', '');
    expect(requests).toHaveLength(2);
  });

  it('renders afresh when the Kyiv day changes', async () => {
    const { useCase, requests, advance } = setUp();
    await useCase.execute('/', '');
    advance(15 * 60 * 60_000);
    await useCase.execute('/', '');
    expect(requests).toHaveLength(2);
  });

  it('renders only the menu and information pages, at their canonical addresses', async () => {
    const { useCase, requests } = setUp();
    for (const path of ['/en/checkout/', '/en/order/ABC123/', '/en/nowhere/', '/en', '/en/delivery'])
      expect(await useCase.execute(path, '')).toBeNull();
    expect(await useCase.execute('/', '?lang=en')).toBeNull();
    expect(await useCase.execute('/delivery/', '?lang=en')).toBeNull();
    expect(requests).toEqual([]);
  });

  it("renders an information page from its city's text, carried in the snapshot", async () => {
    const { useCase, requests } = setUp();
    const body = await useCase.execute('/en/kyiv/delivery/', '');
    expect(body?.rootHtml).toBe('<p>1</p>');
    expect(JSON.parse(body?.snapshotJson ?? 'null')).toMatchObject({
      pathname: '/en/kyiv/delivery/',
      menu: null,
      banners: null,
      content: { cityId: 2, slug: 'delivery', body: DELIVERY },
    });
    expect(requests.map((request) => request.url)).toEqual(['/en/kyiv/delivery/']);
    // A page whose text cannot be read goes out without content, as before.
    expect(await useCase.execute('/en/about/', '')).toBeNull();
  });

  it('renders the 404 page once per language, whatever the unknown address', async () => {
    const { useCase, requests } = setUp();
    const first = await useCase.notFound('/en/no-such-page/');
    expect(await useCase.notFound('/en/another/one/')).toBe(first);
    expect(JSON.parse(first?.snapshotJson ?? 'null')).toMatchObject({ pathname: null, menu: null, content: null });
    await useCase.notFound('/nowhere/');
    expect(requests.map((request) => request.url)).toEqual(['/en/404/', '/404/']);
    useCase.invalidate();
    await useCase.notFound('/en/x/');
    expect(requests).toHaveLength(3);
  });

  it('answers null and warns once per page when the render fails', async () => {
    const { useCase, warnings } = setUp({ fail: true });
    expect(await useCase.execute('/en/', '')).toBeNull();
    expect(await useCase.execute('/en/', '')).toBeNull();
    expect(warnings).toEqual(['a page went out without its content (server rendering failed)']);
  });
});

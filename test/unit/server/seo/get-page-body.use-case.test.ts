import { describe, expect, it } from 'vitest';
import { ok } from '../../../../src/domain/shared/result';
import type { PageRenderRequest } from '../../../../src/domain/shop-api/page-snapshot.contract';
import type { MenuDto } from '../../../../src/domain/shop-api/catalog.contract';
import { GetPageBodyUseCase } from '../../../../src/server/application/seo/get-page-body.use-case';
import type { RenderedPageBody } from '../../../../src/server/application/ports/page-renderer.port';

const MENU = { cityId: 1, categories: [] } as unknown as MenuDto;

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

  it('renders only the menu pages, at their canonical addresses', async () => {
    const { useCase, requests } = setUp();
    for (const path of ['/en/checkout/', '/en/about/', '/en/order/ABC123/', '/en/nowhere/', '/en'])
      expect(await useCase.execute(path, '')).toBeNull();
    expect(await useCase.execute('/', '?lang=en')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('answers null and warns once per page when the render fails', async () => {
    const { useCase, warnings } = setUp({ fail: true });
    expect(await useCase.execute('/en/', '')).toBeNull();
    expect(await useCase.execute('/en/', '')).toBeNull();
    expect(warnings).toEqual(['a page went out without its content (server rendering failed)']);
  });
});

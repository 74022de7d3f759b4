// @vitest-environment jsdom
// (jsdom for the document the snapshot is read from.)
import { describe, expect, it } from 'vitest';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { PreloadedSiteApi } from '../../../../src/client/adapters/preloaded/preloaded-site-api.adapter';
import { readPageSnapshot } from '../../../../src/client/ssr/page-snapshot.reader';
import type { ContentPageDto } from '../../../../src/domain/shop-api/catalog.contract';
import type { PageSnapshot } from '../../../../src/domain/shop-api/page-snapshot.contract';

const OFFER: ContentPageDto = {
  slug: 'public-offer',
  translation: {
    uk: { title: 'Оферта', html: '<p>Так</p>\n' },
    en: { title: 'Offer', html: '<p>Yes</p>\n' },
    ru: { title: 'Оферта', html: '<p>Да</p>\n' },
  },
};

const snapshot = (overrides: Partial<PageSnapshot> = {}): PageSnapshot => ({
  pathname: '/en/kyiv/public-offer/',
  renderedAt: 0,
  cities: [],
  menu: null,
  banners: null,
  content: { cityId: 2, slug: 'public-offer', body: OFFER },
  ...overrides,
});

const documentWith = (value: unknown): Document => {
  document.body.innerHTML = `<script type="application/json" id="page-snapshot">${JSON.stringify(value)}</script>`;
  return document;
};

/**
 * The snapshot's entry for city 2 answers the first question about city 2 only; city 1 and every
 * later question go to the fetching adapter.
 */
const expectAnsweredOnceForItsCity = async (
  ask: (cityId: 1 | 2) => Promise<unknown>,
  carried: unknown,
  fetched: InMemorySiteApi,
  call: string,
): Promise<void> => {
  expect(await ask(1)).not.toEqual({ ok: true, value: carried });
  expect(await ask(2)).toEqual({ ok: true, value: carried });
  expect(fetched.calls).toEqual([`${call}:1`]);
  await ask(2);
  expect(fetched.calls).toEqual([`${call}:1`, `${call}:2`]);
};

describe('the snapshot a server-rendered page carries (architecture/seo.md)', () => {
  it('is read for its own path, and the 404 page’s for any path', () => {
    expect(readPageSnapshot(documentWith(snapshot()), '/en/kyiv/public-offer/')).not.toBeNull();
    expect(readPageSnapshot(documentWith(snapshot()), '/en/public-offer/')).toBeNull();
    const notFound = snapshot({ pathname: null, content: null });
    expect(readPageSnapshot(documentWith(notFound), '/en/whatever/')?.pathname).toBeNull();
  });

  it("answers the information page's text it carries, for that page and city only, without asking", async () => {
    const fetched = new InMemorySiteApi();
    const api = new PreloadedSiteApi(snapshot(), fetched);
    expect(await api.getContent('public-offer', 2)).toEqual({ ok: true, value: OFFER });
    expect(fetched.calls).toEqual([]);
    await api.getContent('public-offer', 1);
    await api.getContent('about', 2);
    expect(fetched.calls).toEqual(['getContent:public-offer:1', 'getContent:about:2']);
  });

  it("answers the city's schedule it carries once, for the first render; the next question is asked live", async () => {
    const fetched = new InMemorySiteApi();
    const day = { open: '10:30', close: '22:30' };
    const schedule = {
      weekly: [day, day, day, day, day, day, null],
      exceptions: [],
      busy: null,
      slotCapacity: null,
      fullSlots: [],
    };
    const api = new PreloadedSiteApi(snapshot({ schedule: { cityId: 2, body: schedule } }), fetched);
    await expectAnsweredOnceForItsCity((cityId) => api.getSchedule(cityId), schedule, fetched, 'getSchedule');
  });

  it("answers the city's stops it carries once, for the stop notice; the next question is asked live", async () => {
    const fetched = new InMemorySiteApi();
    const stops = [{ cityId: 2, isStoped: true, functionality: 'sushi', translation: {} }];
    const api = new PreloadedSiteApi(snapshot({ stops: { cityId: 2, body: stops } }), fetched);
    await expectAnsweredOnceForItsCity(
      (cityId) => api.getStoppedFunctionalities(cityId),
      stops,
      fetched,
      'getStoppedFunctionalities',
    );
  });

  it('treats a text of the wrong shape as unavailable, as an HTTP answer would be', async () => {
    const broken = snapshot({ content: { cityId: 2, slug: 'public-offer', body: { slug: 'public-offer' } } });
    expect((await new PreloadedSiteApi(broken, null).getContent('public-offer', 2)).ok).toBe(false);
  });
});

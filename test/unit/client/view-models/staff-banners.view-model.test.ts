import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryStaffBannersApi } from '../../../../src/client/adapters/demo/in-memory-staff-banners-api.adapter';
import type { AdminCityPreferencePort } from '../../../../src/client/application/ports/admin-city-preference.port';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import { bannerInputOf, emptyBannerDraft } from '../../../../src/client/view-models/staff-banner-form';
import { StaffBannersViewModel } from '../../../../src/client/view-models/staff-banners.view-model';
import type { CityId } from '../../../../src/domain/city/city';

const preference = (cityId: CityId | null = null): AdminCityPreferencePort & { saved: CityId[] } => {
  const saved: CityId[] = [];
  return { saved, load: () => saved.at(-1) ?? cityId, save: (id) => saved.push(id) };
};

const setUp = (cityId: CityId | null = null) => {
  const api = new InMemoryStaffBannersApi();
  const session = new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' }));
  const cities = preference(cityId);
  const banners = new StaffBannersViewModel(api, session, cities);
  return { api, session, cities, banners };
};

const jpeg = (bytes = 2048) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

describe('the banner form', () => {
  it('sends empty texts as null and pictures by reference', () => {
    const draft = {
      ...emptyBannerDraft(2, 'sushi'),
      picture: { ref: { uploadId: 4 }, photo: null, url: '/api/photos/x.webp', width: 1280, height: 427 },
      link: '  ',
      showFrom: '2025-06-01T10:00',
    };
    expect(bannerInputOf(draft)).toEqual({
      cityId: 2,
      page: 'sushi',
      picture: { uploadId: 4 },
      localePictures: { uk: null, en: null, ru: null },
      alt: { uk: '', en: '', ru: '' },
      link: null,
      active: true,
      showFrom: '2025-06-01T10:00',
      showUntil: null,
    });
  });
});

describe('StaffBannersViewModel', () => {
  it("lists a page's banners of the city staff last chose, and another city's when they switch", async () => {
    const { api, banners, cities } = setUp();
    banners.open('burgers');
    await banners.load();
    expect(banners.state).toBe('ready');
    expect(banners.banners.map((banner) => banner.id)).toEqual([1, 2]);
    banners.selectCity(2);
    await banners.load();
    expect(banners.banners).toEqual([]);
    expect(cities.saved).toEqual([2]);
    expect(api.calls).toContain('list:2:burgers');
  });

  it('adds a Kyiv-only banner: uploads its picture first, checks the form like the server, saves it last on the page', async () => {
    const { api, banners } = setUp(2);
    banners.open('burgers');
    banners.startNew();
    expect(banners.draft).toMatchObject({ cityId: 2, page: 'burgers' });
    expect(await banners.save()).toBe(false);
    expect(banners.fieldProblems).toMatchObject({
      picture: { key: 'banners.problem.required' },
      'alt.uk': { key: 'banners.problem.required' },
    });
    await banners.uploadPicture('picture', jpeg());
    banners.editAlt('uk', 'Тільки для Києва');
    banners.edit({ link: 'http://example.com' });
    expect(banners.fieldProblems).toEqual({ link: { key: 'banners.problem.not-https' } });
    banners.edit({ link: '/#combos' });
    expect(await banners.save()).toBe(true);
    expect(banners.draft).toBeNull();
    expect(banners.banners).toHaveLength(1);
    expect(banners.banners[0]).toMatchObject({ cityId: 2, position: 1, alt: { uk: 'Тільки для Києва' } });
    expect(api.calls).toEqual(expect.arrayContaining(['create:2:burgers']));
  });

  it("says next to the picture why it was not taken, and checks a file's size before sending it", async () => {
    const { api, banners } = setUp();
    banners.open('burgers');
    banners.startNew();
    await banners.uploadPicture('en', jpeg(11 * 1024 * 1024));
    expect(banners.pictureProblems.get('en')).toEqual({ key: 'banners.picture.problem.too-big' });
    expect(api.calls.filter((call) => call.startsWith('upload'))).toEqual([]);
    await banners.uploadPicture('en', new Blob(['gif'], { type: 'image/gif' }));
    expect(banners.pictureProblems.get('en')).toEqual({ key: 'banners.picture.problem.unsupported-type' });
    api.failing.add('upload');
    await banners.uploadPicture('picture', jpeg());
    expect(banners.pictureProblems.get('picture')).toEqual({ key: 'banners.picture.problem.not-an-image' });
    expect(banners.draft?.picture).toBeNull();
    api.failing.delete('upload');
    await banners.uploadPicture('en', jpeg());
    expect(banners.pictureProblems.has('en')).toBe(false);
    expect(banners.draft?.localePictures.en?.ref).toEqual({ uploadId: 1 });
    banners.removeLocalePicture('en');
    expect(banners.draft?.localePictures.en).toBeNull();
  });

  it('edits a drawn demo banner without touching its pictures', async () => {
    const { api, banners } = setUp();
    banners.open('burgers');
    await banners.load();
    const [first] = banners.banners;
    if (first === undefined) throw new Error('no banner');
    banners.startEdit(first);
    banners.edit({ active: false });
    expect(await banners.save()).toBe(true);
    expect(banners.banners[0]).toMatchObject({ id: 1, active: false, picture: first.picture });
    expect(api.calls).toContain('update:1');
  });

  it('moves a banner and deletes one only after staff confirm', async () => {
    const { banners } = setUp();
    banners.open('burgers');
    await banners.load();
    const [first, second] = banners.banners;
    if (first === undefined || second === undefined) throw new Error('no banners');
    await banners.move(second, 'up');
    expect(banners.banners.map((banner) => banner.id)).toEqual([2, 1]);
    banners.askDelete(1);
    expect(banners.confirmingDelete).toBe(1);
    banners.cancelDelete();
    expect(banners.banners).toHaveLength(2);
    banners.askDelete(1);
    await banners.confirmDelete();
    expect(banners.banners.map((banner) => [banner.id, banner.position])).toEqual([[2, 1]]);
  });

  it('shows a failed move next to its banner, and signs staff out when the token expired', async () => {
    const { api, banners, session } = setUp();
    banners.open('burgers');
    await banners.load();
    const [first] = banners.banners;
    if (first === undefined) throw new Error('no banner');
    api.failing.add('move');
    await banners.move(first, 'down');
    expect(banners.rowProblems.get(1)).toEqual({ key: 'banners.problem.failed' });
    api.unauthorized = true;
    await banners.load();
    expect(session.authenticated).toBe(false);
  });

  it('puts the server’s refusal next to the field it names', async () => {
    const { api, banners } = setUp();
    banners.open('burgers');
    banners.startNew();
    banners.edit({
      picture: { ref: { uploadId: 99 }, photo: null, url: '/api/photos/x.webp', width: 1280, height: 427 },
    });
    banners.editAlt('uk', 'Банер');
    expect(await banners.save()).toBe(false);
    expect(banners.fieldProblems.picture).toEqual({ key: 'banners.problem.refused' });
    expect(api.calls).toContain('create:1:burgers');
  });
});

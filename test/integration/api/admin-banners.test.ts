import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../src/domain/menu/product-photo.rule';
import type { BannerSlideDto } from '../../../src/domain/shop-api/catalog.contract';
import type {
  StaffBannerDto,
  StaffBannerInputDto,
  StaffBannerListDto,
  StaffBannerPictureDto,
} from '../../../src/domain/shop-api/staff-banners.contract';
import { databaseTargets } from '../support/database-targets';
import { multipartBody } from '../support/photo-upload';
import { makeTempDir, removeDir } from '../support/temp-dir';
import { TEST_NOW, useTestShop } from '../support/test-shop';
import { startInstance } from '../orders/support/second-instance';

/*
 * Staff manage the storefront's banners (architecture/admin-banners.md): pictures go through the
 * product photos' pipeline at banner widths, a banner belongs to one city's page, and customers
 * see it only while it is on and inside its window, in the order staff gave.
 */

const KYIV = 2;
const LVIV = 1;

/** A wide JPEG such as staff make for the slider. */
const bannerJpeg = (width = 1500, height = 500, red = 220): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

describe.each(databaseTargets())('staff banners on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await shop().logIn()}` };
  });

  const uploadPicture = (file: Buffer, contentType = 'image/jpeg', headers = auth) => {
    const body = multipartBody(file, { fileName: 'banner.jpg', contentType, field: 'picture' });
    return shop().app.inject({
      method: 'POST',
      url: '/api/admin/banners/pictures',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const picture = async (red = 220): Promise<StaffBannerPictureDto> => {
    const response = await uploadPicture(await bannerJpeg(1500, 500, red));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as StaffBannerPictureDto;
  };
  const input = (main: StaffBannerPictureDto, change: Partial<StaffBannerInputDto> = {}): StaffBannerInputDto => ({
    cityId: KYIV,
    page: 'burgers',
    picture: main.ref,
    localePictures: { uk: null, en: null, ru: null },
    alt: { uk: 'Тільки для Києва', en: 'Kyiv only', ru: '' },
    link: '/#combos',
    active: true,
    showFrom: null,
    showUntil: null,
    ...change,
  });
  const create = (body: unknown) =>
    shop().app.inject({ method: 'POST', url: '/api/admin/banners', payload: body as object, headers: auth });
  const slides = async (cityId: number, page = 'burgers'): Promise<BannerSlideDto[]> => {
    const response = await shop().app.inject({ url: `/api/banners?isAvailable=1&page=${page}&cityId=${cityId}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as BannerSlideDto[];
  };
  const staffList = async (cityId: number, page = 'burgers'): Promise<readonly StaffBannerDto[]> =>
    (
      (
        await shop().app.inject({ url: `/api/admin/banners?cityId=${cityId}&page=${page}`, headers: auth })
      ).json() as StaffBannerListDto
    ).banners;
  const audit = async () =>
    (
      (await shop().app.inject({ url: '/api/admin/audit?section=banners', headers: auth })).json() as {
        entries: { action: string; target: string; cityId: number | null }[];
      }
    ).entries;

  it('needs the admin token for every call', async () => {
    const main = await picture();
    const calls = [
      { method: 'GET', url: '/api/admin/banners?cityId=1&page=burgers' },
      { method: 'POST', url: '/api/admin/banners', payload: input(main) },
      { method: 'PUT', url: '/api/admin/banners/1', payload: input(main) },
      { method: 'DELETE', url: '/api/admin/banners/1' },
      { method: 'POST', url: '/api/admin/banners/1/move', payload: { move: 'up' } },
    ] as const;
    for (const call of calls) expect((await shop().app.inject(call)).statusCode, call.url).toBe(401);
    expect((await uploadPicture(await bannerJpeg(), 'image/jpeg', {})).statusCode).toBe(401);
    expect((await staffList(LVIV)).map((banner) => banner.picture.ref)).not.toContainEqual(main.ref);
  });

  it('makes a picture at the banner widths it reaches, never upscaled, served from the database', async () => {
    const taken = await picture();
    expect(taken.ref).toEqual({ uploadId: expect.any(Number) });
    expect(taken.photo?.webp.map((variant) => [variant.width, variant.height])).toEqual([
      [640, 213],
      [1280, 427],
      [1500, 500],
    ]);
    expect([taken.width, taken.height]).toEqual([1500, 500]);
    const served = await shop().app.inject({ url: taken.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1500);
    expect((await audit())[0]).toMatchObject({ action: 'upload-picture' });
  });

  it('refuses text named .jpg (400), a GIF (415), a file past 10 MB (413) and a picture too narrow (400), with a sentence', async () => {
    const text = await uploadPicture(Buffer.from('not a picture, only words\n'.repeat(50)));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: 'not-an-image', message: expect.stringContaining('not a picture') });
    const gif = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const refusedGif = await uploadPicture(gif, 'image/png');
    expect(refusedGif.statusCode).toBe(415);
    expect(refusedGif.json()).toMatchObject({ error: 'unsupported-type' });
    const big = await uploadPicture(Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'too-big', message: expect.stringContaining('10 MB') });
    const narrow = await uploadPicture(await bannerJpeg(500, 300));
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json()).toMatchObject({ error: 'too-small', message: expect.stringContaining('640') });
  });

  it("adds a Kyiv-only banner last on Kyiv's home page: Kyiv's customers see it, Lviv's do not", async () => {
    const main = await picture();
    const english = await picture(40);
    const response = await create(input(main, { localePictures: { uk: null, en: english.ref, ru: null } }));
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json() as StaffBannerDto;
    expect(added).toMatchObject({ cityId: KYIV, page: 'burgers', position: 4, shownNow: true, link: '/#combos' });

    const kyiv = await slides(KYIV);
    expect(kyiv.map((slide) => slide.id)).toHaveLength(4);
    const shown = kyiv.at(-1);
    expect(shown).toMatchObject({
      id: added.id,
      imgLink: main.url,
      imgLinks: { uk: main.url, en: english.url, ru: main.url },
      alt: { uk: 'Тільки для Києва', en: 'Kyiv only', ru: 'Тільки для Києва' },
      link: '/#combos',
    });
    expect(shown?.pictures?.uk).toEqual(main.photo);
    expect(shown?.pictures?.en).toEqual(english.photo);
    expect((await slides(LVIV)).map((slide) => slide.id)).not.toContain(added.id);
    expect((await slides(KYIV, 'sushi')).map((slide) => slide.id)).not.toContain(added.id);
    expect((await audit())[0]).toMatchObject({ action: 'add-banner', target: 'Тільки для Києва', cityId: KYIV });
  });

  it('edits, moves and deletes a banner; each change is logged and seen by customers at once', async () => {
    const main = await picture(120);
    const added = (
      await create(input(main, { cityId: LVIV, alt: { uk: 'Літо', en: '', ru: '' } }))
    ).json() as StaffBannerDto;
    expect(added.position).toBe(4);

    const edited = await shop().app.inject({
      method: 'PUT',
      url: `/api/admin/banners/${added.id}`,
      payload: input(main, {
        cityId: LVIV,
        alt: { uk: 'Літо', en: 'Summer', ru: '' },
        link: 'https://example.com/summer',
      }),
      headers: auth,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ link: 'https://example.com/summer', alt: { en: 'Summer', ru: '' } });
    expect((await slides(LVIV)).at(-1)).toMatchObject({ id: added.id, link: 'https://example.com/summer' });

    const moved = await shop().app.inject({
      method: 'POST',
      url: `/api/admin/banners/${added.id}/move`,
      payload: { position: 1 },
      headers: auth,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as StaffBannerListDto).banners.map((banner) => banner.position)).toEqual([1, 2, 3, 4]);
    expect((await slides(LVIV))[0]?.id).toBe(added.id);
    const down = await shop().app.inject({
      method: 'POST',
      url: `/api/admin/banners/${added.id}/move`,
      payload: { move: 'down' },
      headers: auth,
    });
    expect((down.json() as StaffBannerListDto).banners[1]?.id).toBe(added.id);

    const deleted = await shop().app.inject({ method: 'DELETE', url: `/api/admin/banners/${added.id}`, headers: auth });
    expect(deleted.statusCode).toBe(204);
    expect((await slides(LVIV)).map((slide) => slide.id)).not.toContain(added.id);
    expect((await staffList(LVIV)).map((banner) => banner.position)).toEqual([1, 2, 3]);
    expect((await audit()).slice(0, 4).map((entry) => entry.action)).toEqual([
      'delete-banner',
      'move-banner',
      'move-banner',
      'edit-banner',
    ]);
    const again = await shop().app.inject({ method: 'DELETE', url: `/api/admin/banners/${added.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
  });

  it('moves a banner to the other city: last there, and the page it left closes up', async () => {
    const main = await picture(60);
    const added = (await create(input(main, { cityId: LVIV, page: 'sushi' }))).json() as StaffBannerDto;
    const moved = await shop().app.inject({
      method: 'PUT',
      url: `/api/admin/banners/${added.id}`,
      payload: input(main, { cityId: KYIV, page: 'sushi' }),
      headers: auth,
    });
    expect(moved.json()).toMatchObject({ cityId: KYIV, page: 'sushi', position: 1 });
    expect((await slides(LVIV, 'sushi')).map((slide) => slide.id)).not.toContain(added.id);
    expect((await slides(KYIV, 'sushi')).map((slide) => slide.id)).toEqual([added.id]);
    expect((await staffList(LVIV, 'sushi')).map((banner) => banner.position)).toEqual([1, 2]);
    await shop().app.inject({ method: 'DELETE', url: `/api/admin/banners/${added.id}`, headers: auth });
  });

  it('keeps a drawn demo banner’s own files when staff change only its link', async () => {
    const [promise] = await staffList(LVIV);
    if (promise === undefined) throw new Error('no demo banner');
    expect(promise.picture.ref).toEqual({ file: 'banner-promise.svg' });
    const body: StaffBannerInputDto = {
      cityId: promise.cityId,
      page: promise.page,
      picture: promise.picture.ref,
      localePictures: {
        uk: promise.localePictures.uk?.ref ?? null,
        en: promise.localePictures.en?.ref ?? null,
        ru: promise.localePictures.ru?.ref ?? null,
      },
      alt: promise.alt,
      link: '/sushi/#sets',
      active: true,
      showFrom: null,
      showUntil: null,
    };
    const saved = await shop().app.inject({
      method: 'PUT',
      url: `/api/admin/banners/${promise.id}`,
      payload: body,
      headers: auth,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [slide] = await slides(LVIV);
    expect(slide).toMatchObject({
      id: promise.id,
      link: '/sushi/#sets',
      imgLinks: { uk: '/api/uploads/banner-promise.svg', en: '/api/uploads/banner-promise.en.svg' },
    });
    expect(slide?.pictures).toBeUndefined();
    // Another file of the uploads folder cannot be named through the API.
    const other = await shop().app.inject({
      method: 'PUT',
      url: `/api/admin/banners/${promise.id}`,
      payload: { ...body, picture: { file: 'burger-cheese.svg' } },
      headers: auth,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'unknown-picture', field: 'picture' });
    await shop().app.inject({
      method: 'PUT',
      url: `/api/admin/banners/${promise.id}`,
      payload: { ...body, link: '/#burgers' },
      headers: auth,
    });
  });

  it.each([
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link', 'not-https'],
    ['a plain http link', { link: 'http://example.com/' }, 'link', 'not-https'],
    ['a path the shop does not have', { link: '/pizza/' }, 'link', 'unknown-page'],
    ['an unknown category', { link: '/#pizza' }, 'link', 'unknown-category'],
    ['no Ukrainian alt text', { alt: { uk: '  ', en: 'x', ru: '' } }, 'alt.uk', 'required'],
    [
      'an end before the start',
      { showFrom: '2025-07-01T10:00', showUntil: '2025-06-30T10:00' },
      'showUntil',
      'not-after-start',
    ],
    ['a day that does not exist', { showFrom: '2025-02-30T10:00' }, 'showFrom', 'not-a-time'],
    ['no main picture', { picture: null }, 'picture', 'required'],
  ])('refuses %s with 400 naming the field', async (_label, change, field, problem) => {
    const main = await picture();
    const response = await create({ ...input(main), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid-banner', field, message: expect.stringContaining(field) });
    expect(problem).not.toBe('');
  });

  it('refuses an upload the shop does not have, and bodies of the wrong shape, with 400', async () => {
    const main = await picture();
    const unknown = await create(input(main, { localePictures: { uk: null, en: { uploadId: 999_999 }, ru: null } }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'unknown-picture', field: 'localePictures.en' });
    for (const body of [
      {},
      { ...input(main), cityId: 3 },
      { ...input(main), page: 'pizza' },
      { ...input(main), active: 'yes' },
    ]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad-request', message: expect.any(String) });
    }
    const badMove = await shop().app.inject({
      method: 'POST',
      url: '/api/admin/banners/1/move',
      payload: { move: 'sideways' },
      headers: auth,
    });
    expect(badMove.statusCode).toBe(400);
  });

  it('shows a banner only inside its window (Kyiv time), and caches the answer no longer than the next edge', async () => {
    const main = await picture(10);
    // TEST_NOW is 12:00 in Kyiv on 11.06.2025.
    const added = (
      await create(
        input(main, { cityId: LVIV, page: 'sushi', showFrom: '2025-06-11T12:30', showUntil: '2025-06-11T14:00' }),
      )
    ).json() as StaffBannerDto;
    expect(added.shownNow).toBe(false);
    const shownIds = async () => (await slides(LVIV, 'sushi')).map((slide) => slide.id);
    try {
      expect(await shownIds()).not.toContain(added.id);
      const early = await shop().app.inject({ url: '/api/banners?isAvailable=1&page=sushi&cityId=1' });
      expect(early.headers['cache-control']).toBe('public, max-age=60');
      shop().clock.set(new Date('2025-06-11T12:29:30+03:00'));
      const edge = await shop().app.inject({ url: '/api/banners?isAvailable=1&page=sushi&cityId=1' });
      expect(edge.headers['cache-control']).toBe('public, max-age=30');
      shop().clock.set(new Date('2025-06-11T12:30:00+03:00'));
      expect(await shownIds()).toContain(added.id);
      shop().clock.set(new Date('2025-06-11T13:59:59+03:00'));
      expect(await shownIds()).toContain(added.id);
      shop().clock.set(new Date('2025-06-11T14:00:00+03:00'));
      expect(await shownIds()).not.toContain(added.id);
      expect((await staffList(LVIV, 'sushi')).find((banner) => banner.id === added.id)).toMatchObject({
        shownNow: false,
        showFrom: '2025-06-11T12:30',
        showUntil: '2025-06-11T14:00',
      });
    } finally {
      shop().clock.set(TEST_NOW);
      await shop().app.inject({ method: 'DELETE', url: `/api/admin/banners/${added.id}`, headers: auth });
    }
  });

  it('a banner switched off leaves the storefront at once, and comes back when switched on', async () => {
    const main = await picture(200);
    const added = (await create(input(main, { cityId: LVIV }))).json() as StaffBannerDto;
    const save = (active: boolean) =>
      shop().app.inject({
        method: 'PUT',
        url: `/api/admin/banners/${added.id}`,
        payload: input(main, { cityId: LVIV, active }),
        headers: auth,
      });
    expect((await save(false)).json()).toMatchObject({ active: false, shownNow: false });
    expect((await slides(LVIV)).map((slide) => slide.id)).not.toContain(added.id);
    const hidden = await shop().app.inject({ url: '/api/banners?isAvailable=0&page=burgers&cityId=1' });
    expect((hidden.json() as BannerSlideDto[]).map((slide) => slide.id)).toEqual([added.id]);
    await save(true);
    expect((await slides(LVIV)).map((slide) => slide.id)).toContain(added.id);
    await shop().app.inject({ method: 'DELETE', url: `/api/admin/banners/${added.id}`, headers: auth });
  });

  it('shows a change made on one instance on another instance within 2 s', async () => {
    const uploadsDir = await makeTempDir('banners-second-');
    const { app: other, close } = await startInstance(shop().fresh.connectionString, { uploadsDir });
    try {
      const shownThere = async () =>
        (
          (await other.inject({ url: '/api/banners?isAvailable=1&page=burgers&cityId=2' })).json() as BannerSlideDto[]
        ).map((slide) => slide.id);
      const before = await shownThere();
      const added = (await create(input(await picture(90)))).json() as StaffBannerDto;
      await expect.poll(shownThere, { timeout: 2_000, interval: 50 }).toEqual([...before, added.id]);
      await shop().app.inject({ method: 'DELETE', url: `/api/admin/banners/${added.id}`, headers: auth });
      await expect.poll(shownThere, { timeout: 2_000, interval: 50 }).toEqual(before);
    } finally {
      await close();
      await removeDir(uploadsDir);
    }
  });
});

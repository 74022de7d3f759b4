import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../src/domain/menu/product-photo.rule';
import type { MenuDto, MenuProductDto } from '../../../src/domain/shop-api/catalog.contract';
import type { StaffMenuProductDto } from '../../../src/domain/shop-api/staff-menu.contract';
import { databaseTargets } from '../support/database-targets';
import { multipartBody, phoneJpeg } from '../support/photo-upload';
import { useTestShop } from '../support/test-shop';
import { startInstance } from '../orders/support/second-instance';

/*
 * Staff give a product a photo (architecture/admin-menu.md, "Photos"): the server reads the bytes
 * as an image whatever the name says, turns it upright, drops its EXIF and GPS, makes WebP (and
 * AVIF where smaller) sizes, and serves them at immutable addresses from the image store (the
 * uploads folder here; uploaded-images.test.ts runs both stores).
 */
describe.each(databaseTargets())('product photos on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await shop().logIn()}` };
  });

  const upload = (iikoId: string, body: { payload: Buffer; headers: Record<string, string> }, headers = auth) =>
    shop().app.inject({
      method: 'PUT',
      url: `/api/admin/menu/products/${iikoId}/photo?cityId=1`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  const jpegUpload = async () =>
    multipartBody(await phoneJpeg(), { fileName: 'IMG_0001.JPG', contentType: 'image/jpeg' });
  const customerProduct = async (iikoId: string): Promise<MenuProductDto | undefined> =>
    ((await shop().app.inject({ url: '/api/menu?cityId=1' })).json() as MenuDto).categories
      .flatMap((category) => category.products)
      .find((product) => product.iikoId === iikoId);
  const audit = async () =>
    (
      (await shop().app.inject({ url: '/api/admin/audit?section=menu', headers: auth })).json() as {
        entries: { action: string; target: string }[];
      }
    ).entries;
  const get = (url: string, headers: Record<string, string> = {}) => shop().app.inject({ url, headers });

  it('takes a real JPEG: upright, metadata gone, WebP at each width it reaches, AVIF only where smaller; customers see it at once', async () => {
    const response = await upload('burger-cheese', await jpegUpload());
    expect(response.statusCode, response.body).toBe(200);
    const picture = (response.json() as StaffMenuProductDto).picture;
    if (picture == null) throw new Error('no picture in the answer');
    // Stored 1200×800 with orientation 6: shown 800 wide and 1200 high, so 320 and 640, nothing upscaled.
    expect(picture.webp.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 480],
      [640, 960],
    ]);
    for (const variant of [...picture.webp, ...picture.avif])
      expect(variant.url).toMatch(/^\/api\/photos\/[0-9a-f]{32}\.(webp|avif)$/);

    for (const variant of picture.webp) {
      const served = await get(variant.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      expect(metadata.exif, 'EXIF (camera, GPS) is stripped').toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect(served.rawPayload.includes('PhotoTestCam')).toBe(false);
      // Revalidation by the ETag costs no bytes.
      const again = await get(variant.url, { 'if-none-match': String(served.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    for (const variant of picture.avif) {
      const served = await get(variant.url);
      expect(served.headers['content-type']).toBe('image/avif');
      const webp = picture.webp.find((each) => each.width === variant.width);
      const webpBytes = webp === undefined ? 0 : (await get(webp.url)).rawPayload.length;
      expect(served.rawPayload.length, 'AVIF is kept only when smaller than the WebP').toBeLessThan(webpBytes);
    }
    // The upright picture: the blue block drawn top-left of the stored pixels is now top-right.
    const widest = await sharp((await get((picture.webp.at(-1) as { url: string }).url)).rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      widest.data.subarray((y * widest.info.width + x) * 3, (y * widest.info.width + x) * 3 + 3);
    expect(pixel(widest.info.width - 10, 10)[2]).toBeGreaterThan(120);
    expect(pixel(10, widest.info.height - 10)[2]).toBeLessThan(100);

    const sold = await customerProduct('burger-cheese');
    expect(sold?.picture).toEqual(picture);
    expect(sold?.imgLink).toBe(picture.webp.at(-1)?.url);
    expect((await audit())[0]).toMatchObject({ action: 'change-photo', target: 'Чізбургер' });
  });

  it('keeps the old photo reachable when it is replaced (carts link it), and falls back to the default picture when removed', async () => {
    const first = ((await upload('combo-chicken', await jpegUpload())).json() as StaffMenuProductDto).picture;
    const png = await sharp({
      create: { width: 1000, height: 1000, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const replaced = await upload(
      'combo-chicken',
      multipartBody(png, { fileName: 'new.png', contentType: 'image/png' }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = (replaced.json() as StaffMenuProductDto).picture;
    expect(second?.webp.map((variant) => variant.width)).toEqual([320, 640, 960]);
    expect(second?.webp[0]?.url).not.toBe(first?.webp[0]?.url);
    expect((await get(first?.webp[0]?.url ?? '')).statusCode).toBe(200);

    const removed = await shop().app.inject({
      method: 'DELETE',
      url: '/api/admin/menu/products/combo-chicken/photo?cityId=1',
      headers: auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ picture: null, imgLink: '/api/uploads/combo-chicken.svg' });
    const sold = await customerProduct('combo-chicken');
    expect(sold?.picture).toBeUndefined();
    expect(sold?.imgLink).toBe('/api/uploads/combo-chicken.svg');
    expect((await audit())[0]).toMatchObject({ action: 'remove-photo' });
  });

  it('refuses text named .jpg, a GIF, an empty part and a file past 10 MB, each with a sentence', async () => {
    const text = await upload(
      'burger-cheese',
      multipartBody(Buffer.from('this is not a picture at all, just text\n'.repeat(50)), {
        fileName: 'photo.jpg',
        contentType: 'image/jpeg',
      }),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: 'not-an-image', message: expect.stringContaining('не є зображенням') });

    const gif = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const refusedGif = await upload(
      'burger-cheese',
      multipartBody(gif, { fileName: 'photo.png', contentType: 'image/png' }),
    );
    expect(refusedGif.statusCode).toBe(415);
    expect(refusedGif.json()).toMatchObject({
      error: 'unsupported-type',
      message: expect.stringContaining('JPEG, PNG або WebP'),
    });

    const empty = await upload(
      'burger-cheese',
      multipartBody(Buffer.alloc(0), { fileName: 'photo.jpg', contentType: 'image/jpeg' }),
    );
    expect(empty.statusCode).toBe(400);

    const big = await upload(
      'burger-cheese',
      multipartBody(Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff), { fileName: 'big.jpg', contentType: 'image/jpeg' }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'too-big', message: expect.stringContaining('10 МБ') });

    const notMultipart = await shop().app.inject({
      method: 'PUT',
      url: '/api/admin/menu/products/burger-cheese/photo?cityId=1',
      payload: { photo: 'x' },
      headers: auth,
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json()).toMatchObject({ error: 'not-multipart' });
  });

  it('answers 401 without the admin token and 404 for a product that is not there', async () => {
    const unauthorised = await upload('burger-cheese', await jpegUpload(), {});
    expect(unauthorised.statusCode).toBe(401);
    expect(
      (await shop().app.inject({ method: 'DELETE', url: '/api/admin/menu/products/burger-cheese/photo?cityId=1' }))
        .statusCode,
    ).toBe(401);
    const missing = await upload('no-such-product', await jpegUpload());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'product-not-found' });
    expect((await get('/api/photos/0123456789abcdef0123456789abcdef.webp')).statusCode).toBe(404);
    expect((await get('/api/photos/..%2Fsecret.webp')).statusCode).toBe(404);
  });

  it('is served by another instance on the same database and DATA_DIR, and shows in its menu within 2 s', async () => {
    const { app: other, close } = await startInstance(shop().fresh.connectionString, { uploadsDir: shop().uploadsDir });
    try {
      const soldByOther = async () =>
        ((await other.inject({ url: '/api/menu?cityId=1' })).json() as MenuDto).categories
          .flatMap((category) => category.products)
          .find((product) => product.iikoId === 'combo-bbq')?.picture;
      expect(await soldByOther()).toBeUndefined();
      const picture = ((await upload('combo-bbq', await jpegUpload())).json() as StaffMenuProductDto).picture;
      const widest = picture?.webp.at(-1)?.url ?? '';
      const here = await get(widest);
      const there = await other.inject({ url: widest });
      expect(there.statusCode).toBe(200);
      expect(there.headers['content-type']).toBe('image/webp');
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      await expect.poll(soldByOther, { timeout: 2_000, interval: 50 }).toEqual(picture);
    } finally {
      await close();
    }
  });
});

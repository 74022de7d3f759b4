import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffBannerPictureDto } from '../../../src/domain/shop-api/staff-banners.contract';
import type { StaffMenuProductDto } from '../../../src/domain/shop-api/staff-menu.contract';
import { PgImageStore } from '../../../src/server/adapters/database/repositories/pg-image-store.repository';
import { FolderImageStore } from '../../../src/server/adapters/uploads/folder-image-store.adapter';
import type { UploadStoreKind } from '../../../src/server/config/config.types';
import { databaseTargets } from '../support/database-targets';
import { multipartBody } from '../support/photo-upload';
import { makeTempDir, removeDir } from '../support/temp-dir';
import { useTestShop } from '../support/test-shop';
import { withInstance } from '../orders/support/second-instance';

/*
 * Uploaded pictures behind UPLOAD_STORE (architecture/uploads.md): in the uploads folder, which
 * instances share by sharing DATA_DIR, or in PostgreSQL, which instances on other machines share
 * with nothing else. Either way the rows name the files, any instance serves them, and the
 * addresses are cached for a year.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const png = (width: number, height: number, green: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: green, b: 90 } } })
    .png()
    .toBuffer();

const STORES: readonly UploadStoreKind[] = ['folder', 'database'];

describe.each(databaseTargets())('uploaded pictures on $name PostgreSQL', (target) => {
  describe.each(STORES)('with UPLOAD_STORE=%s', (kind) => {
    const shop = useTestShop(target, { uploadStore: kind });
    let auth: Record<string, string> = {};
    beforeAll(async () => {
      auth = { authorization: `Bearer ${await shop().logIn()}` };
    });

    const send = (url: string, method: 'PUT' | 'POST', file: Buffer, field: string) => {
      const body = multipartBody(file, { fileName: 'picture.png', contentType: 'image/png', field });
      return shop().app.inject({ method, url, payload: body.payload, headers: { ...auth, ...body.headers } });
    };

    /** Another instance on the same database: on the same DATA_DIR for the folder, on its own for PostgreSQL. */
    const withOtherInstance = async (use: (other: FastifyInstance) => Promise<void>) => {
      const ownDir = kind === 'database' ? await makeTempDir('uploads-elsewhere') : null;
      try {
        await withInstance(
          shop().fresh.connectionString,
          { uploadStore: kind, uploadsDir: ownDir ?? shop().uploadsDir },
          use,
        );
      } finally {
        if (ownDir !== null) await removeDir(ownDir);
      }
    };

    const storedIn = async (names: readonly string[]) => {
      const folder = new Set(await readdir(shop().uploadsDir));
      const rows = await shop().database.query<{ name: string }>(
        'SELECT name FROM photo_files WHERE name = ANY($1::text[])',
        [names],
      );
      return {
        folder: names.filter((name) => folder.has(name)).length,
        database: rows.rowCount ?? 0,
      };
    };

    it('keeps a product photo and a banner picture where UPLOAD_STORE says, and another instance serves both for a year', async () => {
      const photo = await send(
        '/api/admin/menu/products/burger-bbq/photo?cityId=1',
        'PUT',
        await png(700, 700, 160),
        'photo',
      );
      expect(photo.statusCode, photo.body).toBe(200);
      const banner = await send('/api/admin/banners/pictures', 'POST', await png(1300, 440, 60), 'picture');
      expect(banner.statusCode, banner.body).toBe(201);
      const product = (photo.json() as StaffMenuProductDto).picture;
      const bannerPhoto = (banner.json() as StaffBannerPictureDto).photo;
      const variants = [
        ...(product?.webp ?? []),
        ...(product?.avif ?? []),
        ...(bannerPhoto?.webp ?? []),
        ...(bannerPhoto?.avif ?? []),
      ];
      expect(variants.length).toBeGreaterThanOrEqual(5);
      const names = variants.map((variant) => variant.url.replace('/api/photos/', ''));
      for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.(webp|avif)$/);

      expect(await storedIn(names)).toEqual(
        kind === 'folder' ? { folder: names.length, database: 0 } : { folder: 0, database: names.length },
      );
      // The rows keep the names the store answered.
      const rows = await shop().database.query<{ variants: { webp: { name: string }[] } }>(
        'SELECT variants FROM product_photos UNION ALL SELECT variants FROM banner_pictures',
      );
      const named = new Set(rows.rows.flatMap((row) => row.variants.webp.map((variant) => variant.name)));
      for (const variant of [...(product?.webp ?? []), ...(bannerPhoto?.webp ?? [])])
        expect(named.has(variant.url.replace('/api/photos/', ''))).toBe(true);

      await withOtherInstance(async (other) => {
        for (const variant of variants) {
          const here = await shop().app.inject({ url: variant.url });
          const there = await other.inject({ url: variant.url });
          expect(there.statusCode, variant.url).toBe(200);
          expect(there.headers['cache-control']).toBe(IMMUTABLE);
          expect(there.headers['content-type']).toBe(variant.url.endsWith('.avif') ? 'image/avif' : 'image/webp');
          expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
        }
      });
    });

    it('still serves a photo an earlier version kept in PostgreSQL', async () => {
      const old = await png(400, 400, 220).then((bytes) => sharp(bytes).webp().toBuffer());
      const name = await new PgImageStore(shop().database).put(old, 'image/webp');
      await withOtherInstance(async (other) => {
        const served = await other.inject({ url: `/api/photos/${name}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe(IMMUTABLE);
        expect(served.rawPayload.equals(old)).toBe(true);
      });
      expect((await shop().app.inject({ url: `/api/photos/${'0'.repeat(32)}.webp` })).statusCode).toBe(404);
    });
  });

  describe('moving to UPLOAD_STORE=database', () => {
    const shop = useTestShop(target);

    it('each instance copies its folder’s pictures into PostgreSQL at start, so instances sharing no disk serve them', async () => {
      const bytes = await png(300, 300, 90).then((picture) => sharp(picture).webp().toBuffer());
      const name = await new FolderImageStore(shop().uploadsDir).put(bytes, 'image/webp');
      const inDatabase = async () =>
        (await shop().database.query('SELECT 1 FROM photo_files WHERE name = $1', [name])).rowCount;
      expect(await inDatabase()).toBe(0);
      await withInstance(
        shop().fresh.connectionString,
        { uploadStore: 'database', uploadsDir: shop().uploadsDir },
        async () => {
          expect(await inDatabase()).toBe(1);
        },
      );
      const elsewhere = await makeTempDir('uploads-elsewhere');
      try {
        await withInstance(
          shop().fresh.connectionString,
          { uploadStore: 'database', uploadsDir: elsewhere },
          async (other) => {
            const served = await other.inject({ url: `/api/photos/${name}` });
            expect(served.statusCode).toBe(200);
            expect(served.rawPayload.equals(bytes)).toBe(true);
          },
        );
      } finally {
        await removeDir(elsewhere);
      }
    });
  });
});

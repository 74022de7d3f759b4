import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryStaffMenuApi } from '../../../../src/client/adapters/demo/in-memory-staff-menu-api.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { InMemoryStaffModifiersApi } from '../../../../src/client/adapters/demo/in-memory-staff-modifiers-api.adapter';
import { KeyValueAdminCity } from '../../../../src/client/adapters/storage/key-value-admin-city.adapter';
import type { StaffPhotoResult } from '../../../../src/client/application/ports/staff-menu-api.port';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import { StaffMenuViewModel } from '../../../../src/client/view-models/staff-menu.view-model';
import { PHOTO_MAX_BYTES } from '../../../../src/domain/menu/product-photo.rule';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const editing = async (api = new InMemoryStaffMenuApi()) => {
  const session = new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' }));
  const menu = new StaffMenuViewModel(
    api,
    session,
    new KeyValueAdminCity(new InMemoryStorageAdapter()),
    new InMemoryStaffModifiersApi(),
  );
  menu.open('burgers/crafts');
  await settle();
  menu.startEditProduct('burger-classic');
  const photo = menu.editor.photo;
  if (photo === null) throw new Error('an edited product has a photo field');
  return { menu, api, photo, session };
};

const jpeg = (size = 2048) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });

describe('StaffProductPhoto', () => {
  it('offers no photo for a product not saved yet', async () => {
    const { menu } = await editing();
    menu.startNewProduct();
    expect(menu.editor.photo).toBeNull();
  });

  it('refuses at once, without sending, a file past 10 MB or of another type', async () => {
    const { api, photo } = await editing();
    await photo.upload(new Blob([new Uint8Array(PHOTO_MAX_BYTES + 1)], { type: 'image/jpeg' }));
    expect(photo.problem).toEqual({ key: 'menu.photo.problem.too-big' });
    await photo.upload(new Blob(['GIF89a'], { type: 'image/gif' }));
    expect(photo.problem).toEqual({ key: 'menu.photo.problem.unsupported-type' });
    expect(api.calls.filter((call) => call.startsWith('photo'))).toEqual([]);
  });

  it('sends a photo with its progress, shows the product’s new picture, and removes it again', async () => {
    const { api, photo, menu } = await editing();
    const upload = photo.upload(jpeg());
    expect(photo.progress).not.toBeNull();
    expect(photo.busy).toBe(true);
    await upload;
    expect(photo.progress).toBeNull();
    expect(photo.done).toBe('uploaded');
    expect(photo.picture?.webp).toHaveLength(1);
    expect(api.calls).toContain('photo:1:burger-classic');
    // The row in the list shows it too: the menu was read again.
    expect(
      menu.categories.flatMap((category) => category.products).find((product) => product.iikoId === 'burger-classic')
        ?.picture,
    ).not.toBeNull();

    await photo.remove();
    expect(photo.done).toBe('removed');
    expect(photo.picture).toBeNull();
    expect(photo.imgLink).toMatch(/^\/demo\//);
  });

  it('puts the server’s refusal next to the field, and signs out on an expired token', async () => {
    const api = new InMemoryStaffMenuApi();
    const refused: StaffPhotoResult = {
      ok: false,
      reason: 'refused',
      problem: 'not-an-image',
      message: 'Файл не є зображенням.',
    };
    api.uploadPhoto = async () => refused;
    const { photo, session } = await editing(api);
    await photo.upload(jpeg());
    expect(photo.problem).toEqual({ key: 'menu.photo.problem.not-an-image' });
    expect(photo.progress).toBeNull();

    api.uploadPhoto = async () => ({ ok: false, reason: 'unavailable' });
    await photo.upload(jpeg());
    expect(photo.problem).toEqual({ key: 'menu.photo.problem.failed' });

    api.uploadPhoto = async () => ({ ok: false, reason: 'unauthorized' });
    await photo.upload(jpeg());
    expect(session.authenticated).toBe(false);
  });
});

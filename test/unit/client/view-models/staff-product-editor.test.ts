import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryStaffMenuApi } from '../../../../src/client/adapters/demo/in-memory-staff-menu-api.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { InMemoryStaffModifiersApi } from '../../../../src/client/adapters/demo/in-memory-staff-modifiers-api.adapter';
import { KeyValueAdminCity } from '../../../../src/client/adapters/storage/key-value-admin-city.adapter';
import type { StaffMenuFailure } from '../../../../src/client/application/ports/staff-menu-api.port';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import { StaffMenuViewModel } from '../../../../src/client/view-models/staff-menu.view-model';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const opened = async (
  api = new InMemoryStaffMenuApi(),
  section: Parameters<StaffMenuViewModel['open']>[0] = 'burgers/crafts',
) => {
  const session = new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' }));
  const menu = new StaffMenuViewModel(
    api,
    session,
    new KeyValueAdminCity(new InMemoryStorageAdapter()),
    new InMemoryStaffModifiersApi(),
  );
  menu.open(section);
  await settle();
  return { menu, api, session };
};

const idsIn = (menu: StaffMenuViewModel, slug: string) =>
  menu.categories.find((category) => category.slug === slug)?.products.map((product) => product.iikoId) ?? [];

const fillIn = (menu: StaffMenuViewModel) => {
  const { editor } = menu;
  editor.editText('translation', 'uk', 'Пекельний');
  editor.editText('translation', 'en', 'Inferno');
  editor.editText('translation', 'ru', 'Адский');
  editor.editText('description', 'uk', 'Гострий.');
  editor.editText('description', 'en', 'Hot.');
  editor.editText('description', 'ru', 'Острый.');
  editor.edit({ basePrice: '219,50', sizeAmount: '320' });
  editor.toggleTag('spicy');
};

describe('StaffProductEditor: adding and editing a product', () => {
  it('opens an empty form in the section’s category, and adds the product last there once the server took it', async () => {
    const { menu, api } = await opened();
    menu.startNewProduct();
    expect(menu.editor.isNew).toBe(true);
    expect(menu.editor.draft?.category).toBe('burgers');
    fillIn(menu);
    expect(await menu.editor.save()).toBe(true);
    expect(menu.editor.draft).toBeNull();
    expect(api.calls).toContain('create:1:Inferno');
    const added = menu.categories.find((category) => category.slug === 'burgers')?.products.at(-1);
    expect(added).toMatchObject({
      translation: { en: 'Inferno' },
      basePrice: 219.5,
      size: { amount: 320, unit: 'g' },
      tags: ['spicy'],
    });
  });

  it('shows no errors before the first save, then each field’s own, and sends nothing while any is left', async () => {
    const { menu, api } = await opened();
    menu.startNewProduct();
    menu.editor.editText('translation', 'uk', 'Пекельний');
    expect(menu.editor.fieldProblems).toEqual({});
    expect(await menu.editor.save()).toBe(false);
    expect(menu.editor.fieldProblems['translation.en']).toEqual({ key: 'menu.product.problem.required' });
    expect(menu.editor.fieldProblems.basePrice).toEqual({ key: 'menu.product.problem.not-a-number' });
    expect(menu.editor.fieldProblems['translation.uk']).toBeUndefined();
    fillIn(menu);
    menu.editor.edit({ basePrice: '-3' });
    expect(menu.editor.fieldProblems.basePrice).toEqual({ key: 'menu.product.problem.not-positive' });
    expect(api.calls.filter((call) => call.startsWith('create'))).toEqual([]);
  });

  it('puts the server’s refusal next to the field it names and keeps what was typed', async () => {
    const refusal: StaffMenuFailure = {
      ok: false,
      reason: 'invalid',
      field: 'translation.ru',
      message: 'Поле «назва російською» (translation.ru): обов’язкове поле, заповніть його.',
    };
    const api = new (class extends InMemoryStaffMenuApi {
      override async createProduct() {
        return refusal;
      }
    })();
    const { menu } = await opened(api);
    menu.startNewProduct();
    fillIn(menu);
    expect(await menu.editor.save()).toBe(false);
    expect(menu.editor.fieldProblems['translation.ru']).toEqual({
      key: 'menu.product.problem.refused',
      message: refusal.message,
    });
    expect(menu.editor.draft?.translation.en).toBe('Inferno');
  });

  it('edits a product in place, hides it, and archives it only when asked twice', async () => {
    const { menu, api } = await opened();
    menu.startEditProduct('burger-classic');
    expect(menu.editor.isEditing('burger-classic')).toBe(true);
    expect(menu.editor.draft).toMatchObject({ basePrice: '189', translation: { en: 'Classic' } });
    menu.editor.edit({ hidden: true });
    expect(await menu.editor.save()).toBe(true);
    expect(
      menu.categories.flatMap((category) => category.products).find((product) => product.iikoId === 'burger-classic')
        ?.hidden,
    ).toBe(true);

    menu.startEditProduct('burger-classic');
    await menu.editor.archive();
    expect(menu.editor.confirmingArchive).toBe(true);
    expect(api.calls.some((call) => call.startsWith('archive'))).toBe(false);
    await menu.editor.archive();
    expect(api.calls).toContain('archive:burger-classic');
    expect(idsIn(menu, 'burgers')).not.toContain('burger-classic');
    expect(menu.editor.draft).toBeNull();
  });

  it('signs staff out when the token expired', async () => {
    const { menu, api, session } = await opened();
    menu.startNewProduct();
    fillIn(menu);
    api.unauthorized = true;
    await menu.editor.save();
    expect(session.authenticated).toBe(false);
  });
});

describe('StaffMenuViewModel: ordering within a category', () => {
  it('moves a product up and down, showing the server’s new order', async () => {
    const { menu } = await opened();
    const before = idsIn(menu, 'burgers');
    await menu.move(before[1] as string, 'up');
    expect(idsIn(menu, 'burgers')).toEqual([before[1], before[0], ...before.slice(2)]);
    await menu.move(before[1] as string, 'down');
    expect(idsIn(menu, 'burgers')).toEqual(before);
  });
});

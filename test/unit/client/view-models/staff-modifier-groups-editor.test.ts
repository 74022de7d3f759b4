import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryStaffMenuApi } from '../../../../src/client/adapters/demo/in-memory-staff-menu-api.adapter';
import { InMemoryStaffModifiersApi } from '../../../../src/client/adapters/demo/in-memory-staff-modifiers-api.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { KeyValueAdminCity } from '../../../../src/client/adapters/storage/key-value-admin-city.adapter';
import type { StaffModifierGroupsEditor } from '../../../../src/client/view-models/staff-modifier-groups-editor';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import { StaffMenuViewModel } from '../../../../src/client/view-models/staff-menu.view-model';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const editing = async (iikoId: string, modifiersApi = new InMemoryStaffModifiersApi()) => {
  const menuApi = new InMemoryStaffMenuApi();
  const session = new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' }));
  const menu = new StaffMenuViewModel(
    menuApi,
    session,
    new KeyValueAdminCity(new InMemoryStorageAdapter()),
    modifiersApi,
  );
  menu.open('burgers/crafts');
  await settle();
  menu.startEditProduct(iikoId);
  await settle();
  const groups = menu.editor.modifiers as StaffModifierGroupsEditor;
  return { menu, groups, menuApi, modifiersApi, session };
};

const named = (groups: StaffModifierGroupsEditor, g: number, m: number | null, uk: string) => {
  for (const [locale, text] of [
    ['uk', uk],
    ['en', `${uk} (en)`],
    ['ru', `${uk} (ru)`],
  ] as const) {
    if (m === null) groups.editGroupName(g, locale, text);
    else groups.editModifierName(g, m, locale, text);
  }
};

describe('StaffModifierGroupsEditor in the product form', () => {
  it('reads the product’s groups when the form opens; a new product has none until saved', async () => {
    const { menu, groups } = await editing('burger-classic');
    expect(groups.state).toBe('ready');
    expect(groups.groups.map((group) => [group.kind, group.translation.uk])).toEqual([
      ['one-of', 'Котлета'],
      ['any-of', 'Добавки'],
    ]);
    expect(groups.dirty).toBe(false);
    menu.startNewProduct();
    expect(menu.editor.modifiers).toBeNull();
  });

  it('saves a patty group and an extra with the product, sending only the groups when nothing else changed', async () => {
    const { menu, groups, menuApi, modifiersApi } = await editing('burger-classic');
    groups.removeGroup(1);
    groups.removeGroup(0);
    groups.addGroup('one-of');
    named(groups, 0, null, 'Котлета');
    named(groups, 0, 0, 'Яловича');
    groups.addModifier(0);
    named(groups, 0, 1, 'Куряча');
    groups.editModifier(0, 1, { price: '25,50' });
    groups.setDefault(0, 0);
    groups.addGroup('any-of');
    named(groups, 1, null, 'Добавки');
    named(groups, 1, 0, 'Бекон');
    groups.editModifier(1, 0, { price: '35', maxCount: '2' });
    groups.editGroup(1, { maxTotal: '3' });
    groups.moveGroup(1, -1);
    groups.moveGroup(0, 1);

    expect(await menu.editor.save()).toBe(true);
    expect(menu.editor.draft).toBeNull();
    expect(modifiersApi.calls).toContain('save:burger-classic:2');
    expect(menuApi.calls.some((call) => call.startsWith('update'))).toBe(false);
    const saved = await modifiersApi.readGroups('burger-classic');
    expect(saved.ok && saved.value.map((group) => group.modifiers.map((m) => [m.translation.en, m.price]))).toEqual([
      [
        ['Яловича (en)', 0],
        ['Куряча (en)', 25.5],
      ],
      [['Бекон (en)', 35]],
    ]);
    expect(saved.ok && saved.value[1]).toMatchObject({ kind: 'any-of', maxTotal: 3 });
  });

  it('shows each refused field after the first save, and sends neither the groups nor the product', async () => {
    const { menu, groups, menuApi, modifiersApi } = await editing('burger-classic');
    groups.addGroup('any-of');
    expect(groups.fieldProblems).toEqual({});
    menu.editor.edit({ basePrice: '199' });
    expect(await menu.editor.save()).toBe(false);
    expect(groups.fieldProblems['groups.2.translation.uk']).toEqual({ key: 'menu.modifiers.problem.required' });
    expect(groups.fieldProblems['groups.2.modifiers.0.translation.en']).toEqual({
      key: 'menu.modifiers.problem.required',
    });
    expect(modifiersApi.calls.filter((call) => call.startsWith('save'))).toEqual([]);
    expect(menuApi.calls.some((call) => call.startsWith('update'))).toBe(false);
    expect(menu.editor.draft).not.toBeNull();
  });

  it('puts the server’s refusal next to the field its path names, and keeps the form open', async () => {
    const api = new (class extends InMemoryStaffModifiersApi {
      override async saveGroups() {
        return {
          ok: false as const,
          reason: 'invalid' as const,
          field: 'groups.1.modifiers.0.iikoId',
          problem: 'unknown-modifier',
          message: 'Поле groups.1.modifiers.0.iikoId: такої добавки вже немає; оновіть сторінку.',
        };
      }
    })();
    const { menu, groups } = await editing('burger-classic', api);
    groups.editModifier(1, 0, { price: '40' });
    expect(await menu.editor.save()).toBe(false);
    expect(groups.fieldProblems['groups.1.modifiers.0.iikoId']).toEqual({
      key: 'menu.modifiers.problem.unknown-modifier',
    });
    expect(groups.formProblem).toBeNull();
    // Typing again clears what was said about the earlier list.
    groups.editModifier(1, 0, { price: '41' });
    expect(groups.fieldProblems['groups.1.modifiers.0.iikoId']).toBeUndefined();
  });

  it('says a refusal of a field the form no longer shows under the groups, and a failed read with a retry', async () => {
    const api = new InMemoryStaffModifiersApi();
    api.failing.add('read');
    const { groups } = await editing('burger-classic', api);
    expect(groups.state).toBe('failed');
    api.failing.delete('read');
    await groups.load();
    expect(groups.state).toBe('ready');
    groups.serverProblem = { field: 'groups.9.kind', text: { key: 'menu.modifiers.problem.unknown-kind' } };
    expect(groups.formProblem).toEqual({ key: 'menu.modifiers.problem.unknown-kind' });
  });

  it('signs staff out when the token expired', async () => {
    const api = new InMemoryStaffModifiersApi();
    const { menu, groups, session } = await editing('burger-classic', api);
    groups.editModifier(1, 0, { price: '40' });
    api.unauthorized = true;
    expect(await menu.editor.save()).toBe(false);
    expect(session.authenticated).toBe(false);
  });
});

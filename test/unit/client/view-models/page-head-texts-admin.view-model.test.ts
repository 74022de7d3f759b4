import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryPageHeadTextsAdminApi } from '../../../../src/client/adapters/demo/in-memory-page-head-texts-admin-api.adapter';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import { PageHeadTextsAdminViewModel } from '../../../../src/client/view-models/page-head-texts-admin.view-model';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const shown = async (api = new InMemoryPageHeadTextsAdminApi(), cityId: 1 | 2 = 2) => {
  const session = new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' }));
  const vm = new PageHeadTextsAdminViewModel(api, session);
  vm.show(cityId);
  await settle();
  return { vm, api, session };
};

describe('PageHeadTextsAdminViewModel', () => {
  it('reads the city’s pages and shows one language at a time, each beside its default', async () => {
    const { vm, api } = await shown();
    expect(vm.state).toBe('ready');
    expect(api.calls).toEqual(['read:2']);
    expect(vm.shownRows.map((row) => row.page)).toEqual([
      'home',
      'sushi',
      'about',
      'delivery',
      'public-offer',
      'vacancies',
    ]);
    expect(vm.shownRows[0]).toMatchObject({ locale: 'uk', title: '', defaultTitle: 'home — kyiv (uk)' });
    vm.selectLocale('en');
    expect(vm.shownRows.every((row) => row.locale === 'en')).toBe(true);
    // The same city again asks nothing.
    vm.show(2);
    expect(api.calls).toEqual(['read:2']);
  });

  it('saves the whole list and shows what the server kept; the list is unchanged after', async () => {
    const { vm, api } = await shown();
    vm.edit('home', 'uk', 'title', '  Бургери з доставкою по Києву  ');
    expect(vm.dirty).toBe(true);
    await vm.save();
    expect(api.calls).toContain('save:2:18');
    expect(vm.saved).toBe(true);
    expect(vm.dirty).toBe(false);
    expect(vm.shownRows[0]?.title).toBe('Бургери з доставкою по Києву');
    // Typing again takes back the "saved" note.
    vm.edit('home', 'uk', 'title', 'Інший заголовок');
    expect(vm.saved).toBe(false);
  });

  it('says a problem only after the first save, sends nothing then, and shows the language it is in', async () => {
    const { vm, api } = await shown();
    vm.edit('about', 'ru', 'description', 'д'.repeat(301));
    expect(vm.problemOf('about', 'ru', 'description')).toBeNull();
    await vm.save();
    expect(vm.problemOf('about', 'ru', 'description')).toBe('too-long');
    expect(vm.locale).toBe('ru');
    expect(api.calls.some((call) => call.startsWith('save'))).toBe(false);
    vm.edit('about', 'ru', 'description', 'Коротко.');
    expect(vm.problemOf('about', 'ru', 'description')).toBeNull();
  });

  it('puts the server’s refusal beside the field its path names', async () => {
    const api = new (class extends InMemoryPageHeadTextsAdminApi {
      override async save() {
        return { ok: false as const, reason: 'invalid' as const, field: 'texts.4.title', problem: 'line-break' };
      }
    })();
    const { vm } = await shown(api);
    vm.edit('sushi', 'en', 'title', 'Sushi');
    await vm.save();
    // The fifth row sent is the sushi page in English.
    expect(vm.problemOf('sushi', 'en', 'title')).toBe('line-break');
    expect(vm.locale).toBe('en');
  });

  it('advises when search would cut a text, without refusing it', async () => {
    const { vm } = await shown();
    vm.edit('home', 'uk', 'title', 'Т'.repeat(80));
    const row = vm.shownRows[0];
    expect(row === undefined ? null : vm.adviceOf(row)).toEqual({ titleLong: true, descriptionLong: false });
    await vm.save();
    expect(vm.saved).toBe(true);
  });

  it('a failed read offers a retry; a failed save says so; an expired token signs out', async () => {
    const api = new InMemoryPageHeadTextsAdminApi();
    api.failing.add('read');
    const { vm, session } = await shown(api);
    expect(vm.state).toBe('failed');
    api.failing.clear();
    await vm.load();
    expect(vm.state).toBe('ready');
    api.failing.add('save');
    vm.edit('home', 'uk', 'title', 'Х');
    await vm.save();
    expect(vm.saveFailed).toBe(true);
    api.unauthorized = true;
    await vm.save();
    expect(session.authenticated).toBe(false);
  });
});

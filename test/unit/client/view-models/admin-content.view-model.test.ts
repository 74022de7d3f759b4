import { describe, expect, it } from 'vitest';
import { InMemoryAdminContentApi } from '../../../../src/client/adapters/demo/in-memory-admin-content-api.adapter';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { ManualTimerAdapter } from '../support/doubles/manual-timer.adapter';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import { AdminContentViewModel, PREVIEW_DELAY_MS } from '../../../../src/client/view-models/admin-content.view-model';

/** Lets the fake API's answers (resolved promises) reach the view-model. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const opened = async () => {
  const api = new InMemoryAdminContentApi();
  const session = new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' }));
  const timer = new ManualTimerAdapter();
  const vm = new AdminContentViewModel(api, session, timer);
  await vm.load();
  await settle();
  return { vm, api, session, timer };
};

describe('AdminContentViewModel', () => {
  it('opens the shop-wide Ukrainian "about" page with its preview, and switches page, language and city', async () => {
    const { vm, api } = await opened();
    expect(vm.state).toBe('ready');
    expect(vm.title).toBe('Про нас');
    expect(vm.previewState).toBe('ready');
    expect(vm.previewHtml).toContain('<p>Ми готуємо бургери');
    vm.selectPage('delivery');
    await settle();
    vm.selectLocale('en');
    expect(vm.title).toBe('Delivery and payment');
    expect(api.calls.filter((call) => call.startsWith('get'))).toEqual(['get:about', 'get:delivery']);
  });

  it('previews once typing pauses, not on every key', async () => {
    const { vm, api, timer } = await opened();
    const before = api.calls.length;
    vm.setBody('# One');
    vm.setBody('# One\n\nTwo');
    expect(api.calls).toHaveLength(before);
    timer.advance(PREVIEW_DELAY_MS);
    await settle();
    expect(api.calls.slice(before)).toEqual(['preview:all']);
    expect(vm.previewHtml).toBe('<p># One</p>\n<p>Two</p>\n');
  });

  it('starts a city without its own text from what its customers read, and saving creates it', async () => {
    const { vm, api } = await opened();
    vm.selectCity(2);
    expect(vm.ownVersion).toBeNull();
    expect(vm.readVersion?.cityId).toBeNull();
    expect(vm.title).toBe('Про нас');
    expect(vm.dirty).toBe(true);
    vm.setTitle('Про нас у Києві');
    await vm.save();
    expect(vm.saveState).toBe('saved');
    expect(vm.ownVersion).toMatchObject({ cityId: 2, locale: 'uk', title: 'Про нас у Києві' });
    expect(vm.dirty).toBe(false);
    expect(api.calls).toContain('save:about:uk:2');

    await vm.removeCityVersion();
    expect(vm.ownVersion).toBeNull();
    expect(vm.title).toBe('Про нас');
    expect(api.calls).toContain('remove:about:uk:2');
  });

  it('shows a problem next to its field without sending, and follows the fix as staff type', async () => {
    const { vm, api } = await opened();
    vm.setTitle('  ');
    vm.setBody('x'.repeat(50_001));
    await vm.save();
    expect(Object.fromEntries(vm.problems)).toEqual({ title: 'required', body: 'too-long' });
    expect(api.calls.some((call) => call.startsWith('save'))).toBe(false);
    vm.setTitle('About');
    expect(Object.fromEntries(vm.problems)).toEqual({ body: 'too-long' });
    vm.setBody('Short.');
    expect(vm.problems.size).toBe(0);
  });

  it('signs staff out when the server no longer knows them', async () => {
    const { vm, api, session } = await opened();
    api.fail('unauthorized');
    vm.setTitle('About');
    await vm.save();
    expect(vm.saveState).toBe('failed');
    expect(session.authenticated).toBe(false);
  });

  it('says the page could not be loaded, and loads it on retry', async () => {
    const api = new InMemoryAdminContentApi();
    api.fail('unavailable');
    const vm = new AdminContentViewModel(
      api,
      new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' })),
      new ManualTimerAdapter(),
    );
    await vm.load();
    expect(vm.state).toBe('failed');
    api.recover();
    await vm.load();
    expect(vm.state).toBe('ready');
  });

  it('asks for no preview after the screen is left', async () => {
    const { vm, api, timer } = await opened();
    vm.setBody('Later');
    vm.dispose();
    timer.advance(PREVIEW_DELAY_MS);
    await settle();
    expect(api.calls.filter((call) => call.startsWith('preview'))).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemorySiteAdminApi } from '../../../../src/client/adapters/demo/in-memory-site-admin-api.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { KeyValueAdminCity } from '../../../../src/client/adapters/storage/key-value-admin-city.adapter';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import { SiteAdminViewModel } from '../../../../src/client/view-models/site-admin.view-model';

const NOON = Date.UTC(2025, 0, 15, 10, 0);

const opened = async () => {
  const api = new InMemorySiteAdminApi({ now: () => NOON });
  const cookies = new InMemoryCookieAdapter({ auth_token: 't' });
  const session = new AdminSessionViewModel(cookies);
  const vm = new SiteAdminViewModel(api, session, new KeyValueAdminCity(new InMemoryStorageAdapter()), {
    now: () => NOON,
  });
  await vm.load();
  return { vm, api, session, cookies };
};

describe('SiteAdminViewModel', () => {
  it('loads the remembered city (Lviv first) and switches cities', async () => {
    const { vm, api } = await opened();
    expect(vm.state).toBe('ready');
    expect(vm.draft?.weekly).toHaveLength(7);
    vm.selectCity(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(api.calls).toEqual(['get:1', 'get:2']);
  });

  it('shows a problem beside its field without sending anything, and clears it once the section is fixed and saved', async () => {
    const { vm, api } = await opened();
    vm.edit('hours', (draft) => {
      const monday = draft.weekly[0];
      if (monday !== undefined) monday.close = '09:00';
    });
    await vm.save('hours');
    expect(vm.errorFor('weekly.0.close')).toBe('close-not-after-open');
    expect(api.calls).toEqual(['get:1']);
    vm.edit('hours', (draft) => {
      const monday = draft.weekly[0];
      if (monday !== undefined) monday.close = '21:00';
    });
    await vm.save('hours');
    expect(vm.errorFor('weekly.0.close')).toBeNull();
    expect(vm.saved).toBe('hours');
    expect(vm.draft?.weekly[0]).toEqual({ closed: false, open: '10:30', close: '21:00' });
  });

  it('adds and removes a holiday, saving only the exceptions', async () => {
    const { vm, api } = await opened();
    vm.addException('16.01.2025');
    vm.addException('16.01.2025');
    expect(vm.draft?.exceptions).toEqual([{ date: '16.01.2025', closed: true, open: '10:30', close: '22:30' }]);
    await vm.save('exceptions');
    expect(api.calls).toContain('change:1:exceptions');
    expect((await api.getSite(1)).ok && (await api.getSite(1))).toMatchObject({
      value: { exceptions: [{ date: '16.01.2025', hours: null }] },
    });
    vm.removeException('16.01.2025');
    await vm.save('exceptions');
    expect(vm.draft?.exceptions).toEqual([]);
  });

  it('saves busy mode and slot capacity from what staff typed; empty capacity means no limit', async () => {
    const { vm, api } = await opened();
    vm.edit('busy', (draft) => {
      draft.busyOn = true;
      draft.busyMinutes = '45';
      draft.busyUntil = '15.01.2025 14:00';
    });
    await vm.save('busy');
    expect(vm.draft).toMatchObject({ busyOn: true, busyMinutes: '45', busyUntil: '15.01.2025 14:00' });
    vm.edit('capacity', (draft) => (draft.slotCapacity = 'много'));
    await vm.save('capacity');
    expect(vm.errorFor('slotCapacity')).toBe('invalid-capacity');
    vm.edit('capacity', (draft) => (draft.slotCapacity = ''));
    await vm.save('capacity');
    expect(await api.getSite(1)).toMatchObject({
      value: { busy: { minutes: 45, until: '15.01.2025 14:00' }, slotCapacity: null },
    });
  });

  it('signs staff out on an expired token and says a failed save beside its section', async () => {
    const { vm, api, session } = await opened();
    api.failing = true;
    await vm.save('city');
    expect(vm.failedSection).toBe('city');
    api.failing = false;
    api.unauthorized = true;
    await vm.save('city');
    expect(session.authenticated).toBe(false);
  });
});

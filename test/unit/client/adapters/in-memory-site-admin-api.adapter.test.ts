import { describe, expect, it } from 'vitest';
import { InMemorySiteAdminApi } from '../../../../src/client/adapters/demo/in-memory-site-admin-api.adapter';

const NOON = Date.UTC(2025, 0, 15, 10, 0);

describe('InMemorySiteAdminApi', () => {
  it('keeps each city’s changes, and only the parts sent', async () => {
    const api = new InMemorySiteAdminApi({ now: () => NOON });
    const before = await api.getSite(2);
    expect(before).toMatchObject({ ok: true, value: { cityId: 2, sushiEnabled: false, slotCapacity: null } });
    expect(
      await api.changeSite(2, { slotCapacity: 3, exceptions: [{ date: '16.01.2025', hours: null }] }),
    ).toMatchObject({ ok: true, value: { slotCapacity: 3 } });
    expect(await api.getSite(2)).toMatchObject({
      ok: true,
      value: { slotCapacity: 3, exceptions: [{ date: '16.01.2025', hours: null }], sushiEnabled: false },
    });
    expect(await api.getSite(1)).toMatchObject({ ok: true, value: { slotCapacity: null, exceptions: [] } });
  });

  it('refuses what the server refuses, naming the fields, and keeps the city as it was', async () => {
    const api = new InMemorySiteAdminApi({ now: () => NOON });
    const refused = await api.changeSite(1, { busy: { minutes: 0, until: '15.01.2025 11:00' }, phone: 'x' });
    expect(refused).toEqual({
      ok: false,
      reason: 'invalid',
      fields: [
        { field: 'phone', problem: 'invalid-phone' },
        { field: 'busy.minutes', problem: 'invalid-minutes' },
        { field: 'busy.until', problem: 'until-in-past' },
      ],
    });
    expect(await api.getSite(1)).toMatchObject({ ok: true, value: { busy: null } });
  });

  it('plays an expired token and a broken network', async () => {
    const api = new InMemorySiteAdminApi({ now: () => NOON });
    api.unauthorized = true;
    expect(await api.getSite(1)).toEqual({ ok: false, reason: 'unauthorized' });
    api.unauthorized = false;
    api.failing = true;
    expect(await api.changeSite(1, { slotCapacity: 2 })).toEqual({ ok: false, reason: 'unavailable' });
    expect(api.calls).toEqual(['get:1', 'change:1:slotCapacity']);
  });
});

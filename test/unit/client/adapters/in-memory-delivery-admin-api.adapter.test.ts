import { describe, expect, it } from 'vitest';
import { InMemoryDeliveryAdminApi } from '../../../../src/client/adapters/demo/in-memory-delivery-admin-api.adapter';

const CSV = 'name_uk,name_en,name_ru,first_house,last_house,line\nвулиця Лісна,Lisna St,,1,30,23.9 49.8; 23.91 49.805';

describe('the in-memory Delivery section', () => {
  it('keeps each city apart and answers like the server', async () => {
    const api = new InMemoryDeliveryAdminApi();
    expect(await api.listPickupPoints(2)).toEqual({ ok: true, value: [] });
    const added = await api.addPickupPoint({
      cityId: 2,
      locality: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' },
      street: { uk: ' а ', en: 'b', ru: 'c' },
      house: '1',
      hours: '',
      isOpen: true,
    });
    expect(added).toMatchObject({ ok: true, value: { cityId: 2, street: { uk: 'а' } } });
    expect(await api.listPickupPoints(1)).toMatchObject({ ok: true, value: [{ id: '1' }] });
    expect(await api.setPaymentMethod(2, 'card', true)).toEqual({ ok: true, value: { name: 'card', isAllowed: true } });
    expect(await api.listPaymentMethods(2)).toEqual({
      ok: true,
      value: [
        { name: 'online', isAllowed: true },
        { name: 'card', isAllowed: true },
        { name: 'cash', isAllowed: true },
      ],
    });
    expect(await api.previewZones(1, 'kml', '<kml/>')).toMatchObject({
      ok: false,
      reason: 'invalid',
      field: 'content',
    });
  });

  it('imports a street file idempotently, and all or nothing', async () => {
    const api = new InMemoryDeliveryAdminApi();
    expect(await api.importStreets(1, 102, 'csv', CSV)).toEqual({
      ok: true,
      value: { added: 1, updated: 0, unchanged: 0 },
    });
    expect(await api.importStreets(1, 102, 'csv', CSV)).toEqual({
      ok: true,
      value: { added: 0, updated: 0, unchanged: 1 },
    });
    expect(await api.importStreets(1, 102, 'csv', `${CSV}\nвулиця Погана,,,9,1,23.9 49.8; 23.91 49.8`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('row 3'),
    });
    expect(await api.listStreets(1, 102)).toMatchObject({ ok: true, value: [{ translation: { uk: 'вулиця Лісна' } }] });
    expect(await api.deleteLocality(1, 102)).toMatchObject({ ok: false, reason: 'conflict' });
  });

  it('plays an expired token and a broken network', async () => {
    const api = new InMemoryDeliveryAdminApi();
    api.failing.add('list');
    expect(await api.listZones(1)).toEqual({ ok: false, reason: 'unavailable' });
    api.unauthorized = true;
    expect(await api.setPaymentMethod(1, 'cash', false)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(api.calls).toEqual(['zones:1', 'payment:1:cash:false']);
  });
});

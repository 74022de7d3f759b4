import { describe, expect, it } from 'vitest';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import {
  ADMIN_CITY_KEY,
  KeyValueAdminCity,
} from '../../../../src/client/adapters/storage/key-value-admin-city.adapter';

describe('KeyValueAdminCity', () => {
  it('remembers the chosen city in this browser', () => {
    const storage = new InMemoryStorageAdapter();
    const preference = new KeyValueAdminCity(storage);
    expect(preference.load()).toBeNull();
    preference.save(2);
    expect(new KeyValueAdminCity(storage).load()).toBe(2);
    expect(storage.getItem(ADMIN_CITY_KEY)).toBe('2');
  });

  it('reads anything but a city of the shop as no choice', () => {
    const storage = new InMemoryStorageAdapter();
    for (const stored of ['3', '0', 'kyiv', '', '1.5']) {
      storage.setItem(ADMIN_CITY_KEY, stored);
      expect(new KeyValueAdminCity(storage).load(), stored).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { StaffMenuProductRecord } from '../../../../src/server/application/ports/staff-menu.port';
import type {
  StaffProductsPort,
  StaffProductWriteOutcome,
} from '../../../../src/server/application/ports/staff-products.port';
import {
  ArchiveStaffProductUseCase,
  SaveStaffProductUseCase,
} from '../../../../src/server/application/staff/staff-products.use-cases';
import type { StaffProductInputDto } from '../../../../src/domain/shop-api/staff-menu.contract';

const ADMIN = { id: 7, login: 'olena' };
const NOW = new Date('2025-06-11T09:00:00Z');
const texts = (uk: string) => ({ uk, en: `${uk} (en)`, ru: `${uk} (ru)` });
const INPUT: StaffProductInputDto = {
  category: 'sets',
  translation: texts('Сет'),
  description: texts('Опис'),
  basePrice: 499,
  size: { amount: 24, unit: 'pcs' },
  rolls: 3,
  alcohol: false,
  tags: ['fish'],
  hidden: false,
};

const recordOf = (iikoId: string): StaffMenuProductRecord => ({
  iikoId,
  category: 'sets',
  translation: texts('Сет'),
  photo: 'set-maki.svg',
  picture: null,
  basePrice: 49_900,
  cityPrice: null,
  stopped: false,
  lastChange: null,
  description: texts('Опис'),
  size: { amount: 24, unit: 'pcs' },
  rolls: 3,
  alcohol: false,
  tags: ['fish'],
  hidden: false,
});

const setup = (outcome: StaffProductWriteOutcome = { kind: 'saved', product: recordOf('set-new') }) => {
  const calls: string[] = [];
  let menuChanges = 0;
  const products: StaffProductsPort = {
    create: async (product, photo, cityId, context) => {
      calls.push(
        `create ${product.category} ${product.basePrice} ${photo} ${cityId} ${context.by.login} ${context.at.toISOString()}`,
      );
      return outcome;
    },
    update: async (iikoId) => {
      calls.push(`update ${iikoId}`);
      return outcome;
    },
    archive: async (iikoId) => {
      calls.push(`archive ${iikoId}`);
      return iikoId !== 'gone';
    },
    move: async () => true,
  };
  const deps = { products, clock: { now: () => NOW }, menuChanged: () => void (menuChanges += 1) };
  return {
    save: new SaveStaffProductUseCase(deps),
    archive: new ArchiveStaffProductUseCase(deps),
    calls,
    menuChanges: () => menuChanges,
  };
};

describe('SaveStaffProductUseCase', () => {
  it('writes a checked product in kopiykas with its category’s placeholder photo, then drops every city’s menu', async () => {
    const { save, calls, menuChanges } = setup();
    const result = await save.execute({ iikoId: null, cityId: 2, product: INPUT, by: ADMIN });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ iikoId: 'set-new', basePrice: 499, imgLink: '/api/uploads/set-maki.svg' }),
    });
    expect(calls).toEqual([`create sets 49900 set-maki.svg 2 olena ${NOW.toISOString()}`]);
    expect(menuChanges()).toBe(1);
  });

  it('refuses what the rule refuses with its first field, and asks the repository nothing', async () => {
    const { save, calls, menuChanges } = setup();
    const result = await save.execute({
      iikoId: null,
      cityId: 1,
      product: { ...INPUT, translation: { ...INPUT.translation, ru: '' }, tags: ['sugar'] },
      by: ADMIN,
    });
    expect(result).toMatchObject({
      ok: false,
      reason: 'invalid-product',
      details: { field: 'translation.ru', problem: 'required' },
    });
    expect(calls).toEqual([]);
    expect(menuChanges()).toBe(0);
  });

  it('answers a product that is gone, and a category the database lacks, without dropping any menu', async () => {
    expect(
      await setup({ kind: 'not-found' }).save.execute({ iikoId: 'gone', cityId: 1, product: INPUT, by: ADMIN }),
    ).toMatchObject({ ok: false, reason: 'product-not-found' });
    const missing = setup({ kind: 'unknown-category' });
    expect(await missing.save.execute({ iikoId: null, cityId: 1, product: INPUT, by: ADMIN })).toMatchObject({
      details: { field: 'category', problem: 'unknown-category' },
    });
    expect(missing.menuChanges()).toBe(0);
  });
});

describe('ArchiveStaffProductUseCase', () => {
  it('archives and drops the menus; an unknown product changes nothing', async () => {
    const { archive, menuChanges } = setup();
    expect(await archive.execute({ iikoId: 'set-new', by: ADMIN })).toEqual({ ok: true, value: null });
    expect(await archive.execute({ iikoId: 'gone', by: ADMIN })).toMatchObject({
      ok: false,
      reason: 'product-not-found',
    });
    expect(menuChanges()).toBe(1);
  });
});

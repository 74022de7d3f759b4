import { describe, expect, it } from 'vitest';
import type { CityId } from '../../../../src/domain/city/city';
import type {
  StaffMenuPort,
  StaffMenuProductChange,
  StaffMenuProductRecord,
} from '../../../../src/server/application/ports/staff-menu.port';
import { ChangeStaffMenuProductUseCase } from '../../../../src/server/application/staff/change-staff-menu-product.use-case';
import { ListStaffMenuUseCase } from '../../../../src/server/application/staff/list-staff-menu.use-case';

const names = (uk: string) => ({ uk, en: uk, ru: uk });
const classic: StaffMenuProductRecord = {
  iikoId: 'burger-classic',
  category: 'burgers',
  translation: names('Класичний'),
  photo: 'burger classic.svg',
  picture: null,
  basePrice: 18_900,
  cityPrice: null,
  stopped: false,
  lastChange: null,
  description: names('Яловичина'),
  size: { amount: 310, unit: 'g' },
  rolls: 0,
  alcohol: false,
  tags: [],
  hidden: false,
};
const ADMIN = { id: 7, login: 'olena' };
const NOW = new Date('2025-06-11T09:00:00Z');

/** The port as a test double: one city's products, every change recorded. */
const menuPort = (products: StaffMenuProductRecord[] = [classic]) => {
  const changes: { cityId: CityId; iikoId: string; change: StaffMenuProductChange; by: string; at: Date }[] = [];
  const port: StaffMenuPort = {
    listCity: async () => ({
      categories: [
        { slug: 'combos', translation: names('Комбо') },
        { slug: 'burgers', translation: names('Бургери') },
      ],
      products,
    }),
    changeCityProduct: async (cityId, iikoId, change, by, at) => {
      const product = products.find((p) => p.iikoId === iikoId);
      if (product === undefined) return null;
      changes.push({ cityId, iikoId, change, by: by.login, at });
      return {
        ...product,
        stopped: change.stopped ?? product.stopped,
        cityPrice: change.cityPrice === undefined ? product.cityPrice : change.cityPrice,
        lastChange: { at, by: by.login },
      };
    },
  };
  return { port, changes };
};

describe('ListStaffMenuUseCase', () => {
  it("groups the city's products under every category, in the categories' order, prices in hryvnias", async () => {
    const { port } = menuPort([{ ...classic, cityPrice: 19_950, stopped: true, lastChange: { at: NOW, by: 'olena' } }]);
    const result = await new ListStaffMenuUseCase(port).execute({ cityId: 1 });
    expect(result.value).toEqual({
      cityId: 1,
      categories: [
        { slug: 'combos', translation: names('Комбо'), products: [] },
        {
          slug: 'burgers',
          translation: names('Бургери'),
          products: [
            {
              iikoId: 'burger-classic',
              category: 'burgers',
              translation: names('Класичний'),
              imgLink: '/api/uploads/burger%20classic.svg',
              picture: null,
              basePrice: 189,
              cityPrice: 199.5,
              price: 199.5,
              stopped: true,
              lastChange: { at: '2025-06-11T09:00:00.000Z', by: 'olena' },
              description: names('Яловичина'),
              size: { amount: 310, unit: 'g' },
              rolls: 0,
              alcohol: false,
              tags: [],
              hidden: false,
            },
          ],
        },
      ],
    });
  });
});

describe('ChangeStaffMenuProductUseCase', () => {
  const useCase = (products?: StaffMenuProductRecord[]) => {
    const { port, changes } = menuPort(products);
    const changed: CityId[] = [];
    const clock = { now: () => NOW };
    return {
      changeProduct: new ChangeStaffMenuProductUseCase({
        menu: port,
        clock,
        menuChanged: (cityId) => changed.push(cityId),
      }),
      changes,
      changed,
    };
  };

  it("stops a product, sets the city's price in kopiykas, and tells the catalogue the city's menu changed", async () => {
    const { changeProduct, changes, changed } = useCase();
    const result = await changeProduct.execute({
      cityId: 2,
      iikoId: 'burger-classic',
      stopped: true,
      price: 199.5,
      by: ADMIN,
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        stopped: true,
        cityPrice: 199.5,
        price: 199.5,
        basePrice: 189,
        lastChange: { at: NOW.toISOString(), by: 'olena' },
      }),
    });
    expect(changes).toEqual([
      { cityId: 2, iikoId: 'burger-classic', change: { stopped: true, cityPrice: 19_950 }, by: 'olena', at: NOW },
    ]);
    expect(changed).toEqual([2]);
  });

  it('goes back to the base price with null, and leaves what was not sent alone', async () => {
    const { changeProduct, changes } = useCase([{ ...classic, cityPrice: 20_000 }]);
    const result = await changeProduct.execute({ cityId: 1, iikoId: 'burger-classic', price: null, by: ADMIN });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ cityPrice: null, price: 189 }) });
    expect(changes[0]?.change).toEqual({ cityPrice: null });
  });

  it('refuses an empty change, a bad price and an unknown product, and then refreshes nothing', async () => {
    const { changeProduct, changes, changed } = useCase();
    expect(await changeProduct.execute({ cityId: 1, iikoId: 'burger-classic', by: ADMIN })).toMatchObject({
      ok: false,
      reason: 'nothing-to-change',
    });
    expect(
      await changeProduct.execute({ cityId: 1, iikoId: 'burger-classic', stopped: true, price: 12.345, by: ADMIN }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid-price',
      details: { problem: 'more-than-two-decimals' },
    });
    expect(changes).toEqual([]);
    expect(
      await changeProduct.execute({ cityId: 1, iikoId: 'no-such-product', stopped: true, by: ADMIN }),
    ).toMatchObject({ ok: false, reason: 'product-not-found' });
    expect(changed).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryStaffMenuApi } from '../../../../src/client/adapters/demo/in-memory-staff-menu-api.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { InMemoryStaffModifiersApi } from '../../../../src/client/adapters/demo/in-memory-staff-modifiers-api.adapter';
import { KeyValueAdminCity } from '../../../../src/client/adapters/storage/key-value-admin-city.adapter';
import type { StaffMenuApiPort, StaffMenuFailure } from '../../../../src/client/application/ports/staff-menu-api.port';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import { StaffMenuViewModel } from '../../../../src/client/view-models/staff-menu.view-model';

/** Lets every pending promise callback run (the fakes answer on the next microtasks). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const setup = (api: StaffMenuApiPort = new InMemoryStaffMenuApi(), storage = new InMemoryStorageAdapter()) => {
  const cookies = new InMemoryCookieAdapter({ auth_token: 't' });
  const session = new AdminSessionViewModel(cookies);
  const menu = new StaffMenuViewModel(api, session, new KeyValueAdminCity(storage), new InMemoryStaffModifiersApi());
  return { menu, session, cookies, storage };
};

/** Opens a section and waits for the menu. */
const opened = async (
  section: Parameters<StaffMenuViewModel['open']>[0] = 'others',
  api = new InMemoryStaffMenuApi(),
) => {
  const view = setup(api);
  view.menu.open(section);
  await settle();
  return { ...view, api };
};

const slugsOf = (menu: StaffMenuViewModel) => menu.visibleCategories.map((category) => category.slug);
const idsOf = (menu: StaffMenuViewModel) =>
  menu.visibleCategories.flatMap((category) => category.products.map((product) => product.iikoId));
const productOf = (menu: StaffMenuViewModel, iikoId: string) =>
  menu.menu?.categories.flatMap((category) => category.products).find((product) => product.iikoId === iikoId);

/** A fake whose answers are taken at once but arrive only when released, to play slow networks. */
class HeldApi extends InMemoryStaffMenuApi {
  private readonly held: (() => void)[] = [];
  hold = false;

  // Whether to hold is decided as the call is made, so a test can hold one call and let the next through.
  override async listMenu(...args: Parameters<InMemoryStaffMenuApi['listMenu']>) {
    const held = this.hold;
    const answer = await super.listMenu(...args);
    if (held) await this.wait();
    return answer;
  }

  override async changeProduct(...args: Parameters<InMemoryStaffMenuApi['changeProduct']>) {
    const held = this.hold;
    const answer = await super.changeProduct(...args);
    if (held) await this.wait();
    return answer;
  }

  release(): void {
    for (const resume of this.held.splice(0)) resume();
  }

  releaseNewest(): void {
    this.held.pop()?.();
  }

  private wait(): Promise<void> {
    return new Promise<void>((resolve) => this.held.push(resolve));
  }
}

/** Answers every change with one failure, as the real adapter would name it. */
class RefusingApi extends InMemoryStaffMenuApi {
  constructor(private readonly failure: StaffMenuFailure) {
    super();
  }

  override async changeProduct(...args: Parameters<InMemoryStaffMenuApi['changeProduct']>) {
    await super.changeProduct(...args);
    return this.failure;
  }
}

describe('StaffMenuViewModel: loading and the section', () => {
  it("loads Lviv's menu once, as the first section opens", async () => {
    const api = new InMemoryStaffMenuApi();
    const { menu } = setup(api);
    expect(menu.state).toBe('loading');
    menu.open('burgers');
    menu.open('burgers');
    await settle();
    expect(menu.state).toBe('ready');
    expect(menu.cityId).toBe(1);
    menu.open('drinks');
    await settle();
    expect(api.calls).toEqual(['list:1']);
  });

  it("shows the section's categories in the menu's display order, every product of the city in them, stopped ones too", async () => {
    const { menu } = await opened('burgers');
    expect(slugsOf(menu)).toEqual(['combos', 'burgers', 'menus']);
    expect(idsOf(menu)).toEqual(['combo-classic', 'burger-classic', 'burger-cheese', 'burger-bbq', 'menu-party']);
    menu.open('sushi/rolls');
    expect(slugsOf(menu)).toEqual(['rolls']);
    menu.open('alcohol');
    expect(slugsOf(menu)).toEqual(['beer']);
    menu.open('others');
    expect(slugsOf(menu)).toEqual([
      'combos',
      'burgers',
      'menus',
      'rolls',
      'sets',
      'additions',
      'sauces',
      'drinks',
      'beer',
    ]);
    menu.open('delivery');
    expect(slugsOf(menu)).toEqual([]);
  });

  it('searches names in every language, hides categories without a match, and forgets the search with the section', async () => {
    const { menu } = await opened('others');
    menu.search('  КЛАСИЧ ');
    expect(idsOf(menu)).toEqual(['combo-classic', 'burger-classic']);
    expect(menu.searching).toBe(true);
    menu.search('cheese');
    expect(idsOf(menu)).toEqual(['burger-cheese', 'sauce-cheese']);
    menu.search('Классический');
    expect(idsOf(menu)).toEqual(['burger-classic']);
    menu.search('нема такого');
    expect(menu.visibleCategories).toEqual([]);
    menu.open('drinks');
    expect(menu.query).toBe('');
    expect(idsOf(menu)).toEqual(['drink-cola', 'drink-lemonade']);
  });

  it('opens on the city staff chose last time, here or on the orders screen', async () => {
    const first = setup();
    expect(first.menu.cityId).toBe(1);
    first.menu.selectCity(2);
    const api = new InMemoryStaffMenuApi();
    const again = setup(api, first.storage);
    expect(again.menu.cityId).toBe(2);
    again.menu.open('drinks');
    await settle();
    expect(api.calls).toEqual(['list:2']);
  });

  it('switches city: clears the screen, loads the other city, and ignores a late answer for the first', async () => {
    const api = new HeldApi();
    const { menu } = setup(api);
    api.hold = true;
    menu.open('sushi');
    menu.selectCity(2);
    expect(menu.state).toBe('loading');
    await settle();
    api.releaseNewest();
    await settle();
    api.release();
    await settle();
    expect(menu.cityId).toBe(2);
    expect(menu.menu?.cityId).toBe(2);
    // Kyiv offers no rolls or sets: the sushi section shows its categories, empty.
    expect(menu.visibleCategories.map((category) => [category.slug, category.products.length])).toEqual([
      ['rolls', 0],
      ['sets', 0],
    ]);
    menu.selectCity(2);
    expect(api.calls).toEqual(['list:1', 'list:2']);
  });

  it('keeps the menu when a reload fails and says it is stale; a first failure offers a retry', async () => {
    const api = new InMemoryStaffMenuApi();
    api.failing.add('list');
    const { menu } = setup(api);
    menu.open('others');
    await settle();
    expect(menu.state).toBe('failed');
    api.failing.delete('list');
    await menu.load();
    expect(menu.state).toBe('ready');
    api.failing.add('list');
    await menu.load();
    expect(menu.state).toBe('ready');
    expect(menu.stale).toBe(true);
    expect(idsOf(menu)).toContain('burger-classic');
    api.failing.delete('list');
    await menu.load();
    expect(menu.stale).toBe(false);
  });
});

describe('StaffMenuViewModel: the stop list', () => {
  it("disables the product while its change is on the way, then shows the server's answer", async () => {
    const api = new HeldApi();
    const { menu } = await opened('burgers', api);
    api.hold = true;
    const stopping = menu.setStopped('burger-classic', true);
    expect(menu.isSaving('burger-classic')).toBe(true);
    // Not optimistic: the product is still on sale until the server says otherwise.
    expect(productOf(menu, 'burger-classic')?.stopped).toBe(false);
    await menu.setStopped('burger-classic', true);
    await menu.savePrice('burger-classic');
    await settle();
    api.release();
    await stopping;
    expect(menu.isSaving('burger-classic')).toBe(false);
    expect(productOf(menu, 'burger-classic')?.stopped).toBe(true);
    expect(api.calls).toEqual(['list:1', 'change:1:burger-classic:{"stopped":true}']);

    api.hold = false;
    await menu.setStopped('burger-classic', false);
    expect(productOf(menu, 'burger-classic')?.stopped).toBe(false);
  });

  it('asks nothing when the product already is as asked', async () => {
    const { menu, api } = await opened('burgers');
    await menu.setStopped('burger-bbq', true);
    await menu.setStopped('burger-classic', false);
    await menu.setStopped('no-such-product', true);
    expect(api.calls).toEqual(['list:1']);
  });

  it('does not let a load asked before a change show the product as it was', async () => {
    const api = new HeldApi();
    const { menu } = await opened('burgers', api);
    api.hold = true;
    const reload = menu.load();
    api.hold = false;
    await menu.setStopped('burger-classic', true);
    api.release();
    await reload;
    expect(productOf(menu, 'burger-classic')?.stopped).toBe(true);
  });

  it("ignores an answer for a city staff have left; that city's own product stays untouched", async () => {
    const api = new HeldApi();
    const { menu } = await opened('burgers', api);
    api.hold = true;
    const stopping = menu.setStopped('burger-classic', true);
    api.hold = false;
    menu.selectCity(2);
    await settle();
    expect(menu.isSaving('burger-classic')).toBe(false);
    api.release();
    await stopping;
    expect(menu.menu?.cityId).toBe(2);
    expect(productOf(menu, 'burger-classic')?.stopped).toBe(false);
  });
});

describe('StaffMenuViewModel: order within a category', () => {
  it("moves a product one step down and back up, showing the server's order; a click while one is on the way asks nothing", async () => {
    const { menu, api } = await opened('burgers');
    const burgers = () =>
      menu.visibleCategories.find((category) => category.slug === 'burgers')?.products.map((p) => p.iikoId) ?? [];
    const [first, second, ...rest] = burgers();
    const moving = menu.move(first ?? '', 'down');
    expect(menu.moving).toBe(first);
    await menu.move(second ?? '', 'up');
    await moving;
    expect(menu.moving).toBeNull();
    expect(burgers()).toEqual([second, first, ...rest]);
    await menu.move(first ?? '', 'up');
    expect(burgers()).toEqual([first, second, ...rest]);
    expect(api.calls).toEqual(['list:1', `move:1:${first}:down`, `move:1:${first}:up`]);
  });
});

describe('StaffMenuViewModel: city prices', () => {
  it('shows the city price in the field, or nothing for the base price', async () => {
    const { menu } = await opened('burgers');
    expect(menu.priceText('burger-classic')).toBe('');
    menu.selectCity(2);
    await settle();
    expect(menu.priceText('combo-classic')).toBe('349');
  });

  it.each([
    ['abc', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['0', 'not-positive'],
    ['-5', 'not-positive'],
    ['100000', 'too-high'],
    ['12.345', 'more-than-two-decimals'],
  ])('refuses %s in the browser (%s), next to the product, and sends nothing', async (typed, problem) => {
    const { menu, api } = await opened('burgers');
    menu.editPrice('burger-classic', typed);
    await menu.savePrice('burger-classic');
    expect(menu.problemOf('burger-classic')).toEqual({ key: `menu.price.problem.${problem}` });
    expect(menu.problemOf('burger-cheese')).toBeNull();
    expect(menu.priceText('burger-classic')).toBe(typed);
    expect(api.calls).toEqual(['list:1']);
    // Typing again clears the message about what was typed before.
    menu.editPrice('burger-classic', '19');
    expect(menu.problemOf('burger-classic')).toBeNull();
  });

  it('sends a price typed with a comma or a thousands space, and shows it as the server keeps it', async () => {
    const { menu, api } = await opened('burgers');
    menu.editPrice('burger-classic', '199,5');
    await menu.savePrice('burger-classic');
    expect(api.calls.at(-1)).toBe('change:1:burger-classic:{"price":199.5}');
    expect(productOf(menu, 'burger-classic')).toMatchObject({ cityPrice: 199.5, price: 199.5 });
    expect(menu.priceText('burger-classic')).toBe('199.50');

    menu.editPrice('burger-classic', '1 049');
    await menu.savePrice('burger-classic');
    expect(api.calls.at(-1)).toBe('change:1:burger-classic:{"price":1049}');
    expect(menu.priceText('burger-classic')).toBe('1049');
  });

  it('sends null for an empty field: the city goes back to the base price', async () => {
    const { menu, api } = await opened('burgers');
    menu.selectCity(2);
    await settle();
    menu.editPrice('combo-classic', '  ');
    await menu.savePrice('combo-classic');
    expect(api.calls.at(-1)).toBe('change:2:combo-classic:{"price":null}');
    expect(productOf(menu, 'combo-classic')).toMatchObject({ cityPrice: null, price: 329 });
    expect(menu.priceText('combo-classic')).toBe('');
  });

  it('asks nothing when the price does not change', async () => {
    const { menu, api } = await opened('burgers');
    await menu.savePrice('burger-classic');
    menu.selectCity(2);
    await settle();
    menu.editPrice('combo-classic', '349,00');
    await menu.savePrice('combo-classic');
    expect(menu.priceText('combo-classic')).toBe('349');
    expect(api.calls).toEqual(['list:1', 'list:2']);
  });

  it('keeps what staff typed when a stop switch answers meanwhile', async () => {
    const { menu } = await opened('burgers');
    menu.editPrice('burger-classic', '205');
    await menu.setStopped('burger-classic', true);
    expect(menu.priceText('burger-classic')).toBe('205');
  });
});

describe('StaffMenuViewModel: refusals and failures', () => {
  it("shows the server's words for a refused change (400) and keeps the product as it was", async () => {
    const { menu } = await opened(
      'burgers',
      new RefusingApi({ ok: false, reason: 'invalid', message: "'price' must be more than 0." }),
    );
    menu.editPrice('burger-classic', '205');
    await menu.savePrice('burger-classic');
    expect(menu.problemOf('burger-classic')).toEqual({
      key: 'menu.problem.refusedBecause',
      message: "'price' must be more than 0.",
    });
    expect(productOf(menu, 'burger-classic')).toMatchObject({ cityPrice: null, price: 189 });
    expect(menu.priceText('burger-classic')).toBe('205');
  });

  it('says a refusal without words plainly', async () => {
    const { menu } = await opened('burgers', new RefusingApi({ ok: false, reason: 'invalid' }));
    await menu.setStopped('burger-classic', true);
    expect(menu.problemOf('burger-classic')).toEqual({ key: 'menu.problem.refused' });
  });

  it('says when the city no longer offers the product (404)', async () => {
    const { menu } = await opened(
      'burgers',
      new RefusingApi({ ok: false, reason: 'not-found', message: 'This city offers no product with this id.' }),
    );
    await menu.setStopped('burger-classic', true);
    expect(menu.problemOf('burger-classic')).toEqual({ key: 'menu.problem.notFound' });
    expect(productOf(menu, 'burger-classic')?.stopped).toBe(false);
  });

  it('says when a change could not be saved, keeps the product, and lets staff try again', async () => {
    const api = new InMemoryStaffMenuApi();
    const { menu } = await opened('burgers', api);
    api.failing.add('change');
    await menu.setStopped('burger-classic', true);
    expect(menu.problemOf('burger-classic')).toEqual({ key: 'menu.problem.saveFailed' });
    expect(productOf(menu, 'burger-classic')?.stopped).toBe(false);
    expect(menu.isSaving('burger-classic')).toBe(false);
    api.failing.delete('change');
    await menu.setStopped('burger-classic', true);
    expect(menu.problemOf('burger-classic')).toBeNull();
    expect(productOf(menu, 'burger-classic')?.stopped).toBe(true);
  });

  it('signs staff out when the token is refused, loading or changing', async () => {
    const api = new InMemoryStaffMenuApi();
    api.unauthorized = true;
    const first = setup(api);
    first.menu.open('burgers');
    await settle();
    expect(first.session.authenticated).toBe(false);
    expect(first.cookies.get('auth_token')).toBeNull();

    api.unauthorized = false;
    const second = await opened('burgers', api);
    api.unauthorized = true;
    await second.menu.setStopped('burger-classic', true);
    expect(second.session.authenticated).toBe(false);
    expect(second.menu.problemOf('burger-classic')).toBeNull();
  });
});

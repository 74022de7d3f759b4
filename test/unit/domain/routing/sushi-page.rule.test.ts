import { describe, expect, it } from 'vitest';
import { withoutClosedSushiPage } from '../../../../src/domain/routing/sushi-page.rule';
import type { ShopRoute } from '../../../../src/domain/routing/shop-route';

const sushiIn = (city: ShopRoute['city']): ShopRoute => ({ locale: 'en', city, page: 'sushi' });

describe('withoutClosedSushiPage', () => {
  it('sends the sushi page of a city without sushi to that city’s home page', () => {
    expect(withoutClosedSushiPage(sushiIn('kyiv'), (city) => city !== 'kyiv')).toEqual({
      locale: 'en',
      city: 'kyiv',
      page: 'home',
    });
  });

  it('reads the default city (Lviv) for a path without a city', () => {
    expect(withoutClosedSushiPage(sushiIn(null), (city) => city !== 'lviv').page).toBe('home');
    expect(withoutClosedSushiPage(sushiIn(null), (city) => city === 'lviv').page).toBe('sushi');
  });

  it('leaves the route itself alone while the setting is unknown, where sushi is on, and on other pages', () => {
    const route = sushiIn('kyiv');
    expect(withoutClosedSushiPage(route, () => null)).toBe(route);
    expect(withoutClosedSushiPage(route, () => true)).toBe(route);
    const about: ShopRoute = { locale: 'uk', city: 'kyiv', page: 'about' };
    expect(withoutClosedSushiPage(about, () => false)).toBe(about);
  });
});

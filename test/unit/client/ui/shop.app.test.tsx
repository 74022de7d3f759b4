// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { headLinks, renderShop } from './render-shop';
import { preloadAppModules } from './preload-app-modules';

beforeAll(preloadAppModules);
afterEach(cleanup);

describe('storefront shell', () => {
  it('renders the Ukrainian home page with the promise, hours and category sections', async () => {
    renderShop('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Бургери та суші з доставкою у Львові' })).toBeTruthy();
    expect(screen.getByText('Доставимо за 29 або 59 хвилин або бургер чи рол у подарунок')).toBeTruthy();
    expect((await screen.findAllByText('Щодня 10:30 - 22:30')).length).toBeGreaterThan(0);
    for (const title of ['Комбо', 'Бургери', 'Меню на компанію', 'Закуски', 'Соуси', 'Напої', 'Пиво']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.queryByRole('heading', { level: 2, name: 'Роли' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Головна навігація' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/#combos',
      '/sushi/#sets',
      '/delivery/',
    ]);
    expect(screen.getByRole('link', { name: /Зателефонувати/ }).getAttribute('href')).toBe('tel:+380322295929');
  });

  it('offers uk and en in the language select, not ru', async () => {
    renderShop('/');
    const select = await screen.findByRole('combobox', { name: 'Мова' });
    expect([...select.querySelectorAll('option')].map((option) => option.value)).toEqual(['uk', 'en']);
  });

  it('writes a per-city, per-language head with canonical, hreflang and og:locale', async () => {
    renderShop('/en/kyiv/');
    await screen.findByRole('heading', { level: 1, name: 'Burgers delivered in Kyiv' });
    await waitFor(() => expect(document.title).toBe('Burger delivery in Kyiv — Burger & Sushi'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('in Kyiv');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://shop.test/en/kyiv/',
    );
    expect(headLinks('link[rel="alternate"]').map((link) => link.getAttribute('hreflang'))).toEqual([
      'uk',
      'en',
      'ru',
      'x-default',
    ]);
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_US');
    expect(document.documentElement.lang).toBe('en');
  });

  it('speaks Russian under /ru/', async () => {
    renderShop('/ru/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Бургеры и суши с доставкой во Львове' })).toBeTruthy();
  });

  it('shows the Kyiv phone and hides sushi on the Kyiv home page', async () => {
    renderShop('/kyiv/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Бургери з доставкою у Києві' })).toBeTruthy();
    expect(screen.getByText('Доставимо за 59 хвилин або бургер у подарунок')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Зателефонувати/ }).getAttribute('href')).toBe('tel:+380443592959');
    expect(screen.queryByRole('link', { name: 'Суші' })).toBeNull();
  });

  it('renders each information page with its heading', async () => {
    const pages = [
      ['/about/', 'Про нас'],
      ['/en/delivery/', 'Delivery and payment'],
      ['/lviv/public-offer/', 'Публічна оферта'],
      ['/ru/kyiv/vacancies/', 'Вакансии'],
      ['/checkout/', 'Підтвердження замовлення'],
      ['/sushi/', 'Суші у Львові'],
    ] as const;
    for (const [url, heading] of pages) {
      const view = renderShop(url);
      expect(await screen.findByRole('heading', { level: 1, name: heading }), url).toBeTruthy();
      view.unmount();
    }
  });

  it('states the delivery amounts from the pricing rules', async () => {
    renderShop('/en/delivery/');
    expect(
      await screen.findByText(
        'The minimum order is 250 ₴. Delivery costs 50 ₴ and is free from 500 ₴. Self-pickup is free.',
      ),
    ).toBeTruthy();
  });
});

describe('404', () => {
  it.each(['/no-such-page/', '/odesa/', '/About/', '/about', '/uk/', '/kyiv/menu/'])(
    'shows the 404 page for %s',
    async (url) => {
      renderShop(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Цю сторінку не вдалося знайти' })).toBeTruthy();
      await waitFor(() =>
        expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
      );
    },
  );

  it('shows the 404 page for a ?lang= outside uk/en/ru', async () => {
    renderShop('/?lang=de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Цю сторінку не вдалося знайти' })).toBeTruthy();
  });

  it('speaks the language of the prefix', async () => {
    renderShop('/en/no-such-page/');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeTruthy();
  });

  it('the Kyiv button remembers Kyiv and opens /kyiv/', async () => {
    const { router, jar } = renderShop('/no-such-page/');
    fireEvent.click(await screen.findByRole('button', { name: 'Київ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyiv/'));
    expect(jar.get('city')).toBe('{"id":2}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Бургери з доставкою у Києві' })).toBeTruthy();
  });

  it('the Lviv button opens /', async () => {
    const { router, jar } = renderShop('/no-such-page/', { city: '{"id":2}' });
    fireEvent.click(await screen.findByRole('button', { name: 'Львів' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(jar.get('city')).toBe('{"id":1}');
  });
});

describe('switching and remembering', () => {
  it('switching language goes to the same page in it and sets the i18n_redirected cookie', async () => {
    const { router, jar } = renderShop('/kyiv/delivery/');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Мова' }), { target: { value: 'en' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/kyiv/delivery/'));
    expect(jar.jar.get('i18n_redirected')).toEqual({ value: 'en', options: { maxAgeSeconds: 31_536_000 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery and payment' })).toBeTruthy();
  });

  it('switching city goes to its version of the page and sets the city cookie', async () => {
    const { router, jar } = renderShop('/about/');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Місто' }), { target: { value: 'kyiv' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyiv/about/'));
    expect(jar.get('city')).toBe('{"id":2}');
  });

  it('a remembered Kyiv and English turn "/" into "/en/kyiv/"', async () => {
    const { router } = renderShop('/', { city: '{"id":2}', i18n_redirected: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/kyiv/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Burgers delivered in Kyiv' })).toBeTruthy();
  });

  it('the sushi page of a city without sushi redirects to its home page', async () => {
    const { router } = renderShop('/kyiv/sushi/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyiv/'));
  });
});

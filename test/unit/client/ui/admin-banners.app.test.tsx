// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryStaffBannersApi } from '../../../../src/client/adapters/demo/in-memory-staff-banners-api.adapter';
import { InMemoryMenuApi } from '../../../../src/client/adapters/demo/in-memory-menu-api.adapter';
import { FAKE_BANNERS } from '../../../../src/client/adapters/demo/fake-menu-data';
import { TOKENS } from '../../../../src/client/di/tokens';
import { renderShop } from './render-shop';

// The whole app renders here (router, lazy pages, MobX, i18n), on the fake adapters.
afterEach(cleanup);

// The admin area is a chunk of its own, loaded on first use: on two busy cores that can take seconds.
const LOADED = { timeout: 15_000 } as const;

const renderAdmin = (url: string, banners = new InMemoryStaffBannersApi()) => {
  const view = renderShop(url, { auth_token: 't' }, (c) => {
    c.rebind(TOKENS.StaffBannersApi).toConstantValue(banners);
  });
  return { ...view, banners };
};

describe('admin banners screen', () => {
  it("lists the page's banners in order; a new one needs a picture and a text, said next to each field", async () => {
    const { banners } = renderAdmin('/admin/banners/burgers/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Бургери' }, LOADED)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Банери сторінки' }, LOADED);
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['banner-1', 'banner-2']);
    const first = screen.getByRole('article', { name: 'Доставимо за 29 або 59 хвилин — або бургер у подарунок' });
    expect(within(first).getByText('/#burgers')).toBeTruthy();
    expect(within(first).getByText('Показується')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Додати банер' }));
    const form = await screen.findByRole('form', { name: 'Новий банер' });
    fireEvent.change(within(form).getByLabelText('Посилання'), { target: { value: 'http://example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Зберегти' }));
    expect(await within(form).findByText('Лише безпечні адреси https://…')).toBeTruthy();
    const picture = within(form).getByLabelText('Головна картинка');
    expect(picture.getAttribute('aria-invalid')).toBe('true');
    expect(picture.getAttribute('aria-describedby')).toBe('banner-picture-picture-hint banner-picture-picture-error');
    expect(banners.calls.filter((call) => call.startsWith('create'))).toEqual([]);

    const file = new File([new Uint8Array(4096)], 'summer.jpg', { type: 'image/jpeg' });
    fireEvent.change(picture, { target: { files: [file] } });
    await waitFor(() =>
      expect(within(form).getByLabelText('Головна картинка').getAttribute('aria-invalid')).toBe('false'),
    );
    fireEvent.change(within(form).getByLabelText('Що написано на банері (українською)'), {
      target: { value: 'Літнє меню' },
    });
    fireEvent.change(within(form).getByLabelText('Посилання'), { target: { value: '/sushi/#sets' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByRole('article', { name: 'Літнє меню' })).toBeTruthy();
    expect(banners.calls).toContain('create:1:burgers');
  });

  it('deletes a banner only after staff say so twice', async () => {
    const { banners } = renderAdmin('/admin/banners/burgers/');
    const name = 'Комбо: бургер, фрі та напій від 329 ₴';
    fireEvent.click(await screen.findByRole('button', { name: `Видалити банер «${name}»` }, LOADED));
    const confirm = screen.getByRole('group', { name: `Видалити банер «${name}» назавжди?` });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Так, видалити' }));
    await waitFor(() => expect(screen.queryByRole('article', { name })).toBeNull());
    expect(banners.calls).toContain('delete:2');
  });
});

describe('the storefront slider', () => {
  it('draws an uploaded picture from its sizes, the first slide at once and the others lazily', async () => {
    const [promise, combo] = FAKE_BANNERS as [(typeof FAKE_BANNERS)[number], (typeof FAKE_BANNERS)[number]];
    const photo = {
      webp: [
        { url: '/api/photos/a-640.webp', width: 640, height: 213 },
        { url: '/api/photos/a-1280.webp', width: 1280, height: 427 },
      ],
      avif: [{ url: '/api/photos/a-640.avif', width: 640, height: 213 }],
    };
    const api = new InMemoryMenuApi([{ ...promise, pictures: { uk: photo, en: photo, ru: photo } }, combo]);
    renderShop('/', {}, (c) => c.rebind(TOKENS.MenuApi).toConstantValue(api));
    const slider = await screen.findByRole('region', { name: 'Акції' }, LOADED);
    const [first, second] = within(slider).getAllByRole('img', { hidden: true }) as HTMLImageElement[];
    expect(first?.getAttribute('srcset')).toBe('/api/photos/a-640.webp 640w, /api/photos/a-1280.webp 1280w');
    expect(first?.getAttribute('sizes')).not.toBeNull();
    expect([first?.getAttribute('width'), first?.getAttribute('height')]).toEqual(['1280', '427']);
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      '/api/photos/a-640.avif 640w',
    );
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.getAttribute('srcset')).toBeNull();
    expect([second?.getAttribute('width'), second?.getAttribute('height')]).toEqual(['1200', '400']);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { ManualClockAdapter } from '../support/doubles/manual-clock.adapter';
import { createContainer } from '../../../../src/client/di/container';
import { TOKENS } from '../../../../src/client/di/tokens';
import { App } from '../../../../src/client/ui/app/app';
import { createAppRouter } from '../../../../src/client/ui/app/create-app-router';
import type { DialogViewModel } from '../../../../src/client/view-models/dialog.view-model';
import type { CheckoutAreaViewModel } from '../../../../src/client/view-models/checkout-area.view-model';
import type { OrderFormViewModel } from '../../../../src/client/view-models/checkout/order-form.view-model';
import { KYIV } from '../support/frame-fixtures';
import { BUNDLED_TEXTS } from '../support/bundled-texts';
import { FAKE_ADAPTERS } from '../support/fake-adapters.binding';
import { preloadAppModules } from './preload-app-modules';

beforeAll(preloadAppModules);
afterEach(cleanup);
window.scrollTo = () => undefined;

/** The whole app on fakes at a URL, with the site API and the clock in the test's hands. */
const renderFrame = (url: string, { api = new InMemorySiteApi(), now = KYIV.winterNoon } = {}) => {
  const jar = new InMemoryCookieAdapter();
  const container = createContainer({
    adapters: FAKE_ADAPTERS,
    texts: BUNDLED_TEXTS,
    override: (c) => {
      c.rebind(TOKENS.Cookies).toConstantValue(jar);
      c.rebind(TOKENS.SiteApi).toConstantValue(api);
      c.rebind(TOKENS.Clock).toConstantValue(new ManualClockAdapter(now));
    },
  });
  const router = createAppRouter(container, (routes) => createMemoryRouter(routes, { initialEntries: [url] }));
  render(<App container={container} router={router} />);
  return { api, jar, router, container };
};

/**
 * A modal takes the focus once it has mounted and its effects ran (ModalFrame): a customer types
 * after that. Typing the moment the dialog appeared lost a typed phone now and then on a loaded
 * machine (the form showed it empty).
 */
const dialogReady = (dialog: HTMLElement) => waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

describe('callback popup', () => {
  it('sends a request from the floating button and thanks; closing resets the form', async () => {
    const { api } = renderFrame('/kyiv/');
    fireEvent.click(await screen.findByRole('button', { name: 'Замовити дзвінок' }));
    const dialog = await screen.findByRole('dialog', { name: 'Передзвонимо вам' });
    await dialogReady(dialog);
    const send = within(dialog).getByRole('button', { name: 'Надіслати' });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/Ім’я/), { target: { value: 'Олена' } });
    fireEvent.change(within(dialog).getByLabelText(/Телефон/), { target: { value: '0671234567' } });
    expect((within(dialog).getByLabelText(/Телефон/) as HTMLInputElement).value).toBe('+38 (067) 123 45 67');
    expect((send as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(send);

    expect(await screen.findByRole('heading', { name: 'Дякуємо!' })).toBeTruthy();
    expect(api.callbacks).toEqual([{ name: 'Олена', phone: '+38 (067) 123 45 67', comment: '', cityId: 2 }]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Закрити' })[1]!);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Замовити дзвінок' }));
    expect((screen.getByLabelText(/Ім’я/) as HTMLInputElement).value).toBe('');
  });

  it('shows the failure under the send button and the city phone as the alternative', async () => {
    const api = new InMemorySiteApi();
    api.fail('sendCallback');
    renderFrame('/', { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Замовити дзвінок' }));
    await dialogReady(await screen.findByRole('dialog'));
    fireEvent.change(screen.getByLabelText(/Ім’я/), { target: { value: 'Ігор' } });
    fireEvent.change(screen.getByLabelText(/Телефон/), { target: { value: '+380501112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Не вдалося надіслати, зателефонуйте нам');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: '+38 (032) 229 59 29' }).getAttribute('href')).toBe(
      'tel:+380322295929',
    );
  });

  it('closes with Escape', async () => {
    renderFrame('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Замовити дзвінок' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('working-hours modal', () => {
  it('shows the night message with the pre-order offer at 23:00 Kyiv, once per page load', async () => {
    const { router, container } = renderFrame('/en/', { now: KYIV.summer23 });
    const dialog = await screen.findByRole('dialog', { name: 'We are closed for the night' });
    expect(
      within(dialog).getByText('We work daily 10:30 - 22:30 Kyiv time. Orders placed now are processed at 10:30.'),
    ).toBeTruthy();
    // The order form is not part of the page until something needs it: here, the pre-order offer.
    const area = container.get<CheckoutAreaViewModel>(TOKENS.CheckoutAreaViewModel);
    expect(area.isReady).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place a pre-order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(area.isReady).toBe(true));
    await waitFor(() =>
      expect(container.get<OrderFormViewModel>(TOKENS.OrderFormViewModel).draft.form.deliveryType).toBe('pre-order'),
    );
    await act(() => router.navigate('/en/about/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed at noon', async () => {
    renderFrame('/', { now: KYIV.winterNoon });
    // The hours appear once the city's stops and schedule were asked for: the modal's decision is made.
    expect((await screen.findAllByText('Щодня 10:30 - 22:30')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a stopped section shows staff’s text with a button to the open section', async () => {
    const api = new InMemorySiteApi();
    api.stop(1, 'burgers', { uk: { title: 'Гриль відпочиває', description: 'Спробуйте суші' } });
    const { router } = renderFrame('/', { api });
    const dialog = await screen.findByRole('dialog', { name: 'Гриль відпочиває' });
    expect(within(dialog).getByText('Спробуйте суші')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Перейти до суші' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sushi/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a global stop shows its title and description', async () => {
    const api = new InMemorySiteApi();
    api.stop(2, 'global', { ru: { title: 'Пауза', description: 'Скоро вернёмся' } });
    renderFrame('/ru/kyiv/', { api, now: KYIV.winter23 });
    const dialog = await screen.findByRole('dialog', { name: 'Пауза' });
    expect(within(dialog).getByText('Скоро вернёмся')).toBeTruthy();
    expect(within(dialog).queryByText(/10:30/)).toBeNull();
  });
});

describe('404 page', () => {
  it('disables the button of a stopped city', async () => {
    const api = new InMemorySiteApi();
    api.stop(2, 'global');
    renderFrame('/no-such-page/', { api, now: KYIV.winter23 });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Київ' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByRole('button', { name: 'Львів' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Київ: зараз не приймаємо замовлення')).toBeTruthy();
    // The night modal does not cover the 404 page.
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('footer and city selection', () => {
  it('links the information pages and the social profiles', async () => {
    renderFrame('/en/kyiv/');
    const footer = (await screen.findByRole('contentinfo')) as HTMLElement;
    const links = within(within(footer).getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Public offer', '/en/kyiv/public-offer/'],
      ['Delivery and payment', '/en/kyiv/delivery/'],
      ['About us', '/en/kyiv/about/'],
      ['Vacancies', '/en/kyiv/vacancies/'],
    ]);
    for (const [name, url] of [
      ['Instagram', 'https://www.instagram.com/'],
      ['Facebook', 'https://www.facebook.com/'],
      ['TikTok', 'https://www.tiktok.com/'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(url);
    }
    // The hours come with the city's schedule, which may arrive after the footer.
    expect(await within(footer).findByText('Daily 10:30 - 22:30')).toBeTruthy();
  });

  it('the city modal remembers the choice and opens that city’s version of the page', async () => {
    const { router, jar } = renderFrame('/about/');
    fireEvent.click(await screen.findByRole('button', { name: 'Змінити місто' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оберіть місто' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Київ/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyiv/about/'));
    expect(jar.get('city')).toBe('{"id":2}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('content pages', () => {
  it('renders staff’s paragraphs with the city phone', async () => {
    renderFrame('/en/kyiv/vacancies/');
    expect(await screen.findByText('Call +38 (044) 359 29 59.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Vacancies' })).toBeTruthy();
  });

  it('keeps its heading, explains a failure and retries', async () => {
    const api = new InMemorySiteApi();
    api.fail('getContent');
    renderFrame('/about/', { api });
    expect((await screen.findByRole('alert')).textContent).toContain('Не вдалося завантажити сторінку.');
    expect(screen.getByRole('heading', { level: 1, name: 'Про нас' })).toBeTruthy();
    api.recover('getContent');
    fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('Ми готуємо бургери та суші у Львові й Києві.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ask-user modal', () => {
  it('shows the question and answers the awaiting caller', async () => {
    const { container } = renderFrame('/en/');
    await screen.findByRole('heading', { level: 1 });
    const dialog = container.get<DialogViewModel>(TOKENS.DialogViewModel);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = dialog.ask({
        title: 'frame:citySelection.title',
        text: 'frame:citySelection.yourCity',
        params: { city: 'Lviv' },
        options: [
          { value: 'yes', label: 'frame:dialog.yes', primary: true },
          { value: 'no', label: 'frame:dialog.no' },
        ],
      });
    });
    const modal = await screen.findByRole('dialog', { name: 'Choose your city' });
    expect(within(modal).getByText('Your city: Lviv')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'No' }));
    expect(await answer).toBe('no');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

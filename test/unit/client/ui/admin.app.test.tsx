// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderShop } from './render-shop';
import { preloadAppModules } from './preload-app-modules';

beforeAll(preloadAppModules);
afterEach(cleanup);

describe('admin area', () => {
  it('sends a guest from /admin/ to the login page, signs in and out', async () => {
    const { router, jar } = renderShop('/admin/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login/'));

    fireEvent.change(await screen.findByLabelText('Логін'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/'));
    expect(jar.get('auth_token')).toBe('demo-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Головна' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Керування сайтом' }).getAttribute('href')).toBe('/admin/site-management/');

    fireEvent.click(screen.getByRole('button', { name: 'Вийти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login/'));
    expect(jar.get('auth_token')).toBeNull();
  });

  it('shows a wrong password as a message', async () => {
    renderShop('/en/admin/login/');
    fireEvent.change(await screen.findByLabelText('Login'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    // The button is enabled by the re-render the typing causes, which a loaded machine may delay.
    const signIn = screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' });
    await waitFor(() => expect(signIn.disabled).toBe(false));
    fireEvent.click(signIn);
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong login or password');
  });

  it('opens a section for signed-in staff and keeps them off the login page', async () => {
    const { router } = renderShop('/en/admin/burgers/menu/', { auth_token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Menus' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Menus — Administration'));
    await router.navigate('/en/admin/login/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/'));
  });

  it('answers 404 for an unknown admin section', async () => {
    renderShop('/admin/unknown/', { auth_token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Цю сторінку не вдалося знайти' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManualTimerAdapter } from '../support/doubles/manual-timer.adapter';
import { createContainer } from '../../../../src/client/di/container';
import { TOKENS, type PrepareCheckoutArea } from '../../../../src/client/di/tokens';
import { AddressMap } from '../../../../src/client/ui/checkout/address-map';
import { CouponField } from '../../../../src/client/ui/checkout/coupon-field';
import { ContainerProvider } from '../../../../src/client/ui/di/container-context';
import type { AddressZoneViewModel } from '../../../../src/client/view-models/checkout/address-zone.view-model';
import type { CouponViewModel } from '../../../../src/client/view-models/checkout/coupon.view-model';
import { BUNDLED_TEXTS } from '../support/bundled-texts';
import { FAKE_ADAPTERS } from '../support/fake-adapters.binding';

afterEach(cleanup);

/** The two parts on the fake adapter set (schematic map, in-memory zone and coupon APIs), once the order form is bound. */
const renderParts = async () => {
  const container = createContainer({ adapters: FAKE_ADAPTERS, texts: BUNDLED_TEXTS });
  await container.get<PrepareCheckoutArea>(TOKENS.PrepareCheckoutArea)();
  const i18next = container.get<i18n>(TOKENS.I18n);
  void i18next.changeLanguage('en');
  render(
    <ContainerProvider container={container}>
      <I18nextProvider i18n={i18next}>
        <AddressMap />
        <CouponField />
      </I18nextProvider>
    </ContainerProvider>,
  );
  return {
    timer: container.get<ManualTimerAdapter>(TOKENS.Timer),
    zone: container.get<AddressZoneViewModel>(TOKENS.AddressZone),
    coupon: container.get<CouponViewModel>(TOKENS.Coupon),
  };
};

describe('AddressMap', () => {
  it('draws the schematic zones and the marker of the looked-up address', async () => {
    const { zone, timer } = await renderParts();
    const map = screen.getByTestId('address-map');
    await waitFor(() => expect(map.querySelectorAll('path[data-zone]')).toHaveLength(3));
    expect(map.textContent).toContain('© OpenStreetMap contributors');
    act(() => {
      zone.addressChanged({ cityId: 1, street: { id: 'x', name: 'вулиця Івана Франка' }, house: '10' });
      timer.advance(300);
    });
    await waitFor(() => expect(map.querySelector('[data-marker="address"]')).not.toBeNull());
    expect(map.getAttribute('data-marker')).toBe('shown');
    expect(zone.zoneMinutes).toBe(29);
  });

  it('says when the address cannot be identified', async () => {
    const { zone, timer } = await renderParts();
    await waitFor(() => expect(zone.mapReady).toBe(true));
    act(() => {
      zone.addressChanged({ cityId: 1, street: { id: 'x', name: 'помилка' }, house: '1' });
      timer.advance(300);
    });
    expect(
      await screen.findByText("We can't identify your address, delivery is clarified by the operator"),
    ).toBeTruthy();
  });
});

describe('CouponField', () => {
  it('applies a gift coupon: upper case, choose a gift, applied block with reselect and cancel', async () => {
    await renderParts();
    const field = screen.getByTestId('coupon-field');
    const input = within(field).getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement;
    const apply = within(field).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'gift' } });
    expect(input.value).toBe('GIFT');
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    const choices = await screen.findByTestId('coupon-choices');
    expect(input.readOnly).toBe(true);
    expect(within(choices).getAllByRole('button')).toHaveLength(3);
    expect(choices.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/side-fries.svg');
    fireEvent.click(within(choices).getByRole('button', { name: 'Choose Курячі нагетси, 6 шт' }));
    const applied = screen.getByTestId('coupon-applied');
    expect(applied.textContent).toContain('Promo code GIFT accepted');
    expect(applied.textContent).toContain('Курячі нагетси, 6 шт');
    fireEvent.click(screen.getByRole('button', { name: 'Choose another gift' }));
    expect(screen.getByTestId('coupon-choices')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Картопля фрі' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the promo code' }));
    expect(input.value).toBe('');
    expect(input.readOnly).toBe(false);
  });

  it('shows the hint for an unknown code for 5 seconds', async () => {
    const { timer } = await renderParts();
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    fireEvent.change(input, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Promocode not found, please try again');
    act(() => timer.advance(5000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the loader while checking', async () => {
    const { coupon } = await renderParts();
    act(() => {
      coupon.input('burger10');
      coupon.apply();
    });
    expect(screen.getByRole('status', { name: 'Checking the promo code…' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('coupon-field').getAttribute('data-state')).not.toBe('loading'));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SelfPickupPoint } from '../../../../src/domain/order/order-form';
import {
  pickupPointAddressIn,
  pickupPointHours,
  pickupPointLabel,
} from '../../../../src/domain/order/pickup-point-address.rule';
import { LOCALES } from '../../../../src/domain/shared/locale';

const KYIV: SelfPickupPoint = {
  id: '7',
  deliveryCityName: 'Київ',
  streetName: 'вулиця Хрещатик',
  house: '22',
  translations: {
    en: { deliveryCityName: 'Kyiv', streetName: 'Khreshchatyk Street' },
    ru: { deliveryCityName: 'Киев', streetName: '  ' },
  },
  hours: ' 10:00–22:00 ',
};

describe('a pickup point as a customer reads it', () => {
  it("names the point in the customer's language", () => {
    expect(pickupPointLabel(KYIV, 'en')).toBe('Kyiv, Khreshchatyk Street, 22');
    expect(pickupPointLabel(KYIV, 'uk')).toBe('Київ, вулиця Хрещатик, 22');
  });

  it('reads the Ukrainian text where staff left a translation empty', () => {
    expect(pickupPointAddressIn(KYIV, 'ru')).toEqual({ deliveryCityName: 'Киев', streetName: 'вулиця Хрещатик' });
  });

  it('reads Ukrainian for a point stored before translations existed (an old order)', () => {
    const old: SelfPickupPoint = { id: '1', deliveryCityName: 'Львів', streetName: 'вулиця Городоцька', house: '28' };
    expect(pickupPointLabel(old, 'en')).toBe('Львів, вулиця Городоцька, 28');
    expect(pickupPointHours(old)).toBeNull();
  });

  it('gives the hours staff typed, trimmed, and none for blank hours', () => {
    expect(pickupPointHours(KYIV)).toBe('10:00–22:00');
    expect(pickupPointHours({ ...KYIV, hours: '   ' })).toBeNull();
  });

  it('never shows a blank locality or street whatever staff typed', () => {
    const text = fc.string({ maxLength: 8 });
    fc.assert(
      fc.property(text, text, fc.constantFrom(...LOCALES), (locality, street, locale) => {
        const point: SelfPickupPoint = {
          ...KYIV,
          translations: {
            en: { deliveryCityName: locality, streetName: street },
            ru: { deliveryCityName: locality, streetName: street },
          },
        };
        const address = pickupPointAddressIn(point, locale);
        expect(address.deliveryCityName.trim()).not.toBe('');
        expect(address.streetName.trim()).not.toBe('');
        if (locale !== 'uk' && locality.trim() !== '') expect(address.deliveryCityName).toBe(locality.trim());
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { HmacCodeHasher } from '../../../../src/server/adapters/crypto/hmac-code-hasher.adapter';
import { InMemoryCatalog } from '../../../doubles/server/in-memory-catalog.adapter';
import { InMemoryCouponRepository } from '../../../doubles/server/in-memory-coupon-repository.adapter';
import { InMemoryPaymentGateway } from '../../../doubles/server/in-memory-payment-gateway.adapter';
import { InMemoryPaymentTypes } from '../../../doubles/server/in-memory-payment-types.adapter';
import { InMemoryPickupPoints } from '../../../doubles/server/in-memory-pickup-points.adapter';
import { InMemorySmsSender } from '../../../doubles/server/in-memory-sms-sender.adapter';
import { InMemoryStopList } from '../../../doubles/server/in-memory-stop-list.adapter';
import { InMemoryZoneLookup } from '../../../doubles/server/in-memory-zone-lookup.adapter';
import { PublicUrlCheckoutLinks } from '../../../../src/server/adapters/links/public-url-checkout-links.adapter';
import { RandomConfirmationCodeGenerator } from '../../../../src/server/adapters/crypto/random-confirmation-code-generator.adapter';
import {
  ORDER_CODE_ALPHABET,
  RandomOrderCodeGenerator,
} from '../../../../src/server/adapters/crypto/random-order-code-generator.adapter';
import { BURGER, COLA, couponOf, MODIFIERS, PAYMENT_TYPES } from './order-pipeline.fixture';

describe('in-memory catalogue', () => {
  it('answers the asked ids of the asked city only, each once', async () => {
    const catalog = new InMemoryCatalog({
      1: { products: [BURGER, COLA], modifiers: MODIFIERS },
      2: { products: [COLA], modifiers: [] },
    });
    const lviv = await catalog.findByIds(1, {
      productIds: ['burger-classic', 'burger-classic', 'nope'],
      modifierIds: ['mod-extra-bacon'],
    });
    expect(lviv.products.map((p) => p.iikoId)).toEqual(['burger-classic']);
    expect(lviv.modifiers.map((m) => m.iikoId)).toEqual(['mod-extra-bacon']);
    expect((await catalog.findByIds(2, { productIds: ['burger-classic'], modifierIds: [] })).products).toEqual([]);
    expect(await catalog.findByIds(9, { productIds: ['cola'], modifierIds: [] })).toEqual({
      products: [],
      modifiers: [],
    });
  });

  it('changes prices and stop-list state only through its own methods', async () => {
    const catalog = new InMemoryCatalog({ 1: { products: [BURGER], modifiers: [] } });
    const [held] = (await catalog.findByIds(1, { productIds: ['burger-classic'], modifierIds: [] })).products;
    (held as { priceKopiykas: number }).priceKopiykas = 1;
    expect(
      (await catalog.findByIds(1, { productIds: ['burger-classic'], modifierIds: [] })).products[0]?.priceKopiykas,
    ).toBe(18_900);
    catalog.putProduct(1, { ...BURGER, disabled: true });
    expect(
      (await catalog.findByIds(1, { productIds: ['burger-classic'], modifierIds: [] })).products[0]?.disabled,
    ).toBe(true);
    catalog.removeProduct(1, 'burger-classic');
    expect((await catalog.findByIds(1, { productIds: ['burger-classic'], modifierIds: [] })).products).toEqual([]);
  });
});

describe('in-memory coupon repository', () => {
  it('finds codes case-insensitively, in their cities only', async () => {
    const coupons = new InMemoryCouponRepository([
      { coupon: couponOf({ code: 'Summer', kind: 'percent', value: 5 }), cityIds: [1] },
    ]);
    expect((await coupons.findByCode(' summer ', 1))?.code).toBe('SUMMER');
    expect(await coupons.findByCode('SUMMER', 2)).toBeNull();
    expect(await coupons.findByCode('WINTER', 1)).toBeNull();
  });
});

describe('in-memory zone lookup', () => {
  const zones = new InMemoryZoneLookup([
    { cityId: 1, streetId: 's-1', streetName: "вулиця В'ячеслава Чорновола", zone: 'green' },
    { cityId: 1, streetName: 'вулиця Довга', zone: 'red' },
    { cityId: 1, streetName: 'вулиця Довга', houses: ['120', '121а'], zone: 'blue' },
  ]);

  it('finds a street by id or by its name compared like the street search', async () => {
    expect(await zones.findZone({ cityId: 1, street: { id: 's-1', name: '' }, house: '1' })).toBe('green');
    expect(
      await zones.findZone({ cityId: 1, street: { id: '', name: '  ВУЛИЦЯ В’ЯЧЕСЛАВА   ЧОРНОВОЛА ' }, house: '1' }),
    ).toBe('green');
    expect(await zones.findZone({ cityId: 2, street: { id: 's-1', name: '' }, house: '1' })).toBeNull();
    expect(await zones.findZone({ cityId: 1, street: { id: '', name: 'вулиця Нова' }, house: '1' })).toBeNull();
  });

  it('lets houses listed for another zone win over the street-wide zone', async () => {
    const on = (house: string) => zones.findZone({ cityId: 1, street: { id: '', name: 'вулиця Довга' }, house });
    expect(await on('5')).toBe('red');
    expect(await on(' 120 ')).toBe('blue');
    expect(await on('121А')).toBe('blue');
    expect(await on('')).toBe('red');
  });
});

describe('in-memory stop list, payment types, pickup points', () => {
  it('keeps each city apart and copies what it answers', async () => {
    const stops = new InMemoryStopList();
    expect(await stops.findStops(1)).toEqual({ workingHours: [], disabledDeliveryTypes: [] });
    stops.setStops(1, { workingHours: [], disabledDeliveryTypes: ['delivery'] });
    expect((await stops.findStops(1)).disabledDeliveryTypes).toEqual(['delivery']);
    expect((await stops.findStops(2)).disabledDeliveryTypes).toEqual([]);

    const types = new InMemoryPaymentTypes(PAYMENT_TYPES);
    types.setAllowed(1, 'card', false);
    expect((await types.listPaymentTypes(1)).map((t) => [t.name, t.isAllowed])).toEqual([
      ['online', true],
      ['card', false],
      ['cash', true],
    ]);
    expect((await types.listPaymentTypes(2)).every((t) => t.isAllowed)).toBe(true);

    const points = new InMemoryPickupPoints([
      { cityId: 1, point: { id: '1', deliveryCityName: 'Львів', streetName: 'вулиця Городоцька', house: '28' } },
    ]);
    expect((await points.listPickupPoints(1)).map((p) => p.id)).toEqual(['1']);
    expect(await points.listPickupPoints(2)).toEqual([]);
  });
});

describe('in-memory SMS sender', () => {
  it('keeps messages in an outbox and tells a listener', async () => {
    const heard: string[] = [];
    const sms = new InMemorySmsSender((message) => heard.push(message.text));
    await sms.send('+380671234567', 'one');
    await sms.send('+380501112233', 'two');
    await sms.send('+380671234567', 'three');
    expect(sms.sent()).toHaveLength(3);
    expect(sms.lastTo('+380671234567')?.text).toBe('three');
    expect(heard).toEqual(['one', 'two', 'three']);
  });
});

describe('in-memory payment gateway', () => {
  it('builds a signed LiqPay-shaped form and recognises its own signature', () => {
    const gateway = new InMemoryPaymentGateway({ checkoutUrl: '/api/test-payment', secret: 's3cret' });
    const form = gateway.buildCheckout({
      orderCode: 'ABC',
      amountKopiykas: 42_850,
      description: 'Order ABC',
      language: 'uk',
      resultUrl: 'https://shop.test/checkout/',
      serverUrl: 'https://shop.test/api/cb',
    });
    expect(form.action).toBe('/api/test-payment');
    expect(JSON.parse(Buffer.from(form.data, 'base64').toString('utf8'))).toEqual({
      order_id: 'ABC',
      amount: 428.5,
      currency: 'UAH',
      description: 'Order ABC',
      language: 'uk',
      result_url: 'https://shop.test/checkout/',
      server_url: 'https://shop.test/api/cb',
    });
    expect(gateway.verify(form.data, form.signature)).toBe(true);
    expect(gateway.verify(form.data, `${form.signature}x`)).toBe(false);
    expect(gateway.verify(`${form.data}x`, form.signature)).toBe(false);
    expect(gateway.issuedCheckouts()).toHaveLength(1);
    expect(() => new InMemoryPaymentGateway({ checkoutUrl: '/x', secret: '' })).toThrow();
  });
});

describe('generators and hasher', () => {
  it('draws order codes of 10 unambiguous characters, all different', () => {
    const generator = new RandomOrderCodeGenerator();
    const codes = Array.from({ length: 2000 }, () => generator.next());
    expect(codes.every((code) => code.length === 10 && [...code].every((c) => ORDER_CODE_ALPHABET.includes(c)))).toBe(
      true,
    );
    expect(new Set(codes).size).toBe(codes.length);
    expect(ORDER_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('draws 4-digit confirmation codes, leading zeros kept', () => {
    const generator = new RandomConfirmationCodeGenerator();
    const codes = Array.from({ length: 3000 }, () => generator.generate());
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('hashes deterministically under its pepper, and refuses a short pepper', () => {
    const hasher = new HmacCodeHasher('pepper-pepper-pepper');
    expect(hasher.hash('ABC:1234')).toBe(hasher.hash('ABC:1234'));
    expect(hasher.hash('ABC:1234')).toMatch(/^[0-9a-f]{64}$/);
    expect(hasher.hash('ABC:1234')).not.toBe(hasher.hash('ABC:1235'));
    expect(new HmacCodeHasher('another-pepper-value').hash('ABC:1234')).not.toBe(hasher.hash('ABC:1234'));
    expect(() => new HmacCodeHasher('short')).toThrow();
  });

  it('matches a secret against its digest, and nothing else', () => {
    const hasher = new HmacCodeHasher('pepper-pepper-pepper');
    const digest = hasher.hash('ABC:1234');
    expect(hasher.matches('ABC:1234', digest)).toBe(true);
    expect(hasher.matches('ABC:1235', digest)).toBe(false);
    expect(hasher.matches('ABC:1234', digest.slice(1))).toBe(false);
    expect(new HmacCodeHasher('another-pepper-value').matches('ABC:1234', digest)).toBe(false);
  });
});

describe('public-URL checkout links', () => {
  const links = new PublicUrlCheckoutLinks({ publicUrl: 'https://shop.test/', callbackPath: 'api/payments/callback' });

  it('returns the customer to the checkout page of their city and language', () => {
    expect(links.resultUrl({ orderCode: 'AB CD', cityId: 1, language: 'uk' })).toBe(
      'https://shop.test/checkout/?orderId=AB%20CD',
    );
    expect(links.resultUrl({ orderCode: 'X', cityId: 2, language: 'en' })).toBe(
      'https://shop.test/en/kyiv/checkout/?orderId=X',
    );
    expect(links.resultUrl({ orderCode: 'X', cityId: 2, language: 'ru' })).toBe(
      'https://shop.test/ru/kyiv/checkout/?orderId=X',
    );
  });

  it('names the callback endpoint under the public URL', () => {
    expect(links.callbackUrl()).toBe('https://shop.test/api/payments/callback');
  });
});

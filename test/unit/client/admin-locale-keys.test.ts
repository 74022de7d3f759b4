import { describe, expect, it } from 'vitest';
import { bundledI18n } from './support/bundled-texts';
import { CITY_SLUGS } from '../../../src/domain/city/city';
import { WORDED_REFUSALS } from '../../../src/client/view-models/delivery/delivery-problem';
import { ZONE_COLORS } from '../../../src/domain/delivery-zone/zone-color';
import type { ZoneFileProblem } from '../../../src/domain/delivery-zone/zone-file.rule';
import { DELIVERY_TYPES, PAY_METHODS } from '../../../src/domain/order/order-form';
import { nextOrderStatuses, ORDER_STATUSES } from '../../../src/domain/order/order-status';
import { LOCALES } from '../../../src/domain/shared/locale';
import { MODIFIER_GROUP_KINDS } from '../../../src/domain/modifier/modifier-group';
import type { ModifierFieldProblem } from '../../../src/client/view-models/staff-modifier-groups-form';
import type { StaffPriceProblem } from '../../../src/domain/pricing/staff-price';
import { ORDER_PAYMENT_STATUSES } from '../../../src/domain/shop-api/ordering.contract';

// The orders screen builds keys from the contract's values; every value needs a text.
const ORDER_KEYS = [
  ...ORDER_STATUSES.map((status) => `orders.status.${status}`),
  // A button per status an order can be moved to: every status but 'new', where orders only start.
  ...ORDER_STATUSES.filter((status) =>
    DELIVERY_TYPES.some((type) => ORDER_STATUSES.some((from) => nextOrderStatuses(from, type).includes(status))),
  ).map((status) => `orders.action.${status}`),
  ...DELIVERY_TYPES.map((type) => `orders.deliveryType.${type}`),
  ...PAY_METHODS.map((method) => `orders.payMethod.${method}`),
  ...ORDER_PAYMENT_STATUSES.map((status) => `orders.paymentStatus.${status}`),
  ...['sms-pending', 'phone-call-requested'].map((reason) => `orders.callReason.${reason}`),
  ...ZONE_COLORS.map((zone) => `orders.zone.${zone}`),
  ...CITY_SLUGS.map((city) => `orders.cities.${city}`),
  ...['conflict', 'notFound', 'moveFailed'].map((notice) => `orders.notice.${notice}`),
];

// Every problem the price rule names gets a message of the menu editor.
const STAFF_PRICE_PROBLEMS: Record<StaffPriceProblem, true> = {
  'not-a-number': true,
  'not-positive': true,
  'too-high': true,
  'more-than-two-decimals': true,
};

const MENU_KEYS = [
  ...[
    'cityLabel',
    'refresh',
    'loading',
    'failed',
    'retry',
    'stale',
    'search',
    'searchPlaceholder',
    'nothingFound',
    'emptyCategory',
  ].map((key) => `menu.${key}`),
  ...[
    'availability',
    'onSale',
    'stopped',
    'saving',
    'price.label',
    'price.save',
    'price.hintBase',
    'price.hintCity',
  ].map((key) => `menu.${key}`),
  ...CITY_SLUGS.map((city) => `menu.cities.${city}`),
  ...Object.keys(STAFF_PRICE_PROBLEMS).map((problem) => `menu.price.problem.${problem}`),
  ...['refused', 'refusedBecause', 'notFound', 'saveFailed'].map((problem) => `menu.problem.${problem}`),
];

describe('admin texts for the orders screen', () => {
  it.each(LOCALES)('%s has every key', (locale) => {
    const i18n = bundledI18n(locale);
    for (const key of ORDER_KEYS) expect(i18n.exists(key, { ns: 'admin' }), `${locale}: ${key}`).toBe(true);
  });
});

describe('admin texts for the menu editor', () => {
  it.each(LOCALES)('%s has every key', (locale) => {
    const i18n = bundledI18n(locale);
    for (const key of MENU_KEYS) expect(i18n.exists(key, { ns: 'admin' }), `${locale}: ${key}`).toBe(true);
  });

  it.each(LOCALES)('%s puts the server’s words and the highest price into the messages that name them', (locale) => {
    const i18n = bundledI18n(locale);
    expect(i18n.t('menu.problem.refusedBecause', { ns: 'admin', message: 'WHY' })).toContain('WHY');
    expect(i18n.t('menu.price.problem.too-high', { ns: 'admin', max: 'MAX' })).toContain('MAX');
    expect(i18n.t('menu.price.hintBase', { ns: 'admin', base: 'BASE' })).toContain('BASE');
    expect(i18n.t('menu.price.hintCity', { ns: 'admin', base: 'BASE' })).toContain('BASE');
  });
});

// Every problem the modifier-groups rule names, and the form's own words, in every language.
describe('admin texts for the modifier groups of the product form', () => {
  const PROBLEMS: Record<ModifierFieldProblem | 'unknown-modifier' | 'refused' | 'failed' | 'loadFailed', true> = {
    required: true,
    'too-long': true,
    'too-many': true,
    'unknown-kind': true,
    'out-of-range': true,
    'not-whole-kopiykas': true,
    'not-a-number': true,
    'empty-group': true,
    'several-defaults': true,
    'default-in-any-of': true,
    'required-in-any-of': true,
    'duplicate-modifier': true,
    'unknown-modifier': true,
    refused: true,
    failed: true,
    loadFailed: true,
  };
  it.each(LOCALES)('%s words every problem and both kinds of group', (locale) => {
    const i18n = bundledI18n(locale);
    const keys = [
      ...Object.keys(PROBLEMS).map((problem) => `menu.modifiers.problem.${problem}`),
      ...MODIFIER_GROUP_KINDS.flatMap((kind) => [`menu.modifiers.kinds.${kind}`, `menu.modifiers.add.${kind}`]),
      ...LOCALES.flatMap((name) => [`menu.modifiers.groupName.${name}`, `menu.modifiers.modifierName.${name}`]),
    ];
    for (const key of keys) expect(i18n.exists(key, { ns: 'admin' }), `${locale}: ${key}`).toBe(true);
    expect(i18n.t('menu.modifiers.shared', { ns: 'admin', others: 7 })).toContain('7');
  });
});

// Every zone-file problem and every refusal the Delivery screen words itself has its words.
describe('admin texts for zone files and delivery refusals', () => {
  const ZONE_PROBLEMS: Record<ZoneFileProblem, true> = {
    'bad-position': true,
    'too-few-corners': true,
    'no-rings': true,
    'no-geometry': true,
    'no-polygons': true,
    'nested-collection': true,
    'no-geometries': true,
    'not-a-polygon': true,
    'no-color': true,
    'unknown-color': true,
    'minutes-too-long': true,
    'not-an-area': true,
    'too-many-points': true,
    'no-polygon': true,
  };
  it.each(LOCALES)('%s words every zone-file problem', (locale) => {
    const i18n = bundledI18n(locale);
    for (const problem of Object.keys(ZONE_PROBLEMS))
      expect(i18n.exists(`delivery.zones.problems.${problem}`, { ns: 'admin' }), `${locale}: ${problem}`).toBe(true);
    for (const code of WORDED_REFUSALS)
      expect(i18n.exists(`delivery.problem.refused.${code}`, { ns: 'admin' }), `${locale}: ${code}`).toBe(true);
  });
});

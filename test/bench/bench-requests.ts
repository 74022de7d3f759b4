/*
 * The requests the benchmark sends: what the storefront sends for the same actions.
 */

/** Each virtual client is its own customer address (X-Forwarded-For, with TRUST_PROXY=loopback). */
export const clientHeaders = (client: number, extra: Record<string, string> = {}): Record<string, string> => ({
  'x-forwarded-for': `10.${(client >> 8) & 255}.${client & 255}.7`,
  ...extra,
});

export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
/** What a browser sends for the menu: it takes the compressed copy. */
export const BROWSER_GET_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
export const BROWSER_PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

const phoneOf = (index: number): string => {
  const digits = String(1_000_000 + (index % 9_000_000)).padStart(7, '0');
  return `+38 (067) ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
};

/**
 * The real order of the integration tests: two classic burgers with a beef patty and extra bacon,
 * cash, delivered to вулиця Городоцька 28 in Lviv, with the storefront's whole cart line (names,
 * prices the server ignores). A new phone each time: every order is a first order (SMS code sent).
 */
export const orderCreateBody = (index: number): string =>
  JSON.stringify({
    orderId: null,
    cityId: 1,
    isAutofill: false,
    items: [
      {
        id: `${1_749_630_000_000 + index}`,
        iikoId: 'burger-classic',
        name: 'Класичний бургер',
        translation: { uk: 'Класичний бургер', en: 'Classic burger', ru: 'Классический бургер' },
        price: 189,
        count: 2,
        weight: 320,
        imgLink: 'burger-classic.svg',
        modifiers: [
          {
            id: 'mod-patty-beef',
            iikoId: 'mod-patty-beef',
            iikoName: 'Яловича котлета',
            price: 0,
            productGroupId: 'patty',
          },
          {
            id: 'mod-extra-bacon',
            iikoId: 'mod-extra-bacon',
            iikoName: 'Додатковий бекон',
            price: 40,
            productGroupId: 'extras',
          },
        ],
        amountOfBurgers: 1,
        isAlcohol: false,
      },
    ],
    orderForm: {
      name: 'Олена',
      phone: phoneOf(index),
      deliveryType: 'delivery',
      deliveryTime: '',
      deliveryDate: '',
      selfPickupPointId: '',
      address: {
        deliveryCity: { id: 101, name: 'Львів' },
        street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' },
        house: '28',
        flat: '4',
        entrance: '1',
        floor: '2',
      },
      payMethod: 'cash',
      cashback: '',
      comment: '',
      coupon: '',
      isEcoPack: false,
      sticks: 0,
      trainingSticks: 0,
      call: false,
    },
  });

const HOUSES = ['1', '12', '28', '57', '101', '150', '240', '359'];

/** Zone lookups along вулиця Городоцька, as the cart asks while the customer types the house. */
export const zoneLookupBody = (index: number): string =>
  JSON.stringify({
    street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' },
    house: HOUSES[index % HOUSES.length],
  });

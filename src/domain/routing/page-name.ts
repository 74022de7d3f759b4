/** Every public storefront page at a fixed address; each exists at '/{page}/' and '/{city}/{page}/' (home is the bare prefix). */
export const PAGE_NAMES = ['home', 'sushi', 'about', 'delivery', 'public-offer', 'vacancies', 'checkout'] as const;
export type FixedPageName = (typeof PAGE_NAMES)[number];

/**
 * Pages whose address carries a parameter after the page segment: the order status page is
 * '/order/{code}/' (and '/{city}/order/{code}/'), one address per order.
 */
export type ParamPageName = 'order';

export type PageName = FixedPageName | ParamPageName;

export const isPageName = (value: string): value is FixedPageName => (PAGE_NAMES as readonly string[]).includes(value);

/**
 * An order code as it may appear in an address: letters, digits, '-' and '_', at most 64 (the
 * server looks up no longer code). Anything else is a 404 on both sides, never a lookup.
 */
const ORDER_CODE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

export const isOrderCodeSegment = (value: string): boolean => ORDER_CODE_SEGMENT.test(value);

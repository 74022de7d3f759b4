/** One JSON file per namespace and language under locales/. */
export const STOREFRONT_NAMESPACES = ['common', 'pages', 'seo', 'frame', 'menu', 'cart'] as const;
/** The order form's texts: loaded with the order form (di/checkout-area.preparation.ts). */
export const CHECKOUT_NAMESPACES = ['checkout-parts', 'checkout'] as const;
export const ADMIN_NAMESPACE = 'admin';
export const NAMESPACES = [...STOREFRONT_NAMESPACES, ...CHECKOUT_NAMESPACES, ADMIN_NAMESPACE] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type StorefrontNamespace = (typeof STOREFRONT_NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

export type StorefrontTexts = Record<StorefrontNamespace, object>;
export type CheckoutTexts = Record<(typeof CHECKOUT_NAMESPACES)[number], object>;

import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { DEFERRED_APP_START } from '../../../domain/shop-api/deferred-app-start.contract';
import { EARLY_CLICK_RECORDER } from '../../../domain/shop-api/early-clicks.contract';

const hashOf = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The two inline scripts a server-rendered page carries, each allowed by its hash: the click
 * recorder and the starter of the app's scripts.
 */
const INLINE_SCRIPT_HASHES = [hashOf(EARLY_CLICK_RECORDER), hashOf(DEFERRED_APP_START)];

// The Maps JavaScript API loads scripts, tiles, fonts and workers from these hosts (Google's CSP
// allowlist guide). Listed now so the map works the day the map adapter lands.
const GOOGLE_MAPS_SCRIPTS = [
  'https://maps.googleapis.com',
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.ggpht.com',
  'https://*.googleusercontent.com',
];
const GOOGLE_MAPS_IMAGES = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.googleusercontent.com',
  'https://*.ggpht.com',
];
const GOOGLE_MAPS_CONNECT = ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'];
// The online payment form posts the browser to LiqPay's checkout page.
const LIQPAY_CHECKOUT = 'https://www.liqpay.ua';

/**
 * Security headers for a Vite-built SPA: Vite emits only external module scripts and
 * stylesheets, so scripts stay 'self' plus the inline scripts allowed by their hashes. Inline styles are allowed: a
 * server-rendered page carries its stylesheet inline, React style attributes and the map's own
 * widgets use them, and they cannot run code (no hash may join 'unsafe-inline' in style-src: a
 * browser that sees one ignores 'unsafe-inline').
 */
export const helmetOptions = (options: { https: boolean }): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES, 'blob:', ...GOOGLE_MAPS_SCRIPTS],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
      imgSrc: ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS_IMAGES],
      fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
      connectSrc: ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS_CONNECT],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", 'https://*.google.com'],
      formAction: ["'self'", LIQPAY_CHECKOUT],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      // On plain http (a local or LAN demo) upgrading would break every asset request.
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  // Served over http the header is meaningless and only confuses; over https it pins https.
  strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  // Map tiles and fonts come from Google: cross-origin isolation would block them.
  crossOriginEmbedderPolicy: false,
  // Lets the LiqPay window hand the customer back to the result page.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

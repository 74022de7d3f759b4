import { LOCALES, type Translated } from '../../src/domain/shared/locale';
import { bannerImageFile } from '../../src/server/adapters/database/seed/banner-images';

/**
 * Self-made artwork for the demo shop: every product photo and banner the seed data names is
 * drawn here as an SVG, so a fresh clone serves an appetising menu without downloading anything.
 * Deterministic: the same name always gives the same picture (details such as sesame seeds are
 * scattered by a generator seeded from the file name). No external fonts or images.
 *
 * Product pictures are 400×400 on a transparent background (the card paints the product's
 * `background` colour behind them) with a soft yellow glow, the shop's accent; banners are 1200×400.
 */

const ACCENT = '#ffc700';

// ---------------------------------------------------------------- deterministic randomness

const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** mulberry32: a tiny seeded generator, values in [0, 1). */
const randomFor = (seedText: string): (() => number) => {
  let state = hashOf(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const n = (value: number): string => String(Math.round(value * 10) / 10);

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---------------------------------------------------------------- art descriptions

type PattyKind = 'beef' | 'chicken' | 'salmon' | 'plant' | 'smash';

interface BurgerArt {
  readonly kind: 'burger';
  readonly patty: PattyKind;
  readonly patties?: 1 | 2;
  readonly bun?: 'brioche' | 'sesame' | 'charcoal';
  readonly cheese?: 'cheddar' | 'double' | 'blue';
  readonly bacon?: boolean;
  readonly lettuce?: boolean;
  readonly tomato?: boolean;
  readonly onion?: boolean;
  readonly pickles?: boolean;
  readonly jalapeno?: boolean;
  readonly onionRings?: boolean;
  readonly avocado?: boolean;
  readonly rocket?: boolean;
  readonly cucumber?: boolean;
  readonly sauce?: string;
}

interface ComboArt {
  readonly kind: 'combo';
  readonly burger: BurgerArt;
  readonly side: SideArt['side'];
  readonly drink: string;
}

interface MenuArt {
  readonly kind: 'menu';
  readonly burgers: readonly BurgerArt[];
}

interface RollArt {
  readonly kind: 'roll';
  /** Colour of the outside: rice, nori, salmon, eel, tempura, cheese cap... */
  readonly outside: 'rice' | 'nori' | 'salmon' | 'eel' | 'avocado' | 'tempura' | 'masago' | 'cheese' | 'tuna';
  readonly fillings: readonly string[];
  readonly topping?: 'sesame' | 'unagi' | 'spicy' | 'onion' | 'masago';
  readonly pieces?: number;
}

interface SetArt {
  readonly kind: 'set';
  readonly rolls: readonly RollArt[];
  readonly board?: 'wood' | 'slate';
}

interface SideArt {
  readonly kind: 'side';
  readonly side: 'fries' | 'wedges' | 'sweet-potato' | 'nuggets' | 'onion-rings' | 'cheese-sticks';
}

interface SauceArt {
  readonly kind: 'sauce';
  readonly color: string;
  readonly swirl?: string;
  readonly flecks?: string;
}

interface DrinkArt {
  readonly kind: 'drink';
  readonly vessel: 'glass' | 'bottle' | 'shake' | 'jar';
  readonly color: string;
  readonly label?: string;
  readonly garnish?: 'lemon' | 'fruit' | 'none';
}

interface BeerArt {
  readonly kind: 'beer';
  readonly color: string;
  readonly cloudy?: boolean;
}

interface BannerArt {
  readonly kind: 'banner';
  readonly title: string;
  readonly subtitle: string;
  readonly badge?: string;
  readonly hero: BurgerArt | SetArt | ComboArt | MenuArt | RollArt;
}

interface LocalizedBannerArt {
  readonly title: Translated;
  readonly subtitle: Translated;
  readonly badge?: string;
  readonly hero: BannerArt['hero'];
}

type Art = BurgerArt | ComboArt | MenuArt | RollArt | SetArt | SideArt | SauceArt | DrinkArt | BeerArt | BannerArt;

const CLASSIC: BurgerArt = {
  kind: 'burger',
  patty: 'beef',
  lettuce: true,
  tomato: true,
  onion: true,
  pickles: true,
  sauce: '#f2d9a0',
};
const CHICKEN: BurgerArt = {
  kind: 'burger',
  patty: 'chicken',
  bun: 'sesame',
  lettuce: true,
  tomato: true,
  pickles: true,
  sauce: '#f4efe0',
};
const BACON_CHEESE: BurgerArt = {
  kind: 'burger',
  patty: 'beef',
  cheese: 'cheddar',
  bacon: true,
  onion: true,
  sauce: '#a8582c',
};
const BBQ: BurgerArt = {
  kind: 'burger',
  patty: 'beef',
  cheese: 'cheddar',
  bacon: true,
  onionRings: true,
  sauce: '#5a2312',
};
const SMASH: BurgerArt = {
  kind: 'burger',
  patty: 'smash',
  patties: 2,
  cheese: 'double',
  pickles: true,
  onion: true,
  sauce: '#f0b25a',
};
const VEGAN: BurgerArt = {
  kind: 'burger',
  patty: 'plant',
  bun: 'sesame',
  avocado: true,
  tomato: true,
  lettuce: true,
  sauce: '#e07b39',
};
const CHEESE: BurgerArt = {
  kind: 'burger',
  patty: 'beef',
  cheese: 'double',
  pickles: true,
  onion: true,
  sauce: '#d8392b',
};

const ART: Readonly<Record<string, Art>> = {
  // burgers
  'burger-classic.svg': CLASSIC,
  'burger-cheese.svg': CHEESE,
  'burger-bacon-cheese.svg': BACON_CHEESE,
  'burger-chicken.svg': CHICKEN,
  'burger-salmon.svg': {
    kind: 'burger',
    patty: 'salmon',
    bun: 'sesame',
    lettuce: true,
    cucumber: true,
    onion: true,
    sauce: '#eef0d0',
  },
  'burger-vegan.svg': VEGAN,
  'burger-bbq.svg': BBQ,
  'burger-jalapeno.svg': {
    kind: 'burger',
    patty: 'beef',
    cheese: 'cheddar',
    jalapeno: true,
    tomato: true,
    sauce: '#c2461f',
  },
  'burger-blue-cheese.svg': {
    kind: 'burger',
    patty: 'beef',
    bun: 'charcoal',
    cheese: 'blue',
    rocket: true,
    onion: true,
    sauce: '#e9e4d0',
  },
  'burger-double-smash.svg': SMASH,
  // combos
  'combo-classic.svg': { kind: 'combo', burger: CLASSIC, side: 'fries', drink: '#3b1a10' },
  'combo-chicken.svg': { kind: 'combo', burger: CHICKEN, side: 'fries', drink: '#f6d24a' },
  'combo-bacon-cheese.svg': { kind: 'combo', burger: BACON_CHEESE, side: 'onion-rings', drink: '#3b1a10' },
  'combo-bbq.svg': { kind: 'combo', burger: BBQ, side: 'wedges', drink: '#8a4a1c' },
  // sharing menus
  'menu-friends.svg': { kind: 'menu', burgers: [CLASSIC, CHEESE, CHICKEN] },
  'menu-family.svg': { kind: 'menu', burgers: [CLASSIC, CHEESE, CHICKEN, VEGAN] },
  'menu-party.svg': { kind: 'menu', burgers: [CLASSIC, CHEESE, CHICKEN, BBQ, SMASH, BACON_CHEESE] },
  // rolls
  'roll-philadelphia.svg': { kind: 'roll', outside: 'salmon', fillings: ['#f4f1e8', '#7fbf5a'] },
  'roll-philadelphia-unagi.svg': {
    kind: 'roll',
    outside: 'salmon',
    fillings: ['#6b3a1e', '#f4f1e8'],
    topping: 'unagi',
  },
  'roll-california-crab.svg': { kind: 'roll', outside: 'masago', fillings: ['#f3d2c8', '#8cc152', '#b9d98a'] },
  'roll-california-salmon.svg': { kind: 'roll', outside: 'masago', fillings: ['#f08a5d', '#8cc152', '#f4f1e8'] },
  'roll-dragon.svg': { kind: 'roll', outside: 'eel', fillings: ['#f2a65a', '#9ccc65'], topping: 'unagi' },
  'roll-canada.svg': {
    kind: 'roll',
    outside: 'salmon',
    fillings: ['#6b3a1e', '#f4f1e8', '#7fbf5a'],
    topping: 'sesame',
  },
  'roll-tempura-shrimp.svg': {
    kind: 'roll',
    outside: 'tempura',
    fillings: ['#f28c6b', '#f4f1e8', '#7fbf5a'],
    topping: 'spicy',
  },
  'roll-spicy-tuna.svg': { kind: 'roll', outside: 'rice', fillings: ['#b8323f', '#7fbf5a'], topping: 'spicy' },
  'roll-baked-salmon.svg': { kind: 'roll', outside: 'cheese', fillings: ['#f08a5d', '#f4f1e8', '#7fbf5a'] },
  'roll-futomaki-tuna.svg': {
    kind: 'roll',
    outside: 'nori',
    fillings: ['#b8323f', '#f4f1e8', '#8cc152', '#f5d76e'],
    pieces: 3,
  },
  'roll-maki-salmon.svg': { kind: 'roll', outside: 'nori', fillings: ['#f08a5d'], pieces: 4 },
  'roll-vega.svg': { kind: 'roll', outside: 'rice', fillings: ['#8cc152', '#e8553a', '#b9d98a'], topping: 'sesame' },
  // sets
  'set-philadelphia.svg': {
    kind: 'set',
    rolls: [salmonRoll(), salmonRoll('unagi'), salmonRoll('sesame'), cheeseRoll()],
  },
  'set-california.svg': {
    kind: 'set',
    rolls: [masagoRoll('#f3d2c8'), masagoRoll('#f08a5d'), masagoRoll('#f28c6b'), masagoRoll('#b8323f')],
  },
  'set-maki.svg': {
    kind: 'set',
    board: 'slate',
    rolls: [makiRoll('#f08a5d'), makiRoll('#b8323f'), makiRoll('#6b3a1e'), makiRoll('#8cc152')],
  },
  'set-hot.svg': {
    kind: 'set',
    rolls: [tempuraRoll('#f28c6b'), tempuraRoll('#f08a5d'), cheeseRoll(), cheeseRoll('#f3d2c8')],
  },
  'set-dragon.svg': {
    kind: 'set',
    board: 'slate',
    rolls: [
      eelRoll(),
      { kind: 'roll', outside: 'avocado', fillings: ['#6b3a1e'], topping: 'unagi' },
      salmonRoll('sesame'),
      salmonRoll('unagi'),
    ],
  },
  'set-vegan.svg': {
    kind: 'set',
    rolls: [vegRoll('#8cc152'), makiRoll('#8cc152'), makiRoll('#9ccc65'), vegRoll('#e8553a')],
  },
  'set-duo.svg': { kind: 'set', rolls: [salmonRoll(), masagoRoll('#f3d2c8'), makiRoll('#f08a5d')] },
  'set-lviv.svg': {
    kind: 'set',
    board: 'slate',
    rolls: [salmonRoll(), eelRoll(), spicyRoll(), tempuraRoll('#f28c6b')],
  },
  'set-salmon-love.svg': {
    kind: 'set',
    rolls: [salmonRoll(), masagoRoll('#f08a5d'), cheeseRoll(), makiRoll('#f08a5d')],
  },
  'set-party.svg': {
    kind: 'set',
    board: 'slate',
    rolls: [
      salmonRoll(),
      masagoRoll('#f3d2c8'),
      eelRoll(),
      salmonRoll('sesame'),
      tempuraRoll('#f28c6b'),
      vegRoll('#8cc152'),
    ],
  },
  // sides
  'side-fries.svg': { kind: 'side', side: 'fries' },
  'side-country-potatoes.svg': { kind: 'side', side: 'wedges' },
  'side-nuggets.svg': { kind: 'side', side: 'nuggets' },
  'side-onion-rings.svg': { kind: 'side', side: 'onion-rings' },
  'side-cheese-sticks.svg': { kind: 'side', side: 'cheese-sticks' },
  'side-sweet-potato.svg': { kind: 'side', side: 'sweet-potato' },
  // sauces
  'sauce-ketchup.svg': { kind: 'sauce', color: '#c8231c', swirl: '#e2483a' },
  'sauce-cheese.svg': { kind: 'sauce', color: '#f2b428', swirl: '#ffd35c' },
  'sauce-bbq.svg': { kind: 'sauce', color: '#5a2312', swirl: '#7d3a1e' },
  'sauce-garlic.svg': { kind: 'sauce', color: '#f1ead2', swirl: '#ffffff', flecks: '#5d8f3a' },
  'sauce-sweet-chili.svg': { kind: 'sauce', color: '#e0482c', swirl: '#f57a4a', flecks: '#8b1a10' },
  'sauce-soy.svg': { kind: 'sauce', color: '#2a1208', swirl: '#4a2412' },
  // drinks
  'drink-cola.svg': { kind: 'drink', vessel: 'glass', color: '#3b1a10', label: '#d3202a' },
  'drink-cola-zero.svg': { kind: 'drink', vessel: 'glass', color: '#3b1a10', label: '#111111' },
  'drink-fanta.svg': { kind: 'drink', vessel: 'glass', color: '#f7931e', label: '#1f5fbf' },
  'drink-water.svg': { kind: 'drink', vessel: 'bottle', color: '#bfe3f2', label: '#1f7fbf' },
  'drink-lemonade.svg': { kind: 'drink', vessel: 'jar', color: '#f6d24a', garnish: 'lemon' },
  'drink-uzvar.svg': { kind: 'drink', vessel: 'jar', color: '#8a4a1c', garnish: 'fruit' },
  'drink-milkshake.svg': { kind: 'drink', vessel: 'shake', color: '#f3e6c8' },
  // beer
  'beer-lager.svg': { kind: 'beer', color: '#f2b01e' },
  'beer-wheat.svg': { kind: 'beer', color: '#e9a93a', cloudy: true },
  'beer-ipa.svg': { kind: 'beer', color: '#c7701a' },
  'beer-porter.svg': { kind: 'beer', color: '#2a140a' },
};

/** Banner pictures by name, with their headline in every language (banner-images.ts names the files). */
const BANNERS: Readonly<Record<string, LocalizedBannerArt>> = {
  'banner-promise': {
    title: { uk: '29 або 59 хвилин', en: '29 or 59 minutes', ru: '29 или 59 минут' },
    subtitle: { uk: 'або бургер у подарунок', en: 'or your burger is on us', ru: 'или бургер в подарок' },
    badge: '29′',
    hero: CLASSIC,
  },
  'banner-combo': {
    title: { uk: 'Комбо на обід', en: 'Lunch combo', ru: 'Комбо на обед' },
    subtitle: {
      uk: 'бургер, фрі та напій разом',
      en: 'a burger, fries and a drink together',
      ru: 'бургер, фри и напиток вместе',
    },
    hero: { kind: 'combo', burger: CHEESE, side: 'fries', drink: '#3b1a10' },
  },
  'banner-smash': {
    title: { uk: 'Дабл Смеш', en: 'Double Smash', ru: 'Дабл Смэш' },
    subtitle: {
      uk: 'дві хрусткі котлети, подвійний чедер',
      en: 'two crispy patties, double cheddar',
      ru: 'две хрустящие котлеты, двойной чеддер',
    },
    badge: 'NEW',
    hero: SMASH,
  },
  'banner-sushi-sets': {
    title: { uk: 'Сети на компанію', en: 'Sets for sharing', ru: 'Сеты на компанию' },
    subtitle: {
      uk: '10 сетів: від макі до Дракона',
      en: '10 sets, from maki to Dragon',
      ru: '10 сетов: от маки до Дракона',
    },
    hero: {
      kind: 'set',
      board: 'slate',
      rolls: [salmonRoll(), masagoRoll('#f3d2c8'), eelRoll(), tempuraRoll('#f28c6b')],
    },
  },
  'banner-sushi-promise': {
    title: { uk: '29 або 59 хвилин', en: '29 or 59 minutes', ru: '29 или 59 минут' },
    subtitle: { uk: 'або рол у подарунок', en: 'or a roll on us', ru: 'или ролл в подарок' },
    badge: '59′',
    hero: { kind: 'roll', outside: 'salmon', fillings: ['#f4f1e8', '#7fbf5a'] },
  },
  'banner-kyiv-promise': {
    // Kyiv has the red (59 minutes) and blue (89 minutes) zones only.
    title: { uk: 'Київ: 59 або 89 хвилин', en: 'Kyiv: 59 or 89 minutes', ru: 'Киев: 59 или 89 минут' },
    subtitle: { uk: 'або бургер у подарунок', en: 'or your burger is on us', ru: 'или бургер в подарок' },
    badge: '59′',
    hero: BACON_CHEESE,
  },
  'banner-party': {
    title: { uk: 'Бокси на компанію', en: 'Sharing boxes', ru: 'Боксы на компанию' },
    subtitle: {
      uk: 'до шести бургерів в одному замовленні',
      en: 'up to six burgers in one order',
      ru: 'до шести бургеров в одном заказе',
    },
    hero: { kind: 'menu', burgers: [CLASSIC, CHEESE, CHICKEN, BBQ, SMASH, BACON_CHEESE] },
  },
};

/** Every banner in every language, by file name: one drawing, the headline in that language. */
const BANNER_FILES: Readonly<Record<string, BannerArt>> = Object.fromEntries(
  Object.entries(BANNERS).flatMap(([name, art]) =>
    LOCALES.map((locale): [string, BannerArt] => [
      bannerImageFile(name, locale),
      {
        kind: 'banner',
        title: art.title[locale],
        subtitle: art.subtitle[locale],
        hero: art.hero,
        ...(art.badge === undefined ? {} : { badge: art.badge }),
      },
    ]),
  ),
);

function salmonRoll(topping?: RollArt['topping']): RollArt {
  return topping
    ? { kind: 'roll', outside: 'salmon', fillings: ['#f4f1e8', '#7fbf5a'], topping }
    : { kind: 'roll', outside: 'salmon', fillings: ['#f4f1e8', '#7fbf5a'] };
}
function masagoRoll(filling: string): RollArt {
  return { kind: 'roll', outside: 'masago', fillings: [filling, '#8cc152'] };
}
function makiRoll(filling: string): RollArt {
  return { kind: 'roll', outside: 'nori', fillings: [filling] };
}
function tempuraRoll(filling: string): RollArt {
  return { kind: 'roll', outside: 'tempura', fillings: [filling, '#f4f1e8'], topping: 'spicy' };
}
function cheeseRoll(filling = '#f08a5d'): RollArt {
  return { kind: 'roll', outside: 'cheese', fillings: [filling, '#f4f1e8'] };
}
function eelRoll(): RollArt {
  return { kind: 'roll', outside: 'eel', fillings: ['#f2a65a', '#9ccc65'], topping: 'unagi' };
}
function spicyRoll(): RollArt {
  return { kind: 'roll', outside: 'rice', fillings: ['#b8323f', '#7fbf5a'], topping: 'spicy' };
}
function vegRoll(filling: string): RollArt {
  return { kind: 'roll', outside: 'rice', fillings: [filling, '#e8553a'], topping: 'sesame' };
}

// ---------------------------------------------------------------- shared pieces

const glow = (id: string, cx = 200, cy = 215, r = 190): string =>
  `<defs><radialGradient id="${id}-glow" cx="50%" cy="50%" r="50%">` +
  `<stop offset="0%" stop-color="${ACCENT}" stop-opacity="0.28"/>` +
  `<stop offset="60%" stop-color="${ACCENT}" stop-opacity="0.07"/>` +
  `<stop offset="100%" stop-color="${ACCENT}" stop-opacity="0"/></radialGradient></defs>` +
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}-glow)"/>`;

const shadow = (cx: number, cy: number, rx: number, ry: number): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="0.35"/>`;

const svg = (width: number, height: number, body: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">` +
  `<title>${escapeXml(label)}</title>${body}</svg>`;

/** A wavy horizontal band between x0 and x1 (lettuce, sauce, bacon). */
const wave = (x0: number, x1: number, y: number, amplitude: number, waves: number, thickness: number): string => {
  const step = (x1 - x0) / (waves * 2);
  let top = `M${n(x0)} ${n(y)}`;
  for (let index = 0; index < waves * 2; index += 1) {
    const cx = x0 + step * (index + 0.5);
    const cy = y + (index % 2 === 0 ? -amplitude : amplitude);
    top += ` Q${n(cx)} ${n(cy)} ${n(x0 + step * (index + 1))} ${n(y)}`;
  }
  let bottom = ` L${n(x1)} ${n(y + thickness)}`;
  for (let index = waves * 2 - 1; index >= 0; index -= 1) {
    const cx = x0 + step * (index + 0.5);
    const cy = y + thickness + (index % 2 === 0 ? amplitude : -amplitude);
    bottom += ` Q${n(cx)} ${n(cy)} ${n(x0 + step * index)} ${n(y + thickness)}`;
  }
  return `${top}${bottom} Z`;
};

// ---------------------------------------------------------------- burger

const BUN: Record<NonNullable<BurgerArt['bun']>, { top: string; light: string; edge: string }> = {
  brioche: { top: '#d9892e', light: '#f0b050', edge: '#a45a1a' },
  sesame: { top: '#d89a45', light: '#f2c06a', edge: '#a8682a' },
  charcoal: { top: '#2e2a28', light: '#4a4440', edge: '#151312' },
};

const PATTY: Record<PattyKind, { fill: string; dark: string; texture: string }> = {
  beef: { fill: '#5b2f1c', dark: '#3a1c10', texture: '#7a4328' },
  smash: { fill: '#4e2616', dark: '#2e140a', texture: '#8a4e2a' },
  chicken: { fill: '#d7963d', dark: '#a8671f', texture: '#f0b862' },
  salmon: { fill: '#e58a62', dark: '#b9603e', texture: '#f6b08c' },
  plant: { fill: '#6b4a2c', dark: '#4a321c', texture: '#8c6a3c' },
};

/** A burger standing on y = baseY, centred on x = cx, `width` wide. */
const burger = (art: BurgerArt, seed: string, cx = 200, baseY = 318, width = 250): string => {
  const random = randomFor(seed);
  const half = width / 2;
  const bun = BUN[art.bun ?? 'brioche'];
  const patty = PATTY[art.patty];
  const parts: string[] = [shadow(cx, baseY + 6, half * 1.05, 16)];
  let y = baseY;

  // bottom bun
  parts.push(
    `<path d="M${n(cx - half + 6)} ${n(y - 34)} H${n(cx + half - 6)} Q${n(cx + half)} ${n(y - 34)} ${n(cx + half - 4)} ${n(y - 14)} Q${n(cx + half - 10)} ${n(y)} ${n(cx + half - 30)} ${n(y)} H${n(cx - half + 30)} Q${n(cx - half + 10)} ${n(y)} ${n(cx - half + 4)} ${n(y - 14)} Q${n(cx - half)} ${n(y - 34)} ${n(cx - half + 6)} ${n(y - 34)} Z" fill="${bun.top}"/>`,
    `<rect x="${n(cx - half + 8)}" y="${n(y - 36)}" width="${n(width - 16)}" height="7" rx="3" fill="${bun.light}" opacity="0.8"/>`,
  );
  y -= 34;

  if (art.sauce) {
    parts.push(`<path d="${wave(cx - half + 10, cx + half - 10, y - 5, 3, 6, 6)}" fill="${art.sauce}"/>`);
    y -= 4;
  }
  if (art.lettuce || art.rocket) {
    const green = art.rocket ? '#4f8a2b' : '#7cc242';
    parts.push(`<path d="${wave(cx - half - 10, cx + half + 10, y - 13, 7, 8, 12)}" fill="${green}"/>`);
    parts.push(
      `<path d="${wave(cx - half, cx + half, y - 15, 4, 10, 5)}" fill="${art.rocket ? '#6aa83c' : '#a5db6a'}"/>`,
    );
    y -= 15;
  }
  if (art.tomato) {
    parts.push(
      `<rect x="${n(cx - half + 4)}" y="${n(y - 15)}" width="${n(half - 6)}" height="15" rx="7" fill="#d93a2b"/>`,
      `<rect x="${n(cx + 2)}" y="${n(y - 15)}" width="${n(half - 6)}" height="15" rx="7" fill="#e14a35"/>`,
      `<rect x="${n(cx - half + 14)}" y="${n(y - 12)}" width="${n(half - 26)}" height="4" rx="2" fill="#f27a5e" opacity="0.7"/>`,
    );
    y -= 14;
  }
  if (art.cucumber || art.avocado) {
    const fill = art.avocado ? '#9bc45a' : '#8fce6a';
    const rim = art.avocado ? '#4e7a2a' : '#3f7f2f';
    for (let index = 0; index < 4; index += 1) {
      const x = cx - half + 18 + index * ((width - 36) / 3);
      parts.push(`<ellipse cx="${n(x)}" cy="${n(y - 5)}" rx="${n(width / 9)}" ry="6" fill="${rim}"/>`);
      parts.push(`<ellipse cx="${n(x)}" cy="${n(y - 6)}" rx="${n(width / 9 - 3)}" ry="4" fill="${fill}"/>`);
    }
    y -= 9;
  }

  const pattyCount = art.patties ?? 1;
  for (let index = 0; index < pattyCount; index += 1) {
    const height = art.patty === 'smash' ? 28 : 40;
    const overhang = art.patty === 'smash' ? 10 : 4;
    parts.push(
      `<rect x="${n(cx - half - overhang)}" y="${n(y - height)}" width="${n(width + overhang * 2)}" height="${height}" rx="${n(height / 2)}" fill="${patty.dark}"/>`,
      `<rect x="${n(cx - half - overhang + 2)}" y="${n(y - height)}" width="${n(width + overhang * 2 - 4)}" height="${n(height - 6)}" rx="${n(height / 2 - 2)}" fill="${patty.fill}"/>`,
    );
    for (let dot = 0; dot < 16; dot += 1) {
      const x = cx - half + 10 + random() * (width - 20);
      const dy = y - height + 5 + random() * (height - 14);
      parts.push(
        `<circle cx="${n(x)}" cy="${n(dy)}" r="${n(1.5 + random() * 2)}" fill="${patty.texture}" opacity="0.8"/>`,
      );
    }
    if (art.patty === 'chicken') {
      // crumb highlights of a coated patty
      parts.push(`<path d="${wave(cx - half, cx + half, y - height + 2, 2, 12, 3)}" fill="#f3c47a" opacity="0.8"/>`);
    }
    y -= height;
    const cheese = art.cheese;
    if (cheese && (index === pattyCount - 1 || cheese === 'double')) {
      const color = cheese === 'blue' ? '#e8e4d2' : '#f7b718';
      const drip = cheese === 'blue' ? '#d8d2bb' : '#f0a000';
      let path = `M${n(cx - half - 4)} ${n(y + 2)} H${n(cx + half + 4)} L${n(cx + half - 4)} ${n(y + 8)}`;
      for (let k = 0; k < 5; k += 1) {
        const x = cx + half - 14 - k * ((width - 20) / 5);
        const depth = 10 + random() * 16;
        path += ` L${n(x + 8)} ${n(y + 8)} Q${n(x)} ${n(y + 8 + depth)} ${n(x - 8)} ${n(y + 8)}`;
      }
      path += ` L${n(cx - half - 4)} ${n(y + 8)} Z`;
      parts.push(
        `<path d="${path}" fill="${color}"/>`,
        `<rect x="${n(cx - half - 4)}" y="${n(y - 2)}" width="${n(width + 8)}" height="6" rx="3" fill="${drip}"/>`,
      );
      if (cheese === 'blue') {
        for (let k = 0; k < 10; k += 1) {
          parts.push(
            `<circle cx="${n(cx - half + random() * width)}" cy="${n(y + 1 + random() * 6)}" r="1.8" fill="#5d7fa6"/>`,
          );
        }
      }
      y -= 3;
    }
  }

  if (art.bacon) {
    parts.push(`<path d="${wave(cx - half - 12, cx + half + 12, y - 8, 5, 5, 8)}" fill="#9c2f1f"/>`);
    parts.push(`<path d="${wave(cx - half - 10, cx + half + 10, y - 6, 5, 5, 2.5)}" fill="#f0c2a2" opacity="0.9"/>`);
    y -= 9;
  }
  if (art.onionRings) {
    for (let k = 0; k < 3; k += 1) {
      const x = cx - half + 30 + k * ((width - 60) / 2);
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y - 8)}" rx="30" ry="10" fill="none" stroke="#d99a3c" stroke-width="8"/>`,
      );
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y - 9)}" rx="30" ry="10" fill="none" stroke="#f0c060" stroke-width="3" opacity="0.8"/>`,
      );
    }
    y -= 14;
  }
  if (art.pickles) {
    for (let k = 0; k < 3; k += 1) {
      const x = cx - half + 40 + k * ((width - 80) / 2) + (random() - 0.5) * 12;
      parts.push(`<ellipse cx="${n(x)}" cy="${n(y - 3)}" rx="20" ry="5" fill="#5f8f2f"/>`);
      parts.push(`<ellipse cx="${n(x)}" cy="${n(y - 4)}" rx="14" ry="3" fill="#9cc45a"/>`);
    }
    y -= 4;
  }
  if (art.jalapeno) {
    for (let k = 0; k < 4; k += 1) {
      const x = cx - half + 30 + k * ((width - 60) / 3);
      parts.push(`<ellipse cx="${n(x)}" cy="${n(y - 3)}" rx="15" ry="5" fill="#3f8f2a"/>`);
      parts.push(`<ellipse cx="${n(x)}" cy="${n(y - 3)}" rx="9" ry="3" fill="#c9e89a"/>`);
    }
    y -= 4;
  }
  if (art.onion) {
    for (let k = 0; k < 3; k += 1) {
      const x = cx - half + 50 + k * ((width - 100) / 2);
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y - 2)}" rx="24" ry="5" fill="none" stroke="#c07ab8" stroke-width="3"/>`,
      );
    }
    y -= 3;
  }

  // top bun: a dome
  const domeHeight = width * 0.36;
  parts.push(
    `<path d="M${n(cx - half - 2)} ${n(y)} Q${n(cx - half - 6)} ${n(y - domeHeight)} ${n(cx)} ${n(y - domeHeight)} Q${n(cx + half + 6)} ${n(y - domeHeight)} ${n(cx + half + 2)} ${n(y)} Z" fill="${bun.edge}"/>`,
    `<path d="M${n(cx - half + 2)} ${n(y - 4)} Q${n(cx - half - 2)} ${n(y - domeHeight + 2)} ${n(cx)} ${n(y - domeHeight + 2)} Q${n(cx + half + 2)} ${n(y - domeHeight + 2)} ${n(cx + half - 2)} ${n(y - 4)} Z" fill="${bun.top}"/>`,
    `<ellipse cx="${n(cx - half * 0.3)}" cy="${n(y - domeHeight * 0.68)}" rx="${n(half * 0.4)}" ry="${n(domeHeight * 0.16)}" fill="${bun.light}" opacity="0.55"/>`,
  );
  if (art.bun === 'sesame' || art.bun === 'charcoal') {
    const seed = art.bun === 'charcoal' ? '#d9d2c0' : '#fff3d6';
    for (let k = 0; k < 22; k += 1) {
      const t = random();
      const x = cx - half * 0.8 + t * half * 1.6;
      const rel = (x - cx) / half;
      const top = y - domeHeight * (1 - rel * rel) * 0.92;
      const sy = Math.min(top + 6 + random() * domeHeight * 0.45, y - 10);
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(sy)}" rx="3.2" ry="1.6" transform="rotate(${n(random() * 180)} ${n(x)} ${n(sy)})" fill="${seed}"/>`,
      );
    }
  }
  return parts.join('');
};

// ---------------------------------------------------------------- sides

const friesBox = (cx: number, baseY: number, scale: number, kind: SideArt['side'], seed: string): string => {
  const random = randomFor(seed);
  const stick = kind === 'sweet-potato' ? '#e8782a' : '#f4c542';
  const stickDark = kind === 'sweet-potato' ? '#b8521a' : '#d89a22';
  const w = 130 * scale;
  const h = 120 * scale;
  const parts: string[] = [shadow(cx, baseY + 4, w * 0.7, 12 * scale)];
  for (let k = 0; k < 14; k += 1) {
    const x = cx - w * 0.36 + (k / 13) * w * 0.72 + (random() - 0.5) * 6 * scale;
    const top = baseY - h - (20 + random() * 50) * scale;
    const angle = (random() - 0.5) * 12;
    parts.push(
      `<rect x="${n(x - 6 * scale)}" y="${n(top)}" width="${n(12 * scale)}" height="${n(h * 0.8)}" rx="${n(3 * scale)}" fill="${k % 3 === 0 ? stickDark : stick}" transform="rotate(${n(angle)} ${n(x)} ${n(baseY - h)})"/>`,
    );
  }
  parts.push(
    `<path d="M${n(cx - w / 2)} ${n(baseY - h)} L${n(cx + w / 2)} ${n(baseY - h)} L${n(cx + w * 0.4)} ${n(baseY)} L${n(cx - w * 0.4)} ${n(baseY)} Z" fill="#d42a1e"/>`,
    `<path d="M${n(cx - w / 2)} ${n(baseY - h)} Q${n(cx)} ${n(baseY - h + 26 * scale)} ${n(cx + w / 2)} ${n(baseY - h)} L${n(cx + w / 2)} ${n(baseY - h)} Z" fill="#a81d14"/>`,
    `<circle cx="${n(cx)}" cy="${n(baseY - h * 0.45)}" r="${n(20 * scale)}" fill="${ACCENT}"/>`,
    `<path d="M${n(cx - 9 * scale)} ${n(baseY - h * 0.45 + 6 * scale)} Q${n(cx)} ${n(baseY - h * 0.45 - 16 * scale)} ${n(cx + 9 * scale)} ${n(baseY - h * 0.45 + 6 * scale)}" fill="none" stroke="#a81d14" stroke-width="${n(4 * scale)}"/>`,
  );
  return parts.join('');
};

const basket = (cx: number, baseY: number, w: number): string =>
  `<path d="M${n(cx - w / 2)} ${n(baseY - 60)} L${n(cx + w / 2)} ${n(baseY - 60)} L${n(cx + w * 0.4)} ${n(baseY)} L${n(cx - w * 0.4)} ${n(baseY)} Z" fill="#c62a1e"/>` +
  `<path d="M${n(cx - w / 2)} ${n(baseY - 60)} L${n(cx + w / 2)} ${n(baseY - 60)} L${n(cx + w / 2 - 6)} ${n(baseY - 50)} L${n(cx - w / 2 + 6)} ${n(baseY - 50)} Z" fill="#f3e9d2"/>` +
  Array.from({ length: 6 }, (_, k) => {
    const x = cx - w * 0.36 + (k / 5) * w * 0.72;
    return `<rect x="${n(x - 4)}" y="${n(baseY - 46)}" width="8" height="40" rx="2" fill="#e04a3a" opacity="0.7"/>`;
  }).join('');

const side = (kind: SideArt['side'], seed: string, cx = 200, baseY = 320, scale = 1): string => {
  const random = randomFor(seed);
  if (kind === 'fries' || kind === 'sweet-potato') return friesBox(cx, baseY, scale * 1.3, kind, seed);
  const parts: string[] = [shadow(cx, baseY + 4, 130 * scale, 14 * scale)];
  const w = 220 * scale;
  const top = baseY - 60 * scale;
  if (kind === 'wedges') {
    for (let k = 0; k < 9; k += 1) {
      const x = cx - w * 0.4 + (k % 5) * w * 0.2 + (random() - 0.5) * 10;
      const y = top - 10 * scale - Math.floor(k / 5) * 26 * scale - random() * 10;
      const angle = (random() - 0.5) * 70;
      parts.push(
        `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})"><path d="M${n(x - 36 * scale)} ${n(y)} Q${n(x)} ${n(y - 56 * scale)} ${n(x + 36 * scale)} ${n(y)} Z" fill="#8a4f22"/>` +
          `<path d="M${n(x - 31 * scale)} ${n(y - 3)} Q${n(x)} ${n(y - 46 * scale)} ${n(x + 31 * scale)} ${n(y - 3)} Z" fill="#f2c461"/>` +
          `<path d="M${n(x - 20 * scale)} ${n(y - 8)} Q${n(x)} ${n(y - 30 * scale)} ${n(x + 14 * scale)} ${n(y - 10)}" fill="none" stroke="#f8dc8c" stroke-width="3"/></g>`,
      );
      parts.push(`<circle cx="${n(x + (random() - 0.5) * 20)}" cy="${n(y - 8)}" r="2" fill="#3f6f2a"/>`);
    }
  } else if (kind === 'nuggets') {
    for (let k = 0; k < 7; k += 1) {
      const x = cx - w * 0.34 + (k % 4) * w * 0.22 + (random() - 0.5) * 12;
      const y = top - 14 * scale - Math.floor(k / 4) * 30 * scale;
      const rx = (30 + random() * 8) * scale;
      const ry = (20 + random() * 6) * scale;
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" transform="rotate(${n((random() - 0.5) * 40)} ${n(x)} ${n(y)})" fill="#c9852e"/>`,
        `<ellipse cx="${n(x - 4)}" cy="${n(y - 4)}" rx="${n(rx * 0.75)}" ry="${n(ry * 0.6)}" fill="#e6a645"/>`,
      );
      for (let d = 0; d < 5; d += 1) {
        parts.push(
          `<circle cx="${n(x + (random() - 0.5) * rx)}" cy="${n(y + (random() - 0.5) * ry)}" r="1.8" fill="#f6cf7a"/>`,
        );
      }
    }
  } else if (kind === 'onion-rings') {
    for (let k = 0; k < 6; k += 1) {
      const x = cx - w * 0.3 + (k % 3) * w * 0.3 + (random() - 0.5) * 10;
      const y = top - 10 * scale - Math.floor(k / 3) * 34 * scale;
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(36 * scale)}" ry="${n(20 * scale)}" fill="none" stroke="#c98a2e" stroke-width="${n(15 * scale)}"/>`,
        `<ellipse cx="${n(x)}" cy="${n(y - 2)}" rx="${n(36 * scale)}" ry="${n(20 * scale)}" fill="none" stroke="#f0bd5a" stroke-width="${n(6 * scale)}" stroke-dasharray="6 5"/>`,
      );
    }
  } else {
    for (let k = 0; k < 5; k += 1) {
      const x = cx - w * 0.36 + k * w * 0.18;
      const y = top - 30 * scale - (k % 2) * 14 * scale;
      parts.push(
        `<rect x="${n(x - 14 * scale)}" y="${n(y - 40 * scale)}" width="${n(28 * scale)}" height="${n(90 * scale)}" rx="${n(12 * scale)}" transform="rotate(${n((k - 2) * 9)} ${n(x)} ${n(y)})" fill="#d38b2c"/>`,
        `<rect x="${n(x - 8 * scale)}" y="${n(y - 34 * scale)}" width="${n(10 * scale)}" height="${n(70 * scale)}" rx="${n(5 * scale)}" transform="rotate(${n((k - 2) * 9)} ${n(x)} ${n(y)})" fill="#f2c063"/>`,
      );
    }
    // a stretch of melted mozzarella
    parts.push(
      `<path d="M${n(cx - w * 0.18)} ${n(top - 70 * scale)} C${n(cx - w * 0.12)} ${n(top - 20 * scale)} ${n(cx - w * 0.02)} ${n(top - 30 * scale)} ${n(cx + w * 0.02)} ${n(top - 84 * scale)}" fill="none" stroke="#fbf3dc" stroke-width="${n(7 * scale)}" stroke-linecap="round"/>`,
    );
  }
  parts.push(basket(cx, baseY, w));
  return parts.join('');
};

// ---------------------------------------------------------------- sauce

const sauceCup = (art: SauceArt, seed: string, cx = 200, baseY = 300, scale = 1): string => {
  const random = randomFor(seed);
  const rx = 110 * scale;
  const ry = 34 * scale;
  const h = 90 * scale;
  const top = baseY - h;
  const parts = [
    shadow(cx, baseY + 6, rx * 1.05, 18 * scale),
    `<path d="M${n(cx - rx)} ${n(top)} L${n(cx - rx * 0.8)} ${n(baseY)} Q${n(cx)} ${n(baseY + ry * 0.8)} ${n(cx + rx * 0.8)} ${n(baseY)} L${n(cx + rx)} ${n(top)} Z" fill="#f4f1ea"/>`,
    `<path d="M${n(cx - rx * 0.9)} ${n(top + 30 * scale)} L${n(cx - rx * 0.84)} ${n(baseY - 14 * scale)} L${n(cx - rx * 0.7)} ${n(baseY - 10 * scale)} L${n(cx - rx * 0.76)} ${n(top + 30 * scale)} Z" fill="#ffffff" opacity="0.7"/>`,
    `<rect x="${n(cx - rx * 0.92)}" y="${n(top + h * 0.45)}" width="${n(rx * 1.84)}" height="${n(16 * scale)}" fill="${ACCENT}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rx)}" ry="${n(ry)}" fill="#e2ddd2"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(top + 2)}" rx="${n(rx - 8 * scale)}" ry="${n(ry - 6 * scale)}" fill="${art.color}"/>`,
  ];
  if (art.swirl) {
    parts.push(
      `<path d="M${n(cx - rx * 0.5)} ${n(top + 4)} Q${n(cx - rx * 0.1)} ${n(top - ry * 0.6)} ${n(cx + rx * 0.35)} ${n(top - 2)} Q${n(cx + rx * 0.1)} ${n(top + ry * 0.45)} ${n(cx - rx * 0.2)} ${n(top + 2)}" fill="none" stroke="${art.swirl}" stroke-width="${n(7 * scale)}" stroke-linecap="round" opacity="0.9"/>`,
    );
  }
  if (art.flecks) {
    for (let k = 0; k < 14; k += 1) {
      const a = random() * Math.PI * 2;
      const r = Math.sqrt(random()) * 0.8;
      parts.push(
        `<circle cx="${n(cx + Math.cos(a) * r * (rx - 10))}" cy="${n(top + 2 + Math.sin(a) * r * (ry - 8))}" r="${n(2.2 * scale)}" fill="${art.flecks}"/>`,
      );
    }
  }
  return parts.join('');
};

// ---------------------------------------------------------------- drinks and beer

const drink = (art: DrinkArt, seed: string, cx = 200, baseY = 345, scale = 1): string => {
  const random = randomFor(seed);
  const parts: string[] = [shadow(cx, baseY + 4, 80 * scale, 12 * scale)];
  if (art.vessel === 'bottle') {
    const w = 92 * scale;
    const h = 250 * scale;
    parts.push(
      `<path d="M${n(cx - w / 2)} ${n(baseY)} V${n(baseY - h * 0.62)} Q${n(cx - w / 2)} ${n(baseY - h * 0.78)} ${n(cx - w / 5)} ${n(baseY - h * 0.86)} V${n(baseY - h)} H${n(cx + w / 5)} V${n(baseY - h * 0.86)} Q${n(cx + w / 2)} ${n(baseY - h * 0.78)} ${n(cx + w / 2)} ${n(baseY - h * 0.62)} V${n(baseY)} Z" fill="${art.color}" opacity="0.85"/>`,
      `<rect x="${n(cx - w / 5 - 2)}" y="${n(baseY - h - 18 * scale)}" width="${n((w * 2) / 5 + 4)}" height="${n(22 * scale)}" rx="4" fill="${art.label ?? '#1f7fbf'}"/>`,
      `<rect x="${n(cx - w / 2)}" y="${n(baseY - h * 0.5)}" width="${n(w)}" height="${n(h * 0.24)}" fill="${art.label ?? '#1f7fbf'}"/>`,
      `<path d="M${n(cx - w / 2 + 12)} ${n(baseY - h * 0.46)} q${n(w * 0.2)} -12 ${n(w * 0.4)} 0 t${n(w * 0.36)} 0" fill="none" stroke="#ffffff" stroke-width="4"/>`,
      `<rect x="${n(cx - w / 2 + 10)}" y="${n(baseY - h * 0.6)}" width="${n(8 * scale)}" height="${n(h * 0.5)}" rx="4" fill="#ffffff" opacity="0.5"/>`,
    );
    return parts.join('');
  }
  const topW = (art.vessel === 'jar' ? 150 : 140) * scale;
  const bottomW = (art.vessel === 'jar' ? 140 : 104) * scale;
  const h = (art.vessel === 'shake' ? 190 : 220) * scale;
  const top = baseY - h;
  const glass = `M${n(cx - topW / 2)} ${n(top)} L${n(cx - bottomW / 2)} ${n(baseY)} H${n(cx + bottomW / 2)} L${n(cx + topW / 2)} ${n(top)} Z`;
  const liquidTop = top + 26 * scale;
  const inset = ((liquidTop - top) / h) * ((topW - bottomW) / 2);
  parts.push(
    `<path d="${glass}" fill="#ffffff" opacity="0.14" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"/>`,
    `<path d="M${n(cx - topW / 2 + inset + 5)} ${n(liquidTop)} L${n(cx - bottomW / 2 + 5)} ${n(baseY - 5)} H${n(cx + bottomW / 2 - 5)} L${n(cx + topW / 2 - inset - 5)} ${n(liquidTop)} Z" fill="${art.color}"/>`,
  );
  if (art.vessel === 'shake') {
    // whipped cream, a cherry and a striped straw
    parts.push(
      `<rect x="${n(cx + 16)}" y="${n(top - 110 * scale)}" width="${n(12 * scale)}" height="${n(140 * scale)}" rx="5" transform="rotate(12 ${n(cx + 22)} ${n(top)})" fill="${ACCENT}"/>`,
      `<ellipse cx="${n(cx)}" cy="${n(top + 4)}" rx="${n(topW / 2 + 6)}" ry="${n(26 * scale)}" fill="#fffaf0"/>`,
      `<ellipse cx="${n(cx - 10)}" cy="${n(top - 18 * scale)}" rx="${n(topW / 3)}" ry="${n(24 * scale)}" fill="#fffaf0"/>`,
      `<ellipse cx="${n(cx)}" cy="${n(top - 40 * scale)}" rx="${n(topW / 5)}" ry="${n(18 * scale)}" fill="#fffaf0"/>`,
      `<circle cx="${n(cx + 4)}" cy="${n(top - 62 * scale)}" r="${n(12 * scale)}" fill="#c8102e"/>`,
    );
  } else {
    // straw, ice cubes, bubbles
    parts.push(
      `<rect x="${n(cx + 10)}" y="${n(top - 70 * scale)}" width="${n(12 * scale)}" height="${n(h * 0.8)}" rx="5" transform="rotate(14 ${n(cx + 16)} ${n(top)})" fill="${art.label ?? ACCENT}"/>`,
    );
    for (let k = 0; k < 3; k += 1) {
      const x = cx - 40 * scale + k * 34 * scale;
      const y = liquidTop + 6 + random() * 24 * scale;
      parts.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(30 * scale)}" height="${n(28 * scale)}" rx="5" transform="rotate(${n((random() - 0.5) * 30)} ${n(x + 15)} ${n(y + 14)})" fill="#ffffff" opacity="0.35"/>`,
      );
    }
    for (let k = 0; k < 12; k += 1) {
      parts.push(
        `<circle cx="${n(cx - bottomW / 2 + 12 + random() * (bottomW - 24))}" cy="${n(liquidTop + 50 * scale + random() * (h - 80 * scale))}" r="${n(1.5 + random() * 3)}" fill="#ffffff" opacity="0.45"/>`,
      );
    }
    if (art.label) {
      const labelY = baseY - h * 0.42;
      const labelW = bottomW + ((topW - bottomW) * (baseY - labelY)) / h - 8;
      parts.push(
        `<rect x="${n(cx - labelW / 2)}" y="${n(labelY)}" width="${n(labelW)}" height="${n(40 * scale)}" fill="${art.label}" opacity="0.92"/>`,
      );
      parts.push(
        `<path d="M${n(cx - labelW / 2 + 8)} ${n(labelY + 24 * scale)} q${n(labelW * 0.22)} -14 ${n(labelW * 0.44)} 0 t${n(labelW * 0.44)} 0" fill="none" stroke="#ffffff" stroke-width="3"/>`,
      );
    }
    if (art.garnish === 'lemon') {
      parts.push(
        `<circle cx="${n(cx - topW / 2 + 10)}" cy="${n(top + 6)}" r="${n(30 * scale)}" fill="#f2d22e"/>`,
        `<circle cx="${n(cx - topW / 2 + 10)}" cy="${n(top + 6)}" r="${n(24 * scale)}" fill="#fbeb7a"/>`,
        ...Array.from({ length: 6 }, (_, k) => {
          const a = (k / 6) * Math.PI * 2;
          return `<line x1="${n(cx - topW / 2 + 10)}" y1="${n(top + 6)}" x2="${n(cx - topW / 2 + 10 + Math.cos(a) * 22 * scale)}" y2="${n(top + 6 + Math.sin(a) * 22 * scale)}" stroke="#f2d22e" stroke-width="2"/>`;
        }),
        `<path d="M${n(cx + 30)} ${n(top + 10)} q10 -30 34 -26 q-6 24 -34 26 Z" fill="#4caf50"/>`,
      );
    }
    if (art.garnish === 'fruit') {
      parts.push(
        `<circle cx="${n(cx - 20)}" cy="${n(liquidTop + 70 * scale)}" r="${n(14 * scale)}" fill="#6a2a10" opacity="0.9"/>`,
        `<ellipse cx="${n(cx + 24)}" cy="${n(liquidTop + 110 * scale)}" rx="${n(16 * scale)}" ry="${n(10 * scale)}" fill="#b8752a" opacity="0.9"/>`,
        `<circle cx="${n(cx - 4)}" cy="${n(liquidTop + 150 * scale)}" r="${n(10 * scale)}" fill="#3a1408" opacity="0.9"/>`,
      );
    }
  }
  parts.push(
    `<rect x="${n(cx - topW / 2 + 12)}" y="${n(top + 20)}" width="${n(8 * scale)}" height="${n(h * 0.7)}" rx="4" fill="#ffffff" opacity="0.3"/>`,
  );
  return parts.join('');
};

const beerMug = (art: BeerArt, seed: string, cx = 190, baseY = 345, scale = 1): string => {
  const random = randomFor(seed);
  const w = 150 * scale;
  const h = 220 * scale;
  const top = baseY - h;
  const parts = [
    shadow(cx + 10, baseY + 4, 110 * scale, 14 * scale),
    `<path d="M${n(cx + w / 2 - 4)} ${n(top + 50 * scale)} h${n(30 * scale)} q${n(26 * scale)} 0 ${n(26 * scale)} ${n(26 * scale)} v${n(70 * scale)} q0 ${n(26 * scale)} ${n(-26 * scale)} ${n(26 * scale)} h${n(-30 * scale)}" fill="none" stroke="#f3efe6" stroke-opacity="0.55" stroke-width="${n(16 * scale)}"/>`,
    `<rect x="${n(cx - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(14 * scale)}" fill="#ffffff" opacity="0.16" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>`,
    `<rect x="${n(cx - w / 2 + 8)}" y="${n(top + 26 * scale)}" width="${n(w - 16)}" height="${n(h - 34 * scale)}" rx="${n(8 * scale)}" fill="${art.color}"/>`,
  ];
  if (art.cloudy) {
    parts.push(
      `<rect x="${n(cx - w / 2 + 8)}" y="${n(top + 26 * scale)}" width="${n(w - 16)}" height="${n(h - 34 * scale)}" rx="${n(8 * scale)}" fill="#fff4d6" opacity="0.25"/>`,
    );
  }
  for (let k = 0; k < 16; k += 1) {
    parts.push(
      `<circle cx="${n(cx - w / 2 + 16 + random() * (w - 32))}" cy="${n(top + 40 * scale + random() * (h - 60 * scale))}" r="${n(1.2 + random() * 2.6)}" fill="#fff8e0" opacity="${art.color === '#2a140a' ? '0.25' : '0.6'}"/>`,
    );
  }
  // foam: overlapping bubbles over the rim, dripping on one side
  const foam = art.color === '#2a140a' ? '#e8d2b0' : '#fffaf0';
  for (let k = 0; k < 7; k += 1) {
    const x = cx - w / 2 + 6 + k * ((w - 12) / 6);
    parts.push(
      `<circle cx="${n(x)}" cy="${n(top + 8 * scale + (random() - 0.5) * 10)}" r="${n((20 + random() * 8) * scale)}" fill="${foam}"/>`,
    );
  }
  parts.push(
    `<rect x="${n(cx - w / 2)}" y="${n(top + 4)}" width="${n(w)}" height="${n(26 * scale)}" fill="${foam}"/>`,
    `<path d="M${n(cx - w / 2 + 20)} ${n(top + 28 * scale)} q6 30 12 0" fill="${foam}"/>`,
    `<rect x="${n(cx - w / 2 + 14)}" y="${n(top + 40 * scale)}" width="${n(10 * scale)}" height="${n(h * 0.66)}" rx="5" fill="#ffffff" opacity="0.35"/>`,
  );
  return parts.join('');
};

// ---------------------------------------------------------------- sushi

const ROLL_OUTSIDE: Record<RollArt['outside'], { side: string; ring: string; dots?: string }> = {
  rice: { side: '#f6f3ea', ring: '#fbf9f2', dots: '#e9e1cc' },
  nori: { side: '#1d2a1f', ring: '#243326' },
  salmon: { side: '#f07b4f', ring: '#f6a07a', dots: '#fde0cf' },
  eel: { side: '#6b3a1e', ring: '#8a5030', dots: '#c08050' },
  avocado: { side: '#8dbb4c', ring: '#b5d77a', dots: '#6f9a38' },
  tempura: { side: '#e0a247', ring: '#f2c36c', dots: '#fbe2a8' },
  masago: { side: '#f2683a', ring: '#f7894f', dots: '#ffb08a' },
  cheese: { side: '#f2c15a', ring: '#f7d98a', dots: '#c9862c' },
  tuna: { side: '#b8323f', ring: '#d4505c', dots: '#e88a92' },
};

/** One roll piece seen from three-quarters above, its cut face towards the viewer. */
const rollPiece = (art: RollArt, random: () => number, cx: number, cy: number, r: number): string => {
  const outside = ROLL_OUTSIDE[art.outside];
  const depth = r * 0.55;
  const parts = [
    `<ellipse cx="${n(cx)}" cy="${n(cy + depth + 4)}" rx="${n(r * 1.05)}" ry="${n(r * 0.5)}" fill="#000" opacity="0.3"/>`,
    `<path d="M${n(cx - r)} ${n(cy)} V${n(cy + depth)} A${n(r)} ${n(r * 0.62)} 0 0 0 ${n(cx + r)} ${n(cy + depth)} V${n(cy)} Z" fill="${outside.side}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * 0.62)}" fill="${outside.ring}"/>`,
  ];
  // nori ring, then rice, then the fillings in the middle
  const inner = art.outside === 'nori' ? 0.86 : 0.82;
  if (art.outside !== 'nori') {
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * inner)}" ry="${n(r * 0.62 * inner)}" fill="#fbf9f2"/>`,
    );
    parts.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.62)}" ry="${n(r * 0.62 * 0.62)}" fill="#1d2a1f"/>`);
    parts.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.56)}" ry="${n(r * 0.62 * 0.56)}" fill="#fbf9f2"/>`);
  } else {
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * inner)}" ry="${n(r * 0.62 * inner)}" fill="#fbf9f2"/>`,
    );
  }
  const count = art.fillings.length;
  art.fillings.forEach((color, index) => {
    const angle = (index / count) * Math.PI * 2 + random() * 0.6;
    const offset = count === 1 ? 0 : r * 0.2;
    const fx = cx + Math.cos(angle) * offset;
    const fy = cy + Math.sin(angle) * offset * 0.62;
    parts.push(
      `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(r * (count === 1 ? 0.34 : 0.22))}" ry="${n(r * 0.62 * (count === 1 ? 0.34 : 0.24))}" fill="${color}"/>`,
    );
  });
  if (outside.dots) {
    for (let k = 0; k < 10; k += 1) {
      const a = random() * Math.PI * 2;
      parts.push(
        `<circle cx="${n(cx + Math.cos(a) * r * 0.92)}" cy="${n(cy + Math.sin(a) * r * 0.58 + random() * depth * (Math.sin(a) > 0 ? 1 : 0))}" r="${n(r * 0.045)}" fill="${outside.dots}"/>`,
      );
    }
  }
  if (art.outside === 'salmon' || art.outside === 'eel' || art.outside === 'tuna') {
    // the fish slice draped over the top: fat lines
    parts.push(
      `<path d="M${n(cx - r * 0.9)} ${n(cy - r * 0.3)} Q${n(cx)} ${n(cy - r * 0.75)} ${n(cx + r * 0.9)} ${n(cy - r * 0.3)}" fill="none" stroke="${outside.dots ?? '#fff'}" stroke-width="${n(r * 0.06)}" opacity="0.8"/>`,
    );
  }
  if (art.outside === 'cheese') {
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.45)}" rx="${n(r * 0.95)}" ry="${n(r * 0.32)}" fill="#f5c862"/>`,
    );
    parts.push(
      `<ellipse cx="${n(cx + r * 0.2)}" cy="${n(cy - r * 0.5)}" rx="${n(r * 0.3)}" ry="${n(r * 0.1)}" fill="#c9862c" opacity="0.7"/>`,
    );
  }
  switch (art.topping) {
    case 'unagi':
      parts.push(
        `<path d="M${n(cx - r * 0.8)} ${n(cy - r * 0.4)} L${n(cx - r * 0.4)} ${n(cy - r * 0.1)} L${n(cx)} ${n(cy - r * 0.45)} L${n(cx + r * 0.4)} ${n(cy - r * 0.1)} L${n(cx + r * 0.8)} ${n(cy - r * 0.45)}" fill="none" stroke="#3a1808" stroke-width="${n(r * 0.09)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      break;
    case 'spicy':
      parts.push(
        `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.5)}" rx="${n(r * 0.45)}" ry="${n(r * 0.18)}" fill="#e8572a"/>`,
      );
      break;
    case 'sesame':
    case 'masago':
    case 'onion':
      for (let k = 0; k < 8; k += 1) {
        const x = cx + (random() - 0.5) * r * 1.4;
        const y = cy - r * 0.5 + (random() - 0.5) * r * 0.3;
        const color = art.topping === 'sesame' ? '#fff3d6' : art.topping === 'onion' ? '#5aa83c' : '#ff7a3a';
        parts.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.06)}" ry="${n(r * 0.035)}" fill="${color}"/>`);
      }
      break;
    default:
      break;
  }
  return parts.join('');
};

const rollGroup = (art: RollArt, seed: string, cx = 200, cy = 230, scale = 1): string => {
  const random = randomFor(seed);
  const pieces = art.pieces ?? 3;
  const r = (pieces > 3 ? 52 : 66) * scale;
  const parts: string[] = [];
  // back row then front row so that pieces overlap naturally
  const positions: [number, number][] =
    pieces === 4
      ? [
          [cx - r * 1.05, cy - r * 0.75],
          [cx + r * 1.05, cy - r * 0.75],
          [cx - r * 1.05, cy + r * 0.55],
          [cx + r * 1.05, cy + r * 0.55],
        ]
      : [
          [cx - r * 1.15, cy - r * 0.4],
          [cx + r * 1.15, cy - r * 0.4],
          [cx, cy + r * 0.45],
        ];
  for (const [x, y] of positions) parts.push(rollPiece(art, random, x, y, r));
  // ginger and wasabi
  parts.push(
    `<path d="M${n(cx + r * 1.7)} ${n(cy + r * 1.3)} q${n(r * 0.5)} ${n(-r * 0.6)} ${n(r * 0.9)} 0 q${n(-r * 0.4)} ${n(r * 0.3)} ${n(-r * 0.9)} 0 Z" fill="#f4a7a0"/>`,
    `<ellipse cx="${n(cx - r * 1.9)}" cy="${n(cy + r * 1.35)}" rx="${n(r * 0.34)}" ry="${n(r * 0.2)}" fill="#8fbf3a"/>`,
  );
  return parts.join('');
};

const sushiBoard = (art: SetArt, seed: string, cx = 200, cy = 215, scale = 1): string => {
  const random = randomFor(seed);
  const slate = art.board === 'slate';
  const w = 350 * scale;
  const h = 250 * scale;
  const parts = [
    shadow(cx, cy + h / 2 + 8 * scale, w * 0.52, 16 * scale),
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2 + 10 * scale)}" width="${n(w)}" height="${n(h)}" rx="${n(14 * scale)}" fill="${slate ? '#15171a' : '#6b4526'}"/>`,
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(14 * scale)}" fill="${slate ? '#2b2f35' : '#a8743f'}"/>`,
  ];
  if (!slate) {
    for (let k = 0; k < 6; k += 1) {
      const y = cy - h / 2 + 20 * scale + k * (h / 6);
      parts.push(
        `<path d="M${n(cx - w / 2 + 10)} ${n(y)} q${n(w * 0.25)} ${n(6 * scale)} ${n(w * 0.5)} 0 t${n(w * 0.46)} 0" fill="none" stroke="#8c5c30" stroke-width="2" opacity="0.6"/>`,
      );
    }
  }
  // each roll of the set gets its own row of pieces
  const rows = art.rolls.length;
  const perRow = rows > 4 ? 4 : 5;
  const r = ((rows > 4 ? 17 : 21) + (rows <= 3 ? 4 : 0)) * scale;
  const rowGap = (h - 40 * scale) / rows;
  art.rolls.forEach((roll, row) => {
    const y = cy - h / 2 + 24 * scale + rowGap * (row + 0.4);
    const span = w - 150 * scale;
    for (let k = 0; k < perRow; k += 1) {
      const x = cx - w / 2 + 40 * scale + (k / (perRow - 1)) * span + (row % 2) * 8 * scale;
      parts.push(rollPiece(roll, random, x, y, r));
    }
  });
  // ginger and wasabi on the right edge
  parts.push(
    `<path d="M${n(cx + w / 2 - 62 * scale)} ${n(cy - 30 * scale)} q${n(26 * scale)} ${n(-30 * scale)} ${n(46 * scale)} 0 q${n(-20 * scale)} ${n(16 * scale)} ${n(-46 * scale)} 0 Z" fill="#f4a7a0"/>`,
    `<path d="M${n(cx + w / 2 - 58 * scale)} ${n(cy - 10 * scale)} q${n(22 * scale)} ${n(-26 * scale)} ${n(40 * scale)} 0 q${n(-18 * scale)} ${n(14 * scale)} ${n(-40 * scale)} 0 Z" fill="#f7bdb6"/>`,
    `<ellipse cx="${n(cx + w / 2 - 38 * scale)}" cy="${n(cy + 40 * scale)}" rx="${n(18 * scale)}" ry="${n(12 * scale)}" fill="#8fbf3a"/>`,
    `<ellipse cx="${n(cx + w / 2 - 42 * scale)}" cy="${n(cy + 36 * scale)}" rx="${n(6 * scale)}" ry="${n(3 * scale)}" fill="#b5dc6a"/>`,
  );
  return parts.join('');
};

// ---------------------------------------------------------------- composites

const combo = (art: ComboArt, seed: string): string =>
  drink({ kind: 'drink', vessel: 'glass', color: art.drink, label: '#d3202a' }, `${seed}-drink`, 300, 300, 0.8) +
  side(art.side, `${seed}-side`, 110, 310, 0.8) +
  burger(art.burger, `${seed}-burger`, 190, 350, 210);

const menu = (art: MenuArt, seed: string): string => {
  const parts: string[] = [
    side('fries', `${seed}-fries`, 290, 235, 0.62),
    side(art.burgers.length > 3 ? 'onion-rings' : 'nuggets', `${seed}-nuggets`, 110, 215, 0.62),
  ];
  const shown = art.burgers.slice(0, 3);
  const width = 112;
  shown.forEach((spec, index) => {
    const x = 200 + (index - (shown.length - 1) / 2) * (width + 12);
    parts.push(burger(spec, `${seed}-${index}`, x, 362 - (index === 1 ? 0 : 8), width));
  });
  parts.push(
    `<g transform="translate(340 70)"><circle r="38" fill="${ACCENT}"/>` +
      `<text y="12" text-anchor="middle" font-family="Arial Black, Arial, Helvetica, sans-serif" font-size="32" font-weight="900" fill="#111">×${art.burgers.length}</text></g>`,
  );
  return parts.join('');
};

const heroOf = (hero: BannerArt['hero'], seed: string): string => {
  switch (hero.kind) {
    case 'burger':
      return burger(hero, seed);
    case 'set':
      return sushiBoard(hero, seed);
    case 'combo':
      return combo(hero, seed);
    case 'menu':
      return menu(hero, seed);
    case 'roll':
      return rollGroup(hero, seed);
  }
};

/** A font size that keeps a line of `text` within the banner's text column (about 640 px). */
const fitText = (text: string, max: number, emPerChar: number): number =>
  Math.min(max, Math.floor(640 / (text.length * emPerChar)));

const banner = (art: BannerArt, name: string): string => {
  const id = name.replace(/[^a-z0-9]/gi, '');
  const badge = art.badge
    ? `<g transform="translate(1115 80)"><circle r="56" fill="${ACCENT}"/><circle r="47" fill="none" stroke="#111" stroke-width="4" stroke-dasharray="4 8"/>` +
      `<text y="13" text-anchor="middle" font-family="Arial Black, Arial, Helvetica, sans-serif" font-size="${art.badge.length > 3 ? 30 : 38}" font-weight="900" fill="#111">${escapeXml(art.badge)}</text></g>`
    : '';
  const body =
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1b1f"/><stop offset="1" stop-color="#0d0d0f"/></linearGradient>` +
    `<radialGradient id="${id}-spot" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${ACCENT}" stop-opacity="0.35"/><stop offset="1" stop-color="${ACCENT}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#${id}-bg)"/>` +
    `<circle cx="860" cy="220" r="260" fill="url(#${id}-spot)"/>` +
    `<path d="M0 340 L1200 300 L1200 400 L0 400 Z" fill="${ACCENT}" opacity="0.08"/>` +
    `<rect x="70" y="92" width="70" height="8" fill="${ACCENT}"/>` +
    `<text x="70" y="185" font-family="Arial Black, Arial, Helvetica, sans-serif" font-size="${fitText(art.title, 66, 0.66)}" font-weight="900" fill="${ACCENT}">${escapeXml(art.title)}</text>` +
    `<text x="70" y="245" font-family="Arial, Helvetica, sans-serif" font-size="${fitText(art.subtitle, 36, 0.55)}" fill="#f5f5f5">${escapeXml(art.subtitle)}</text>` +
    `<text x="70" y="320" font-family="Arial, Helvetica, sans-serif" font-size="22" letter-spacing="4" fill="#9a9aa0">BURGER &amp; SUSHI</text>` +
    `<g transform="translate(770 0)">${heroOf(art.hero, name)}</g>` +
    badge;
  return svg(1200, 400, body, `${art.title} — ${art.subtitle}`);
};

// ---------------------------------------------------------------- public API

/** Every file name the seed data may reference (products and banners). */
export const PRODUCT_ART_FILES: readonly string[] = [...Object.keys(ART), ...Object.keys(BANNER_FILES)];

const artOf = (fileName: string): Art | null => {
  if (Object.prototype.hasOwnProperty.call(ART, fileName)) return ART[fileName] as Art;
  if (Object.prototype.hasOwnProperty.call(BANNER_FILES, fileName)) return BANNER_FILES[fileName] as BannerArt;
  return null;
};

/**
 * The SVG picture for a photo or banner file name of the demo shop, or null for a name it does
 * not know (the uploads route then answers 404).
 */
export function renderProductArt(photoFileName: string): string | null {
  const art = artOf(photoFileName);
  if (art === null) return null;
  const id = photoFileName.replace(/[^a-z0-9]/gi, '');
  const label = photoFileName.replace(/\.svg$/, '').replace(/-/g, ' ');
  switch (art.kind) {
    case 'banner':
      return banner(art, photoFileName);
    case 'burger':
      return svg(400, 400, glow(id) + burger(art, photoFileName), label);
    case 'combo':
      return svg(400, 400, glow(id) + combo(art, photoFileName), label);
    case 'menu':
      return svg(400, 400, glow(id) + menu(art, photoFileName), label);
    case 'roll':
      return svg(400, 400, glow(id) + rollGroup(art, photoFileName), label);
    case 'set':
      return svg(400, 400, glow(id) + sushiBoard(art, photoFileName), label);
    case 'side':
      return svg(400, 400, glow(id) + side(art.side, photoFileName), label);
    case 'sauce':
      return svg(400, 400, glow(id) + sauceCup(art, photoFileName), label);
    case 'drink':
      return svg(400, 400, glow(id) + drink(art, photoFileName), label);
    case 'beer':
      return svg(400, 400, glow(id) + beerMug(art, photoFileName), label);
  }
}

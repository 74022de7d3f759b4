/** Reads what a crawler reads in the HTML as sent: no browser, only the markup. */

const unescapeHtml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const headOf = (html: string): string => /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1] === undefined ? null : unescapeHtml(match[1]);
};

const tagsOf = (html: string, name: 'meta' | 'link'): string[] =>
  [...headOf(html).matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((match) => match[0]);

export interface ParsedHead {
  readonly lang: string | null;
  readonly titles: string[];
  /** Contents of every <meta name|property=key>. */
  meta(key: string): string[];
  /** hrefs of every <link rel=rel> (with hreflang for alternates). */
  links(rel: string): { href: string | null; hreflang: string | null }[];
  /** Every JSON-LD block, parsed. */
  readonly structuredData: Record<string, unknown>[];
}

export const parseHead = (html: string): ParsedHead => {
  const head = headOf(html);
  return {
    lang: attribute(/<html\b[^>]*>/i.exec(html)?.[0] ?? '', 'lang'),
    titles: [...head.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((match) => unescapeHtml(match[1] ?? '')),
    meta: (key) =>
      tagsOf(html, 'meta')
        .filter((tag) => attribute(tag, 'name') === key || attribute(tag, 'property') === key)
        .map((tag) => attribute(tag, 'content') ?? ''),
    links: (rel) =>
      tagsOf(html, 'link')
        .filter((tag) => attribute(tag, 'rel') === rel)
        .map((tag) => ({ href: attribute(tag, 'href'), hreflang: attribute(tag, 'hreflang') })),
    structuredData: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
      (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
    ),
  };
};

interface MenuItemData {
  name: string;
  offers: { price: number; priceCurrency: string; availability: string };
}

/** The MenuItems of a Restaurant's menu, by name. */
export const menuItemsOf = (restaurant: Record<string, unknown> | undefined): Map<string, MenuItemData> => {
  const menu = restaurant?.hasMenu as { hasMenuSection?: { hasMenuItem: MenuItemData[] }[] } | undefined;
  const items = (menu?.hasMenuSection ?? []).flatMap((section) => section.hasMenuItem);
  return new Map(items.map((item) => [item.name, item]));
};

import type { PageHead } from '../../application/seo/page-head';
import { jsonLdText } from './json-ld';

/**
 * Marks the tags the server writes. "app": the browser app renders the same tag itself and removes
 * these at start (src/client/ui/head/server-head.ts), so the head never holds two titles. "page":
 * only the server knows them (the picture, the structured data); they stay until the visitor
 * moves to another page inside the app.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const app = `${SERVER_HEAD_ATTRIBUTE}="app"`;
const page = `${SERVER_HEAD_ATTRIBUTE}="page"`;
const meta = (kind: 'name' | 'property', key: string, content: string, mark = app): string =>
  `<meta ${kind}="${key}" content="${escapeHtml(content)}" ${mark}>`;

/** The <head> tags of a page, in the order the browser app renders its own (shop-head.tsx). */
export const headTagsOf = (head: PageHead): string => {
  const tags: string[] = [];
  if (head.title !== null) tags.push(`<title ${app}>${escapeHtml(head.title)}</title>`);
  if (head.description !== null) tags.push(meta('name', 'description', head.description));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical !== null) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${app}>`);
  for (const { hreflang, href } of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" ${app}>`);
  }
  if (head.title !== null) tags.push(meta('property', 'og:title', head.title));
  if (head.description !== null) tags.push(meta('property', 'og:description', head.description));
  if (head.ogLocale !== null) tags.push(meta('property', 'og:locale', head.ogLocale));
  for (const locale of head.ogLocaleAlternates) tags.push(meta('property', 'og:locale:alternate', locale));
  if (head.canonical !== null) tags.push(meta('property', 'og:url', head.canonical));
  if (head.ogImage !== null) tags.push(meta('property', 'og:image', head.ogImage, page));
  for (const data of head.structuredData)
    tags.push(`<script type="application/ld+json" ${page}>${jsonLdText(data)}</script>`);
  return tags.join('\n    ');
};

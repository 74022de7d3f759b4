import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { PageHead } from '../../application/seo/page-head';
import type { Encoding } from '../hot-reads/accept-encoding';
import { escapeHtml, headTagsOf } from './head-tags';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\slang="[^"]*"/i;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>\s*/i;
const HEAD_END = /<\/head>/i;

/** A page's HTML in each encoding a browser may take. */
export type PreparedPage = Readonly<Record<'identity' | 'gzip' | 'br', Buffer>>;

export const bodyIn = (page: PreparedPage, encoding: Encoding): Buffer => page[encoding ?? 'identity'];

/**
 * index.html with a page's head written in: <html lang>, the page's own title (replacing any the
 * build left), and the tags before </head>. With the menu's structured data a page grows to some
 * 15-30 KB, so it is also compressed (off the event loop). The use case answers the same head
 * object until it changes, so each page is prepared once per head and build, then sent as bytes.
 */
export class PageHtml {
  private readonly pages = new WeakMap<PageHead, { readonly template: string; readonly page: Promise<PreparedPage> }>();

  of(template: string, head: PageHead): Promise<PreparedPage> {
    const cached = this.pages.get(head);
    if (cached !== undefined && cached.template === template) return cached.page;
    const page = prepare(spliceHead(template, head));
    page.catch(() => this.pages.delete(head));
    this.pages.set(head, { template, page });
    return page;
  }
}

const prepare = async (html: string): Promise<PreparedPage> => {
  const identity = Buffer.from(html, 'utf8');
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { identity, gzip: gz, br };
};

export const spliceHead = (template: string, head: PageHead): string => {
  const lang = `lang="${escapeHtml(head.lang)}"`;
  let html = template.replace(HTML_TAG, (tag) => (LANG_ATTRIBUTE.test(tag) ? tag.replace(LANG_ATTRIBUTE, ` ${lang}`) : tag.replace(/^<html/i, `<html ${lang}`)));
  if (head.title !== null) html = html.replace(TITLE, '');
  const tags = headTagsOf(head);
  return tags === '' ? html : html.replace(HEAD_END, () => `  ${tags}\n  </head>`);
};

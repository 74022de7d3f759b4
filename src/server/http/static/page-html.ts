import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { PageBody } from '../../application/seo/page-body';
import type { PageHead } from '../../application/seo/page-head';
import { EARLY_CLICK_RECORDER } from '../../../domain/shop-api/early-clicks.contract';
import { PAGE_SNAPSHOT_ELEMENT_ID } from '../../../domain/shop-api/page-snapshot.contract';
import type { Encoding } from '../hot-reads/accept-encoding';
import { escapeHtml, headTagsOf } from './head-tags';
import { scriptSafeJson } from './json-ld';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\slang="[^"]*"/i;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>\s*/i;
const HEAD_END = /<\/head>/i;
const EMPTY_ROOT = /<div id="root"><\/div>/;
/** The build's own script, module preloads and stylesheets in index.html (Vite writes them so). */
const BUILD_ASSET_TAGS =
  /\s*(?:<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>|<link rel="(?:modulepreload|stylesheet)" crossorigin href="\/assets\/[^"]+">)/g;

/** A page's HTML in each encoding a browser may take. */
export type PreparedPage = Readonly<Record<'identity' | 'gzip' | 'br', Buffer>>;

export const bodyIn = (page: PreparedPage, encoding: Encoding): Buffer => page[encoding ?? 'identity'];

/**
 * index.html with a page's head written in: <html lang>, the page's own title (replacing any the
 * build left), and the tags before </head>; with the page's content when the server rendered it
 * (architecture/seo.md). With the menu's structured data a page grows to some 15-30 KB, so it is
 * also compressed (off the event loop). The use cases answer the same head and body objects until
 * they change, so each page is prepared once per head, body and build, then sent as bytes.
 */
export class PageHtml {
  private readonly pages = new WeakMap<PageHead, PreparedByBody>();

  of(template: string, head: PageHead, body: PageBody | null = null): Promise<PreparedPage> {
    let byBody = this.pages.get(head);
    if (byBody === undefined || byBody.template !== template) {
      byBody = { template, shell: null, withBody: new WeakMap() };
      this.pages.set(head, byBody);
    }
    const cached = body === null ? byBody.shell : byBody.withBody.get(body);
    if (cached != null) return cached;
    const page = prepare(spliceBody(spliceHead(template, head), body));
    const entry = byBody;
    if (body === null) entry.shell = page;
    else entry.withBody.set(body, page);
    page.catch(() => {
      if (body === null) entry.shell = null;
      else entry.withBody.delete(body);
    });
    return page;
  }
}

interface PreparedByBody {
  readonly template: string;
  shell: Promise<PreparedPage> | null;
  readonly withBody: WeakMap<PageBody, Promise<PreparedPage>>;
}

const prepare = async (html: string): Promise<PreparedPage> => {
  const identity = Buffer.from(html, 'utf8');
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  return { identity, gzip: gz, br };
};

export const spliceHead = (template: string, head: PageHead): string => {
  const lang = `lang="${escapeHtml(head.lang)}"`;
  let html = template.replace(HTML_TAG, (tag) =>
    LANG_ATTRIBUTE.test(tag) ? tag.replace(LANG_ATTRIBUTE, ` ${lang}`) : tag.replace(/^<html/i, `<html ${lang}`),
  );
  if (head.title !== null) html = html.replace(TITLE, '');
  const tags = headTagsOf(head);
  return tags === '' ? html : html.replace(HEAD_END, () => `  ${tags}\n  </head>`);
};

/**
 * The rendered content goes into the empty root, its styles and scripts (and the recorder that holds
 * clicks made before the app takes over) before </head>, and the
 * snapshot it was rendered from after the root, as JSON that no text in it can end early. The
 * rendered page brings its styles inline and starts the scripts itself once it has painted
 * (architecture/performance.md), so the build's own tags for them leave the template.
 */
export const spliceBody = (html: string, body: PageBody | null): string => {
  if (body === null || !EMPTY_ROOT.test(html)) return html;
  const snapshot = `<script type="application/json" id="${PAGE_SNAPSHOT_ELEMENT_ID}">${scriptSafeJson(body.snapshotJson)}</script>`;
  return html
    .replace(BUILD_ASSET_TAGS, '')
    .replace(HEAD_END, () => `  <script>${EARLY_CLICK_RECORDER}</script>\n  ${body.headHtml}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body.rootHtml}</div>\n    ${snapshot}`);
};

import type { PageHead } from '../../application/seo/page-head';
import { escapeHtml, headTagsOf } from './head-tags';

const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\slang="[^"]*"/i;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>\s*/i;
const HEAD_END = /<\/head>/i;

/**
 * index.html with a page's head written in: <html lang>, the page's own title (replacing any the
 * build left), and the tags before </head>. The use case answers the same head object until it
 * changes, so each page is spliced once per head and build and then answered from memory.
 */
export class PageHtml {
  private readonly pages = new WeakMap<PageHead, { readonly template: string; readonly html: string }>();

  of(template: string, head: PageHead): string {
    const cached = this.pages.get(head);
    if (cached !== undefined && cached.template === template) return cached.html;
    const html = spliceHead(template, head);
    this.pages.set(head, { template, html });
    return html;
  }
}

export const spliceHead = (template: string, head: PageHead): string => {
  const lang = `lang="${escapeHtml(head.lang)}"`;
  let html = template.replace(HTML_TAG, (tag) => (LANG_ATTRIBUTE.test(tag) ? tag.replace(LANG_ATTRIBUTE, ` ${lang}`) : tag.replace(/^<html/i, `<html ${lang}`)));
  if (head.title !== null) html = html.replace(TITLE, '');
  const tags = headTagsOf(head);
  return tags === '' ? html : html.replace(HEAD_END, () => `  ${tags}\n  </head>`);
};

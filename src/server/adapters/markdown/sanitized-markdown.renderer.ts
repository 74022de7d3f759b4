import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { MarkdownRendererPort } from '../../application/ports/markdown-renderer.port';

/*
 * Two fences (architecture/admin-content.md). markdown-it writes no raw HTML (html: false: a tag
 * typed into the text comes out as text) and refuses javascript:, vbscript:, file: and data:
 * links; sanitize-html then keeps only the allow-list below, whatever the first fence let by.
 */

const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: false, breaks: false });
// Pictures would load from anywhere staff paste, and the page's security policy blocks them anyway.
markdown.disable(['image']);

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A disallowed element goes, its text stays (script, style and the like go whole).
  disallowedTagsMode: 'discard',
  // The page's title is its one h1: staff's '#' is the first level under it; 5 and 6 look like 4.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4' },
};

/** Staff's Markdown as the HTML the storefront inserts: rendered by markdown-it, then allow-listed by sanitize-html. */
export class SanitizedMarkdownRenderer implements MarkdownRendererPort {
  toHtml(text: string): string {
    return sanitizeHtml(markdown.render(text), SANITIZE);
  }
}

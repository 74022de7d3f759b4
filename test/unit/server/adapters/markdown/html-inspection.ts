/*
 * Reads rendered HTML the way the storefront inserts it (innerHTML of a template element). The
 * tests that use it run in jsdom (`// @vitest-environment jsdom`).
 */
const parse = (html: string): DocumentFragment => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

/** The elements the renderer may write (architecture/admin-content.md). */
export const ALLOWED_ELEMENTS = new Set([
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
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'start']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** The scheme a browser would follow: it drops ASCII whitespace and controls anywhere in it first. */
export const schemeOf = (href: string): string | null => {
  // Browsers strip exactly these characters from a URL before reading its scheme.
  const cleaned = href.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return match === null ? null : (match[1] ?? null);
};

/**
 * What is wrong with rendered HTML as a browser parses it (innerHTML): elements, attributes and
 * link schemes outside the allow-list. [] when it is safe to insert.
 */
export const problemsOf = (html: string): string[] => {
  const fragment = parse(html);
  const problems: string[] = [];
  for (const element of Array.from(fragment.querySelectorAll('*'))) {
    const name = element.localName;
    if (!ALLOWED_ELEMENTS.has(name)) problems.push(`element <${name}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (!ALLOWED_ATTRIBUTES.has(attribute.name)) problems.push(`attribute ${attribute.name} on <${name}>`);
      if (attribute.name === 'href') {
        const scheme = schemeOf(attribute.value);
        if (scheme !== null && !SAFE_SCHEMES.has(scheme)) problems.push(`link scheme ${scheme}:`);
        if (/^[\s/\\]*[/\\]{2}/.test(attribute.value)) problems.push(`link to another site ${attribute.value}`);
      }
    }
  }
  return problems;
};

/** The text a browser shows of each paragraph. */
export const paragraphTexts = (html: string): string[] =>
  Array.from(parse(html).querySelectorAll('p')).map((p) => p.textContent ?? '');

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PageHead } from '../../../../src/server/application/seo/page-head';
import { jsonLdText } from '../../../../src/server/http/static/json-ld';
import { createHash } from 'node:crypto';
import { helmetOptions } from '../../../../src/server/http/security/content-security-policy';
import { PageHtml, spliceBody, spliceHead } from '../../../../src/server/http/static/page-html';
import { pageAssetTags } from '../../../../src/server/adapters/ssr/page-asset-tags';

const TEMPLATE =
  '<!doctype html>\n<html lang="uk">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body><div id="root"></div></body>\n</html>';

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  lang: 'en',
  title: 'Burgers & "sushi" <in Kyiv>',
  description: 'Fresh & fast',
  noindex: false,
  canonical: 'https://shop.example/en/kyiv/',
  alternates: [{ hreflang: 'uk', href: 'https://shop.example/kyiv/' }],
  ogLocale: 'en_US',
  ogLocaleAlternates: ['uk_UA', 'ru_UA'],
  ogImage: 'https://shop.example/api/uploads/a.svg',
  structuredData: [],
  ...overrides,
});

describe('jsonLdText', () => {
  it('never lets a text end the script block, and reads back as the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b > c <!-- d', lines: 'x\u2028y\u2029z' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('spliceHead', () => {
  it("sets the page's language and writes the tags before </head>, escaped", () => {
    const html = spliceHead(TEMPLATE, head());
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<html lang="uk"');
    expect(html).toContain('<title data-server-head="app">Burgers &amp; &quot;sushi&quot; &lt;in Kyiv&gt;</title>');
    expect(html).toContain('<meta name="description" content="Fresh &amp; fast" data-server-head="app">');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/api/uploads/a.svg" data-server-head="page">',
    );
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it("replaces the build's own title and adds lang where the template has none", () => {
    const html = spliceHead(
      TEMPLATE.replace(' lang="uk"', '').replace('<meta charset="UTF-8" />', '<title>Old</title>'),
      head(),
    );
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('Old');
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it('leaves the title alone for a head without one (admin pages) and writes noindex', () => {
    const html = spliceHead(
      TEMPLATE.replace('<meta charset="UTF-8" />', '<title>Admin</title>'),
      head({ title: null, description: null, canonical: null, noindex: true }),
    );
    expect(html).toContain('<title>Admin</title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-server-head="app">');
    expect(html).not.toContain('og:title');
  });

  it('writes structured data as JSON-LD blocks', () => {
    const html = spliceHead(TEMPLATE, head({ structuredData: [{ '@type': 'Restaurant', name: 'B&S </script>' }] }));
    expect(html).toContain(
      '<script type="application/ld+json" data-server-head="page">{"@type":"Restaurant","name":"B\\u0026S \\u003c/script\\u003e"}</script>',
    );
  });
});

describe('PageHtml', () => {
  it('prepares a page once per head object and template, in every encoding', async () => {
    const pages = new PageHtml();
    const pageHead = head();
    const first = await pages.of(TEMPLATE, pageHead);
    expect(await pages.of(TEMPLATE, pageHead)).toBe(first);
    expect(gunzipSync(first.gzip).equals(first.identity)).toBe(true);
    expect(brotliDecompressSync(first.br).toString('utf8')).toBe(spliceHead(TEMPLATE, pageHead));
    const rebuilt = TEMPLATE.replace('<body>', '<body class="new">');
    expect((await pages.of(rebuilt, pageHead)).identity.toString('utf8')).toContain('class="new"');
  });
});

describe('spliceBody', () => {
  const body = {
    rootHtml: '<main>Classic 189 ₴</main>',
    headHtml: '<link rel="stylesheet" href="/assets/a.css">',
    snapshotJson: JSON.stringify({ name: '</script><script>alert(1)</script>' }),
  };

  it('fills the empty root, links the styles in the head and embeds the snapshot where no text can end it', () => {
    const html = spliceBody(TEMPLATE, body);
    expect(html).toContain('<div id="root"><main>Classic 189 ₴</main></div>');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/a.css">\n\s*<\/head>/);
    const script = /<script type="application\/json" id="page-snapshot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('leaves the shell as it is without a body', () => {
    expect(spliceBody(TEMPLATE, null)).toBe(TEMPLATE);
  });

  it("drops the build's own script, preloads and stylesheets: the rendered page brings its own", () => {
    const built = TEMPLATE.replace(
      '<meta charset="UTF-8" />',
      '<meta charset="UTF-8" />\n    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />' +
        '\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">' +
        '\n    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
    );
    const html = spliceBody(built, body);
    expect(html).not.toMatch(/index-a1|react-b2|index-c3/);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css">');
    expect(spliceBody(built, null)).toBe(built);
  });

  it('prepares a page once per head and body object', async () => {
    const pages = new PageHtml();
    const pageHead = head();
    const first = await pages.of(TEMPLATE, pageHead, body);
    expect(await pages.of(TEMPLATE, pageHead, body)).toBe(first);
    expect(await pages.of(TEMPLATE, pageHead, { ...body })).not.toBe(first);
    expect((await pages.of(TEMPLATE, pageHead)).identity.toString()).toContain('<div id="root"></div>');
  });
});

describe('the inline scripts of a server-rendered page', () => {
  it('are the click recorder and the starter of the scripts, each allowed by the Content-Security-Policy by its hash', () => {
    const headHtml = pageAssetTags('main{color:red}', ['assets/index-a1.js']);
    const html = spliceBody(TEMPLATE, { rootHtml: '<main>menu</main>', headHtml, snapshotJson: '{}' });
    const inline = [...html.matchAll(/<script(?: data-app-scripts="[^"]*")?>([^<]*)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(inline).toHaveLength(2);
    const csp = helmetOptions({ https: true }).contentSecurityPolicy;
    const directives = csp === false || csp === undefined || csp === true ? {} : (csp.directives ?? {});
    const scriptSrc = directives.scriptSrc as string[];
    for (const script of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // The inline stylesheet needs 'unsafe-inline', which a hash next to it would switch off.
    expect(html).toContain('<style>main{color:red}</style>');
    expect(directives.styleSrc).toContain("'unsafe-inline'");
    expect((directives.styleSrc as string[]).some((source) => source.startsWith("'sha"))).toBe(false);
  });

  it('is not in a page the server did not render', () => {
    expect(spliceBody(TEMPLATE, null)).not.toContain('<script>');
  });
});

import { describe, expect, it } from 'vitest';
import { pageAssetsOf, readClientManifest } from '../../../../../src/server/adapters/ssr/client-manifest';
import { pageAssetTags } from '../../../../../src/server/adapters/ssr/page-asset-tags';
import { APP_SCRIPTS_ATTRIBUTE } from '../../../../../src/domain/shop-api/deferred-app-start.contract';

// The shape Vite's manifest has: the entry's static imports, a page module sharing a chunk with another.
const MANIFEST = readClientManifest(
  JSON.stringify({
    'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'], imports: ['_react.js', '_vendor.js'] },
    '_react.js': { file: 'assets/react-b.js' },
    '_vendor.js': { file: 'assets/vendor-c.js', imports: ['_react.js'] },
    'ui/pages/home.page.tsx': { file: 'assets/home.page-d.js', imports: ['_menu.js', '_react.js'] },
    '_menu.js': { file: 'assets/menu-e.js', css: ['assets/menu-e.css'], imports: ['_vendor.js'] },
    'ui/pages/checkout.page.tsx': { file: 'assets/checkout-f.js', css: ['assets/checkout-f.css'] },
    'not a chunk': { css: [] },
  }),
);

describe('pageAssetsOf', () => {
  it("lists the entry first, then each module it and the page's module need, once, with their styles in order", () => {
    expect(pageAssetsOf(MANIFEST, 'ui/pages/home.page.tsx')).toEqual({
      scripts: [
        'assets/index-a.js',
        'assets/react-b.js',
        'assets/vendor-c.js',
        'assets/home.page-d.js',
        'assets/menu-e.js',
      ],
      styles: ['assets/index-a.css', 'assets/menu-e.css'],
    });
  });

  it('gives the entry alone for a page without its own module (the 404 page)', () => {
    expect(pageAssetsOf(MANIFEST, null)).toEqual({
      scripts: ['assets/index-a.js', 'assets/react-b.js', 'assets/vendor-c.js'],
      styles: ['assets/index-a.css'],
    });
  });

  it('refuses a page module the build does not have', () => {
    expect(() => pageAssetsOf(MANIFEST, 'ui/pages/gone.page.tsx')).toThrow(/no chunk for ui\/pages\/gone/);
  });
});

describe('pageAssetTags', () => {
  it('inlines the styles and hands the scripts, from the root, to the starter', () => {
    const tags = pageAssetTags('.a{color:red}', ['assets/index-a.js', 'assets/react-b.js']);
    expect(tags).toMatch(/^<style>\.a\{color:red\}<\/style><script /);
    expect(tags).toContain(`${APP_SCRIPTS_ATTRIBUTE}="/assets/index-a.js /assets/react-b.js"`);
    expect(tags).not.toContain('<link');
  });

  it('refuses a stylesheet that would end the inline block early', () => {
    expect(() => pageAssetTags('a::after{content:"</style>"}', [])).toThrow(/cannot be inlined/);
  });
});

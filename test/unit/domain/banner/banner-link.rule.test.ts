import { describe, expect, it } from 'vitest';
import { BANNER_LINK_MAX, readBannerLink } from '../../../../src/domain/banner/banner-link.rule';

describe("a banner's link", () => {
  it.each([
    ['/', { kind: 'shop', page: 'home', category: null }],
    ['/#combos', { kind: 'shop', page: 'home', category: 'combos' }],
    ['/sushi/#sets', { kind: 'shop', page: 'sushi', category: 'sets' }],
    ['/delivery/', { kind: 'shop', page: 'delivery', category: null }],
    ['/kyiv/sushi/', { kind: 'shop', page: 'sushi', category: null }],
    ['/en/about/', { kind: 'shop', page: 'about', category: null }],
    ['/sushi/#', { kind: 'shop', page: 'sushi', category: null }],
  ])('reads the shop path %s as a page (and category)', (text, link) => {
    expect(readBannerLink(text)).toEqual({ ok: true, value: link });
  });

  it('reads an https address, written the way a browser writes it', () => {
    expect(readBannerLink('https://example.com')).toEqual({
      ok: true,
      value: { kind: 'web', url: 'https://example.com/' },
    });
    expect(readBannerLink('HTTPS://Example.com/a?b=1#c')).toEqual({
      ok: true,
      value: { kind: 'web', url: 'https://example.com/a?b=1#c' },
    });
  });

  it.each([
    ['javascript:alert(1)', 'not-https'],
    ['http://example.com/', 'not-https'],
    ['data:text/html,hi', 'not-https'],
    ['ftp://example.com/', 'not-https'],
    ['//evil.example/', 'not-a-link'],
    ['/\\evil.example', 'not-a-link'],
    ['https://shop.example@evil.example/', 'not-a-link'],
    ['https://localhost/', 'not-a-link'],
    ['https:// spaced.example/', 'not-a-link'],
    ['sushi/', 'not-a-link'],
    ['#sets', 'not-a-link'],
    ['/pizza/', 'unknown-page'],
    ['/sushi', 'unknown-page'],
    ['/sushi/?x=1', 'unknown-page'],
    ['/order/ABC/', 'unknown-page'],
    ['/#pizza', 'unknown-category'],
    [`/${'a'.repeat(BANNER_LINK_MAX)}`, 'too-long'],
  ])('refuses %s (%s)', (text, problem) => {
    expect(readBannerLink(text)).toEqual({ ok: false, reason: problem });
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  leaveServerPageHead,
  replaceServerAdminTitle,
  takeOverServerHead,
} from '../../../../src/client/ui/head/server-head';

const SERVER_HEAD = `
  <meta charset="UTF-8" />
  <title data-server-head="app">Page not found — Burger &amp; Sushi</title>
  <meta name="description" content="As sent" data-server-head="app" />
  <meta property="og:title" content="As sent" data-server-head="app" />
  <meta property="og:image" content="https://shop.example/og.png" data-server-head="page" />
`;

describe('the server head, taken over by the app', () => {
  beforeEach(() => {
    document.head.innerHTML = SERVER_HEAD;
  });

  it('drops the tags the app renders itself before its first render, and keeps the first page’s own', () => {
    takeOverServerHead(document);
    expect(document.querySelectorAll('[data-server-head="app"]')).toHaveLength(0);
    expect(document.querySelectorAll('[data-server-head="page"]')).toHaveLength(1);
    expect(document.querySelector('meta[charset]')).not.toBeNull();
  });

  it('keeps an admin page’s title from the server until the page renders its own', () => {
    window.history.replaceState(null, '', '/en/admin/login/');
    try {
      takeOverServerHead(document);
      expect(document.title).toBe('Page not found — Burger & Sushi');
      replaceServerAdminTitle(document);
      expect(document.querySelectorAll('[data-server-head="app"]')).toHaveLength(0);
      expect(document.querySelectorAll('[data-server-head="page"]')).toHaveLength(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it("drops the first page's own tags once the visitor is on another page", () => {
    leaveServerPageHead(document, '/en/', '/en/');
    expect(document.querySelectorAll('[data-server-head="page"]')).toHaveLength(1);
    leaveServerPageHead(document, '/en/', '/en/sushi/');
    expect(document.querySelectorAll('[data-server-head="page"]')).toHaveLength(0);
  });
});

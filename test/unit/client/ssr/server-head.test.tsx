// @vitest-environment jsdom
import { act, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { leaveServerPageHead, replaceServerHead } from '../../../../src/client/ui/head/server-head';
import { useReplacesServerHead } from '../../../../src/client/ui/head/use-replaces-server-head';

const SERVER_HEAD = `
  <meta charset="UTF-8" />
  <title data-server-head="app">Page not found — Burger &amp; Sushi</title>
  <meta name="description" content="As sent" data-server-head="app" />
  <meta property="og:title" content="As sent" data-server-head="app" />
  <meta property="og:image" content="https://shop.example/og.png" data-server-head="page" />
`;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What a layout effect saw: the titles in the head at the moment the server's were replaced. */
const titlesSeen: string[][] = [];
const titlesNow = () => [...document.head.querySelectorAll('title')].map((title) => title.textContent ?? '');

/** A head like ShopHead's: nothing while `ready` is false, then its own title. */
const AppTitle = ({ ready }: { ready: boolean }) => {
  useReplacesServerHead(ready);
  useLayoutEffect(() => void titlesSeen.push(titlesNow()), [ready]);
  return ready ? <title>The app’s title</title> : null;
};

const Toggle = ({ onReady }: { onReady: (ready: () => void) => void }) => {
  const [ready, setReady] = useState(false);
  onReady(() => setReady(true));
  return <AppTitle ready={ready} />;
};

describe('the server head, handed over to the app', () => {
  beforeEach(() => {
    document.head.innerHTML = SERVER_HEAD;
    titlesSeen.length = 0;
  });

  it('keeps the server’s title until the app renders its own, then holds exactly the app’s', async () => {
    let makeReady = () => {};
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => root.render(<Toggle onReady={(ready) => (makeReady = ready)} />));
    expect(titlesNow()).toEqual(['Page not found — Burger & Sushi']);
    await act(async () => makeReady());
    expect(titlesNow()).toEqual(['The app’s title']);
    expect(document.querySelectorAll('[data-server-head="app"]')).toHaveLength(0);
    expect(document.querySelectorAll('[data-server-head="page"]')).toHaveLength(1);
    expect(document.querySelector('meta[charset]')).not.toBeNull();
    // At no commit was the head without a title.
    expect(titlesSeen.every((titles) => titles.length >= 1)).toBe(true);
    await act(async () => root.unmount());
  });

  it('drops only the tags the app renders itself', () => {
    replaceServerHead(document);
    expect(document.querySelectorAll('[data-server-head="app"]')).toHaveLength(0);
    expect(document.querySelectorAll('[data-server-head="page"]')).toHaveLength(1);
  });

  it("drops the first page's own tags once the visitor is on another page", () => {
    leaveServerPageHead(document, '/en/', '/en/');
    expect(document.querySelectorAll('[data-server-head="page"]')).toHaveLength(1);
    leaveServerPageHead(document, '/en/', '/en/sushi/');
    expect(document.querySelectorAll('[data-server-head="page"]')).toHaveLength(0);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ATTRIBUTE, DEFERRED_APP_START } from '../../../../src/domain/shop-api/deferred-app-start.contract';
import { EARLY_CLICK_RECORDER } from '../../../../src/domain/shop-api/early-clicks.contract';

const SCRIPTS = ['/assets/index-1.js', '/assets/react-2.js', '/assets/home.page-3.js'];

/** A server-rendered page's root, then the starter run as the browser runs an inline script. */
const pageWith = (root: string): void => {
  document.body.innerHTML = `<div id="root">${root}</div>`;
  const starter = document.createElement('script');
  starter.setAttribute(APP_SCRIPTS_ATTRIBUTE, SCRIPTS.join(' '));
  starter.textContent = DEFERRED_APP_START;
  document.head.appendChild(starter);
};

const requested = () => ({
  entries: [...document.querySelectorAll('script[type="module"]')].map((tag) => tag.getAttribute('src')),
  preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((tag) => tag.getAttribute('href')),
});

/** A few painted frames and the timers they set. */
const frames = (count = 3): Promise<void> =>
  new Promise((resolve) => {
    const step = (left: number): void => {
      if (left === 0) setTimeout(resolve, 0);
      else requestAnimationFrame(() => step(left - 1));
    };
    step(count);
  });

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the starter of a server-rendered page's scripts", () => {
  it('asks for nothing until the first-screen picture has loaded, then for the entry and its modules, once', async () => {
    pageWith('<img src="/api/uploads/banner.svg" fetchpriority="high"><img src="/b.svg">');
    await frames();
    expect(requested()).toEqual({ entries: [], preloads: [] });

    const picture = document.querySelector('img') as HTMLImageElement;
    picture.dispatchEvent(new Event('load'));
    picture.dispatchEvent(new Event('load'));
    await frames();
    expect(requested()).toEqual({ entries: [SCRIPTS[0]], preloads: SCRIPTS.slice(1) });
    expect((document.querySelector('script[type="module"]') as HTMLScriptElement).crossOrigin).toBe('anonymous');
  });

  it('starts after the first paint when the page has no first-screen picture', async () => {
    pageWith('<main>About us</main>');
    await frames();
    expect(requested().entries).toEqual([SCRIPTS[0]]);
  });

  it('starts even when the picture fails to load', async () => {
    pageWith('<img src="/gone.svg" fetchpriority="high">');
    await frames();
    expect(requested().entries).toEqual([]);
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    await frames();
    expect(requested().entries).toEqual([SCRIPTS[0]]);
  });

  it('stops holding taps when the entry cannot be loaded, so the page is left as sent', async () => {
    const recorder = document.createElement('script');
    recorder.textContent = EARLY_CLICK_RECORDER;
    document.head.appendChild(recorder);
    pageWith('<main><button type="button">Add</button></main>');
    await frames();
    const button = document.querySelector('#root button') as HTMLButtonElement;
    let reached = 0;
    button.addEventListener('click', () => (reached += 1));
    button.click();
    expect(reached).toBe(0); // held for the app

    document.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
    button.click();
    expect(reached).toBe(1);
  });
});

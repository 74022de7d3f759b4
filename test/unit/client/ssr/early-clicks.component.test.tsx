import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CLICK_RECORDER, type HeldClicks } from '../../../../src/domain/shop-api/early-clicks.contract';
import { ReplayEarlyClicks } from '../../../../src/client/ssr/replay-early-clicks';

type WithHeld = Window & { __earlyClicks?: HeldClicks };

/** Runs the head's recorder as the browser would run the inline script. */
const installRecorder = (): void => {
  new Function(EARLY_CLICK_RECORDER)();
};

/** A server-rendered root with one button that counts the clicks its (later) handler sees. */
const serverRenderedButton = (): { button: HTMLButtonElement; handled: () => number } => {
  document.body.innerHTML = '<div id="root"><button type="button">Add</button></div><a href="#x">link</a>';
  const button = document.querySelector('button') as HTMLButtonElement;
  let count = 0;
  button.addEventListener('click', () => (count += 1));
  return { button, handled: () => count };
};

afterEach(() => {
  // A recorder stays listening on the document: stopped, it cannot hold a later test's clicks.
  const held = (window as WithHeld).__earlyClicks;
  if (held !== undefined) held.done = true;
  delete (window as WithHeld).__earlyClicks;
  document.body.innerHTML = '';
});

describe('clicks made before the app takes over a server-rendered page', () => {
  it('are held back while the page is not hydrated, then clicked again, in order, exactly once', () => {
    installRecorder();
    const { button, handled } = serverRenderedButton();
    button.click();
    button.click();
    expect(handled()).toBe(0);
    expect((window as WithHeld).__earlyClicks).toHaveLength(2);

    const { unmount } = render(<ReplayEarlyClicks />);
    expect(handled()).toBe(2);
    expect((window as WithHeld).__earlyClicks?.done).toBe(true);
    unmount();
    render(<ReplayEarlyClicks />);
    expect(handled()).toBe(2);
  });

  it('let clicks through untouched once the app has taken over', () => {
    installRecorder();
    const { button, handled } = serverRenderedButton();
    render(<ReplayEarlyClicks />);
    button.click();
    expect(handled()).toBe(1);
  });

  it('leave links and disabled buttons alone', () => {
    installRecorder();
    const { button } = serverRenderedButton();
    button.disabled = true;
    button.click();
    const link = document.querySelector('a') as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect((window as WithHeld).__earlyClicks).toHaveLength(0);
  });

  it('and choices made in a select are made again once the app has taken over, in order with the clicks', () => {
    installRecorder();
    const { button } = serverRenderedButton();
    document
      .getElementById('root')
      ?.insertAdjacentHTML(
        'beforeend',
        '<select aria-label="Language"><option value="uk">uk</option><option value="en">en</option></select>',
      );
    const select = document.querySelector('select') as HTMLSelectElement;
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('click'));
    select.addEventListener('change', () => seen.push(`change to ${select.value}`));
    select.value = 'en';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    button.click();
    // Hydration puts the app's own value back before the replay.
    select.value = 'uk';
    seen.length = 0;

    render(<ReplayEarlyClicks />);
    expect(seen).toEqual(['change to en', 'click']);
    expect(select.value).toBe('en');
  });

  it('replay nothing on a page rendered in the browser (no recorder)', () => {
    const { handled } = serverRenderedButton();
    render(<ReplayEarlyClicks />);
    expect(handled()).toBe(0);
  });
});

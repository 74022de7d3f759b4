import type { BrowserContext, Page } from '@playwright/test';

const BINDING = '__e2eOpenDialogsChanged';

/**
 * Tells `onChange` which dialogs a page shows (their names, joined) whenever that changes: popups
 * and the cart sidebar open without a navigation, yet are pages of their own to a customer. The
 * page reports its first state too, so every document starts from a known one.
 */
/** Milliseconds since the page's markup last changed (Infinity before any change was seen). */
export const msSinceLastChange = (page: Page): Promise<number> =>
  page.evaluate(
    (key) => performance.now() - ((window as unknown as Record<string, number>)[key] ?? -Infinity),
    `${BINDING}At`,
  );

export const reportOpenDialogs = async (
  context: BrowserContext,
  onChange: (page: Page, dialogs: string) => void,
): Promise<void> => {
  await context.exposeBinding(BINDING, ({ page }, dialogs: string) => onChange(page, dialogs));
  await context.addInitScript(watchDialogsInPage, BINDING);
};

/** Runs in every document: a debounced observer, so a burst of renders is one report. */
const watchDialogsInPage = (binding: string) => {
  if (window !== window.top) return;
  let reported: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const nameOf = (dialog: Element): string =>
    dialog.getAttribute('aria-label') ??
    (dialog.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ');
  const report = () => {
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
      .map(nameOf)
      .sort()
      .join(' | ');
    if (dialogs === reported) return;
    reported = dialogs;
    (window as unknown as Record<string, (dialogs: string) => void>)[binding]?.(dialogs);
  };
  new MutationObserver(() => {
    // When the page last changed: a scan on the way waits for a still page (a journey mid-clicks changes it).
    (window as unknown as Record<string, number>)[`${binding}At`] = performance.now();
    clearTimeout(timer);
    timer = setTimeout(report, 200);
  }).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['role', 'open', 'aria-label', 'aria-labelledby'],
  });
};

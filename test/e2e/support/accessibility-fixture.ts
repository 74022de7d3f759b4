import { appendFileSync } from 'node:fs';
import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import { AccessibilityWatch } from './accessibility-watch';
import { describeFindings, isBlocking } from './axe-report';

/** Set to a file path to collect every finding of a run there, moderate and minor ones included. */
const FINDINGS_FILE = process.env.E2E_AXE_FINDINGS;

/**
 * The automatic fixture that runs axe on every page a journey opens, in the test's own context and
 * in any context the journey creates (architecture/accessibility.md). A serious or critical
 * violation fails the test once its steps have passed; moderate and minor ones become annotations.
 */
export const checkAccessibility = async (
  { browser, context }: { browser: Browser; context: BrowserContext },
  use: () => Promise<void>,
  testInfo: TestInfo,
): Promise<void> => {
  const watch = new AccessibilityWatch();
  await watch.watchContext(context);
  // A journey that plays a second customer or a colleague opens its own context.
  const newContext = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const created = await newContext.apply(browser, args);
    await watch.watchContext(created);
    return created;
  };
  try {
    await use();
  } finally {
    browser.newContext = newContext;
  }
  // A journey that already failed keeps its own message; its pages may be anywhere by now.
  if (testInfo.status !== testInfo.expectedStatus) {
    await watch.abandon();
    return;
  }
  const { scans, errors } = await watch.finish();
  const blocking = describeFindings(scans, isBlocking);
  const advisory = describeFindings(scans, (violation) => !isBlocking(violation));
  for (const finding of advisory)
    testInfo.annotations.push({ type: 'accessibility (moderate/minor)', description: finding });
  if (FINDINGS_FILE) {
    const cost = scans.map(({ url, fresh, ms }) => ({ url, fresh, ms }));
    appendFileSync(
      FINDINGS_FILE,
      `${JSON.stringify({ test: testInfo.titlePath.join(' › '), blocking, advisory, errors, scans: cost })}\n`,
    );
  }
  if (blocking.length > 0 || errors.length > 0) {
    const title = `Accessibility: ${blocking.length} serious/critical axe violation(s), see architecture/accessibility.md`;
    throw new Error([title, ...blocking, ...errors].join('\n'));
  }
};

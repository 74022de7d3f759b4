/**
 * Where a Playwright worker's own shop listens: E2E_PORT (3100 by default) for the first worker,
 * the next ports for the others (playwright.config.ts starts one shop per worker).
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

export const shopUrlOfWorker = (parallelIndex: number): string => `http://127.0.0.1:${E2E_FIRST_PORT + parallelIndex}`;

/**
 * Where the demo (npm run demo: the shop built to run in the browser alone) is served for its
 * journey: a port well above the workers' shops.
 */
export const DEMO_PORT = E2E_FIRST_PORT + 90;
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;

import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH_ADMIN, startBenchShop } from './bench-shop.process';

/*
 * `npm run lighthouse`: Lighthouse's mobile audit (simulated slow 4G, 4× CPU slowdown) of the menu
 * pages, three runs each, against the real shop's production build (run `npm run build` first),
 * driving the system Chromium. Prints every run and the median next to the budgets in
 * architecture/performance.md. One run decides nothing on a shared machine: read the medians.
 * LIGHTHOUSE_SAVE_DIR=<folder> keeps each run's report (JSON) for a closer look.
 */

const PAGES = ['/en/', '/en/sushi/'] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
}

interface Budget {
  label: string;
  pick: (figures: Figures) => number;
  within: (value: number) => boolean;
  show: (value: number) => string;
}

const BUDGETS: readonly Budget[] = [
  { label: 'score', pick: (f) => f.score, within: (v) => v >= 95, show: (v) => `${v.toFixed(0)} (≥ 95)` },
  { label: 'FCP', pick: (f) => f.fcpMs, within: () => true, show: (v) => `${(v / 1000).toFixed(2)} s` },
  { label: 'LCP', pick: (f) => f.lcpMs, within: (v) => v <= 1500, show: (v) => `${(v / 1000).toFixed(2)} s (≤ 1.5)` },
  { label: 'TBT', pick: (f) => f.tbtMs, within: (v) => v <= 150, show: (v) => `${v.toFixed(0)} ms (≤ 150)` },
  { label: 'CLS', pick: (f) => f.cls, within: (v) => v <= 0.02, show: (v) => `${v.toFixed(3)} (≤ 0.02)` },
  {
    label: 'scripts',
    pick: (f) => f.scriptKb,
    within: (v) => v <= 170,
    show: (v) => `${v.toFixed(1)} KB (≤ 170)`,
  },
];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

const numericAudit = (lhr: LighthouseResult, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

type LighthouseResult = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
};

const figuresOf = (lhr: LighthouseResult): Figures => {
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    fcpMs: numericAudit(lhr, 'first-contentful-paint'),
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    scriptKb: scriptBytes / 1024,
  };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const line = (label: string, figures: Figures): string =>
  `${label.padEnd(14)} ${BUDGETS.map((budget) => `${budget.label} ${budget.show(budget.pick(figures))}`).join('  ')}`;

/**
 * The audit must see the page a customer sees in the daytime whenever it runs: staff hours for
 * every city become the whole day (at night the closed-notice would be what Lighthouse measures).
 */
const openAllDay = async (baseUrl: string): Promise<void> => {
  const login = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: BENCH_ADMIN.login, password: BENCH_ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  for (const cityId of [1, 2]) {
    const answer = await fetch(`${baseUrl}/api/admin/site?cityId=${cityId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ weekly: Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' })) }),
    });
    if (!answer.ok) throw new Error(`Could not open city ${cityId} all day: ${answer.status} ${await answer.text()}`);
  }
};

const main = async (): Promise<void> => {
  if (!existsSync('dist/client/index.html'))
    throw new Error('Run npm run build first: Lighthouse audits the built app.');
  const shop = await startBenchShop();
  await openAllDay(shop.baseUrl);
  // A running shop answers its pages from the rendered-page cache; the first render after a start
  // (loading the render module) is not what a visitor meets.
  for (const path of PAGES) await (await fetch(`${shop.baseUrl}${path}`)).arrayBuffer();
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  let missed = 0;
  try {
    for (const path of PAGES) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await lighthouse(`${shop.baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (process.env.LIGHTHOUSE_SAVE_DIR)
          writeFileSync(
            join(process.env.LIGHTHOUSE_SAVE_DIR, `${path.replaceAll('/', '_')}${run}.json`),
            String(result.report),
          );
        const figures = figuresOf(result.lhr as unknown as LighthouseResult);
        runs.push(figures);
        console.log(line(`${path} run ${run}`, figures));
      }
      const medians = Object.fromEntries(
        (Object.keys(runs[0] ?? {}) as (keyof Figures)[]).map((key) => [key, median(runs.map((r) => r[key]))]),
      ) as unknown as Figures;
      const verdicts = BUDGETS.map((budget) =>
        budget.within(budget.pick(medians)) ? 'met' : `${budget.label} MISSED`,
      );
      missed += verdicts.filter((verdict) => verdict !== 'met').length;
      console.log(line(`${path} median`, medians));
      console.log(
        `${''.padEnd(14)} ${verdicts.every((v) => v === 'met') ? 'all budgets met' : verdicts.filter((v) => v !== 'met').join(', ')}`,
      );
    }
  } finally {
    await chrome.kill();
    await shop.stop();
  }
  if (missed > 0) process.exitCode = 1;
};

await main();

import type { AxeViolation, PageScan } from './axe-scan';

/** Impacts that fail a journey; moderate and minor ones are only reported. */
const BLOCKING = new Set(['serious', 'critical']);

const TARGETS_SHOWN = 3;

export const isBlocking = (violation: AxeViolation): boolean => BLOCKING.has(violation.impact ?? '');

/** One line per rule and page, with the first few offending elements, for a failing test's message. */
export const describeFindings = (scans: readonly PageScan[], keep: (violation: AxeViolation) => boolean): string[] => {
  const lines = new Map<string, string>();
  for (const scan of scans) {
    for (const violation of scan.violations.filter(keep)) {
      // The same rule on the same address and viewport is one finding, however often it was scanned.
      const key = `${violation.id} ${scan.url} ${scan.viewport}`;
      if (!lines.has(key)) lines.set(key, describeViolation(violation, scan));
    }
  }
  return [...lines.values()];
};

const describeViolation = (violation: AxeViolation, scan: PageScan): string => {
  const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(' '));
  const more = violation.nodes.length > TARGETS_SHOWN ? ` and ${violation.nodes.length - TARGETS_SHOWN} more` : '';
  // axe's summary of the first element says why it fails, e.g. the contrast ratio and both colours.
  const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
  return [
    `[${violation.impact}] ${violation.id}: ${violation.help} — at ${scan.url} (${scan.viewport})`,
    `    elements: ${targets.join(' | ')}${more}`,
    `    why: ${why}`,
    `    rule: ${violation.helpUrl}`,
  ].join('\n');
};

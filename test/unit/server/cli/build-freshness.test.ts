import { describe, expect, it } from 'vitest';
import { decideBuild } from '../../../../src/server/cli/build-freshness.mjs';

const BUILT_AT = 1_000;

describe('what npm start does about a build output', () => {
  it('rebuilds a missing or outdated output where the build tools are installed (a checkout)', () => {
    expect(decideBuild({ outputTime: null, newestSourceTime: 0, toolsInstalled: true, skipCheck: false })).toBe(
      'build',
    );
    expect(
      decideBuild({ outputTime: BUILT_AT, newestSourceTime: BUILT_AT + 1, toolsInstalled: true, skipCheck: false }),
    ).toBe('build');
  });

  it('serves an output as new as its sources without building', () => {
    expect(
      decideBuild({ outputTime: BUILT_AT, newestSourceTime: BUILT_AT, toolsInstalled: true, skipCheck: false }),
    ).toBe('serve');
    expect(
      decideBuild({ outputTime: BUILT_AT, newestSourceTime: BUILT_AT - 1, toolsInstalled: false, skipCheck: false }),
    ).toBe('serve');
  });

  it('never builds in a production install: an outdated output is served as it is, a missing one stops the start', () => {
    expect(
      decideBuild({ outputTime: BUILT_AT, newestSourceTime: BUILT_AT + 1, toolsInstalled: false, skipCheck: false }),
    ).toBe('serve-stale');
    expect(decideBuild({ outputTime: null, newestSourceTime: BUILT_AT, toolsInstalled: false, skipCheck: false })).toBe(
      'missing',
    );
  });

  it('SKIP_BUILD serves whatever exists without comparing, but cannot serve what is missing', () => {
    expect(
      decideBuild({ outputTime: BUILT_AT, newestSourceTime: BUILT_AT + 1, toolsInstalled: true, skipCheck: true }),
    ).toBe('serve');
    expect(decideBuild({ outputTime: null, newestSourceTime: 0, toolsInstalled: true, skipCheck: true })).toBe('build');
  });
});

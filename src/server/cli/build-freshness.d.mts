export type BuildDecision = 'build' | 'serve' | 'serve-stale' | 'missing';

export interface BuildFacts {
  /** Modification time of the build output, null when it does not exist. */
  readonly outputTime: number | null;
  /** Newest modification time among the output's sources (0 when none are present). */
  readonly newestSourceTime: number;
  /** Whether this install has the tool that builds the output (a devDependency). */
  readonly toolsInstalled: boolean;
  readonly skipCheck: boolean;
}

export declare const decideBuild: (facts: BuildFacts) => BuildDecision;
export declare const newestChange: (path: string) => number;
export declare const outputTime: (path: string) => number | null;

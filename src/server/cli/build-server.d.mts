export declare const packageOf: (specifier: string) => string;
export declare const missingAtRunTime: (
  externalImports: readonly string[],
  dependencies: Readonly<Record<string, string>>,
) => string[];
export declare const buildServer: (options?: {
  readonly outDir?: string;
}) => Promise<{ readonly outfile: string; readonly externalPackages: string[] }>;

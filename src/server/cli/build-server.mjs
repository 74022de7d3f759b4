// `npm run build` (after Vite): compiles the server into one ES module, dist/server/main.mjs, so
// production runs plain JavaScript with no TypeScript loader (architecture/build-and-run.md).
// Build time only: esbuild is a devDependency.
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The npm package an import names: `dayjs/plugin/utc.js` → `dayjs`, `@fastify/static` → itself. */
export const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Packages the bundle imports at run time that a production install (`npm ci --omit=dev`) lacks.
 * Computed imports (`import(name)`) are not seen here; the embedded PostgreSQL's platform package
 * is the only one and is a dependency itself.
 */
export const missingAtRunTime = (externalImports, dependencies) => {
  const builtins = new Set(builtinModules);
  return [...new Set(externalImports.map(packageOf))]
    .filter((name) => !name.startsWith('node:') && !builtins.has(name) && !(name in dependencies))
    .sort();
};

const externalImportsOf = (metafile) =>
  Object.values(metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );

/**
 * Builds the server into `outDir` (default dist/server). Every npm package stays an import that
 * Node resolves from node_modules at run time (`packages: 'external'`): native and optional
 * packages (pg, sharp, embedded PostgreSQL) keep working, and the bundle holds only our code and
 * the JSON it imports (locales). Written to a temporary name and renamed, so a shop starting
 * alongside a build never loads a half-written file.
 */
export const buildServer = async ({ outDir = join(root, 'dist/server') } = {}) => {
  const outfile = join(outDir, 'main.mjs');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'src/server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // tsconfig.json's experimentalDecorators/useDefineForClassFields apply; esbuild cannot emit
    // decorator metadata, which is fine because only the browser app uses decorators.
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const dependencies = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies ?? {};
  const missing = missingAtRunTime(externalImportsOf(result.metafile), dependencies);
  if (missing.length > 0) {
    throw new Error(
      `The server imports ${missing.join(', ')} at run time, but package.json lists ${missing.length === 1 ? 'it' : 'them'} ` +
        'outside "dependencies", so a production install (npm ci --omit=dev) would not have ' +
        `${missing.length === 1 ? 'it' : 'them'}. Move ${missing.length === 1 ? 'it' : 'them'} to "dependencies".`,
    );
  }
  mkdirSync(outDir, { recursive: true });
  // The map first: the module names it in its last line.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  copySeedPictures(outDir);
  return { outfile, externalPackages: [...new Set(externalImportsOf(result.metafile).map(packageOf))].sort() };
};

/**
 * The demo's committed pictures (npm run seed:art) go beside the bundle as seed-pictures/, where
 * the seed finds them (seed-pictures.ts), so a production install needs no src/ folder.
 */
const copySeedPictures = (outDir) => {
  const target = join(outDir, 'seed-pictures');
  const temporary = `${target}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  cpSync(join(root, 'src/server/adapters/database/seed/pictures'), temporary, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(temporary, target);
};

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  try {
    const outDirArgument = process.argv.indexOf('--outdir');
    const { outfile } = await buildServer(
      outDirArgument === -1 ? {} : { outDir: resolve(process.argv[outDirArgument + 1]) },
    );
    console.log(`Server built: ${outfile}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

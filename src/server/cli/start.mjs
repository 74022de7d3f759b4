// `npm start`: run the built server (dist/server/main.mjs) in this same process, so signals reach
// its graceful shutdown directly. In a checkout with the build tools installed, the browser app
// and the server are rebuilt first when their sources are newer than the build; a production
// install (npm ci --omit=dev) has no build tools and runs dist/ as it is
// (architecture/build-and-run.md).
import { pathToFileURL } from 'node:url';
import { ensureBuilt, SERVER_BUNDLE } from './ensure-built.mjs';

ensureBuilt();

// Stack traces name the TypeScript files and lines (dist/server/main.mjs.map); must precede the import.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);

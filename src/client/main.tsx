// Inversify reads decorator metadata: it must be loaded before any injectable class.
import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import type { RecoverFromChunkError } from './application/recover-from-chunk-error.use-case';
import { adapterModeFrom } from './di/adapter-mode';
import { createContainer } from './di/container';
import { TOKENS } from './di/tokens';
import { App } from './ui/app/app';
import { createAppRouter } from './ui/app/create-app-router';
import { leaveServerPageHead, takeOverServerHead } from './ui/head/server-head';
import type { AppShellViewModel } from './view-models/app-shell.view-model';

const container = createContainer({
  adapters: adapterModeFrom(window.location.search, import.meta.env.VITE_ADAPTERS),
});

// Vite reports a chunk it could not preload (usually a deploy replaced it); reloading fetches the
// new files. The use case allows one reload per minute, else the error reaches the error page.
const recoverFromChunkError = container.get<RecoverFromChunkError>(TOKENS.RecoverFromChunkError);
window.addEventListener('vite:preloadError', (event) => {
  if (recoverFromChunkError()) event.preventDefault();
});

const router = createAppRouter(container.get<AppShellViewModel>(TOKENS.AppShellViewModel), createBrowserRouter);
// The server's head tags make way for the app's own (ui/head/server-head.ts).
takeOverServerHead(document);
const firstPathname = window.location.pathname;
router.subscribe((state) => leaveServerPageHead(document, firstPathname, state.location.pathname));
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(<App container={container} router={router} />);

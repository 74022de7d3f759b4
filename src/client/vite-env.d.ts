/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'demo' builds the demo: the shop in the browser alone (`npm run demo`, di/demo-adapters.binding.ts). */
  readonly VITE_ADAPTERS?: string;
}

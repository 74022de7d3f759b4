/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'fake' builds the app with in-memory adapters (see di/adapter-mode.ts). */
  readonly VITE_ADAPTERS?: string;
}

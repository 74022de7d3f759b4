/**
 * DI tokens of the browser app: one Symbol per port, configuration value and view-model.
 * View-models and components depend on these, never on the adapters bound to them.
 */
export const TOKENS = {
  // Ports (src/client/application/ports)
  Clock: Symbol('ClockPort'),
  Cookies: Symbol('CookiePort'),
  Storage: Symbol('StoragePort'),
  ShopApi: Symbol('ShopApiPort'),
  Language: Symbol('LanguagePort'),
  PageLocation: Symbol('PageLocationPort'),
  // Use cases
  RecoverFromChunkError: Symbol('RecoverFromChunkError'),
  // Configuration and libraries the UI needs as values
  CityProfiles: Symbol('CityProfiles'),
  I18n: Symbol('i18n'),
  // View-models
  AppShellViewModel: Symbol('AppShellViewModel'),
  AdminSessionViewModel: Symbol('AdminSessionViewModel'),
  AdminLoginViewModel: Symbol('AdminLoginViewModel'),
} as const;

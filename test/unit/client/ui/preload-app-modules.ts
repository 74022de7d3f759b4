import { adminModules, PAGE_MODULES } from '../../../../src/client/ui/routing/page-modules';

/**
 * Loads every module the app imports on demand (the pages, the admin screens and their bindings,
 * the popups) before a whole-app test starts. The first import of a module transforms it, which
 * took 1–3 s on a quiet machine and several times that on a busy one: done inside a test, it
 * raced the test's wait for the page. Loaded here (in `beforeAll`, with the hook's long timeout),
 * the app's own `import()` finds them ready and a test waits only for the app's behaviour.
 */
export const preloadAppModules = async (): Promise<void> => {
  const admin = adminModules(() => Promise.resolve());
  await Promise.all([
    ...Object.values(PAGE_MODULES).map((load) => load()),
    admin.login(),
    admin.layout(),
    admin.section(),
    import('../../../../src/client/di/admin-area.binding'),
    import('../../../../src/client/di/checkout-area.binding'),
    import('../../../../src/client/ui/checkout/order-form'),
    import('../../../../src/client/ui/modals/working-hours-modal'),
    import('../../../../src/client/ui/callback/callback-popup'),
    import('../../../../src/client/ui/modals/city-selection-modal'),
    import('../../../../src/client/ui/checkout/sms-code-modal'),
  ]);
};

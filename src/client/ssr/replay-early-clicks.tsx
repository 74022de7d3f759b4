import { useEffect } from 'react';
import type { HeldClicks } from '../../domain/shop-api/early-clicks.contract';

/**
 * Rendered last in the app: its effect runs once the whole page has been taken over, then stops the
 * head's click recorder and clicks again each button a customer clicked before, and makes again each
 * choice made in a select (architecture/seo.md). Hydrated, they are the very elements hydration kept;
 * rendered afresh, they left with the server's HTML and are skipped. Without a recorder (a page the
 * server did not render) it does nothing.
 */
export const ReplayEarlyClicks = () => {
  useEffect(() => {
    const held = (window as Window & { __earlyClicks?: HeldClicks }).__earlyClicks;
    if (held === undefined || held.done === true) return;
    held.done = true;
    for (const input of held.splice(0)) {
      if (input instanceof HTMLButtonElement) {
        if (input.isConnected && !input.disabled) input.click();
      } else if (input.select.isConnected && !input.select.disabled) {
        // React reads a select's change from the event: the choice is made again and announced.
        input.select.value = input.value;
        input.select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
  }, []);
  return null;
};

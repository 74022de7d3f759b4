import { useEffect } from 'react';
import type { HeldClicks } from '../../domain/shop-api/early-clicks.contract';

/**
 * Rendered last in a hydrated page: its effect runs once the whole page has been taken over, then
 * stops the head's click recorder and clicks again each button a customer clicked before
 * (architecture/seo.md). The buttons are the very elements hydration kept.
 */
export const ReplayEarlyClicks = () => {
  useEffect(() => {
    const held = (window as Window & { __earlyClicks?: HeldClicks }).__earlyClicks;
    if (held === undefined || held.done === true) return;
    held.done = true;
    for (const button of held.splice(0)) if (button.isConnected && !button.disabled) button.click();
  }, []);
  return null;
};

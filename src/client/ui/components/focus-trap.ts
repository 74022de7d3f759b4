import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel keeps Tab inside itself, going round from the last control to the first (and
 * back with Shift+Tab). Call from the panel's onKeyDown; other keys are left alone.
 */
export const keepTabInside = (event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null): void => {
  if (event.key !== 'Tab' || panel === null) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
};

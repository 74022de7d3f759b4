import { useEffect, useRef, useState } from 'react';

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Counts from the last shown value to the new one (the navbar's cart total), easing out
 * over `durationMs`. Ends exactly on the target; jumps straight there where motion is unwelcome.
 */
export const useAnimatedNumber = (target: number, durationMs = 500): number => {
  const [shown, setShown] = useState(target);
  const current = useRef(target);

  useEffect(() => {
    const from = current.current;
    if (from === target) return undefined;
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      current.current = target;
      setShown(target);
      return undefined;
    }
    const startedAt = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      const value = progress >= 1 ? target : from + (target - from) * eased;
      current.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
};

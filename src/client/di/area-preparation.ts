import type { Container } from 'inversify';

/**
 * A part of the app bound into the page's container on first use: `load` downloads its chunk and
 * answers the binding, which runs once, unless `marker` is bound already (a test that bound the
 * part itself is left alone). Later calls find it bound. A failed download (a deploy replaced the
 * chunk, the network dropped) is tried again on the next call.
 */
export const onFirstUse = (
  container: Container,
  marker: symbol,
  load: () => Promise<(container: Container) => void>,
): (() => Promise<void>) => {
  let prepared: Promise<void> | null = null;
  return () => {
    prepared ??= load().then(
      (bind) => {
        if (!container.isBound(marker)) bind(container);
      },
      (error: unknown) => {
        prepared = null;
        throw error;
      },
    );
    return prepared;
  };
};

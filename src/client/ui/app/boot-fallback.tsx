/** Shown for the instant the first page's chunk loads; the dark body is already painted. */
export const BootFallback = () => <div aria-busy="true" />;

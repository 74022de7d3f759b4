/** Dark theme with a yellow accent. Plain values so linaria can inline them at build time. */
export const color = {
  background: '#121212',
  surface: '#1c1c1c',
  surfaceRaised: '#262626',
  border: '#333333',
  text: '#f5f5f5',
  muted: '#b3b3b3',
  accent: '#ffc629',
  accentHover: '#ffd65c',
  onAccent: '#141414',
  danger: '#ff7a7a',
} as const;

export const radius = { small: '8px', large: '16px', pill: '999px' } as const;

export const font = {
  family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Layout breakpoints; below 540px the navigation moves to its own row. */
export const media = {
  phone: '@media (max-width: 539.98px)',
  narrow: '@media (max-width: 642px)',
  tablet: '@media (max-width: 767.98px)',
} as const;

export const layout = { maxWidth: '1200px', gutter: '20px', adminMenuWidth: '250px' } as const;

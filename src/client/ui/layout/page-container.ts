import { css } from '@linaria/core';
import { layout } from '../styles/theme';

/** The centred column every storefront page sits in. */
export const pageContainer = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 32px ${layout.gutter} 56px;
`;

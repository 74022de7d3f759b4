import { css } from '@linaria/core';
import { color, radius } from '../styles/theme';

export const couponInput = css`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font: inherit;
  text-transform: uppercase;
  letter-spacing: 0.06em;

  /* Only the code is upper case: an upper-case hint is cut off beside the button at 375 px. */
  &::placeholder {
    text-transform: none;
    letter-spacing: normal;
  }

  &:focus {
    outline: none;
    border-color: ${color.accent};
  }

  &[readonly] {
    color: ${color.accent};
    border-style: dashed;
  }

  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

export const couponHint = css`
  margin: 6px 0 0 13px;
  font-size: 13px;
  color: ${color.danger};
`;

export const couponLoader = css`
  display: inline-block;
  width: 22px;
  height: 22px;
  margin: 11px 20px;
  border: 3px solid ${color.border};
  border-top-color: ${color.accent};
  border-radius: 50%;
  animation: coupon-spin 0.8s linear infinite;

  @keyframes coupon-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export const linkButton = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${color.muted};
  font: inherit;
  font-size: 13px;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${color.accent};
  }
`;

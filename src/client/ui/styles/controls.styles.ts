import { css } from '@linaria/core';
import { color, radius } from './theme';

/** Buttons and selects share one look across the shop and the admin area. */
export const accentButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 22px;
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.onAccent};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${color.accentHover};
    color: ${color.onAccent};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const outlineButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 22px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    border-color: ${color.accent};
    color: ${color.accent};
  }
`;

export const compactSelect = css`
  min-height: 36px;
  padding: 0 28px 0 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font: inherit;
  font-size: 14px;
  cursor: pointer;
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The round ✕ of the cart sidebar and the modals. */
export const roundCloseButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.text};
  cursor: pointer;

  &:hover {
    border-color: ${color.accent};
    color: ${color.accent};
  }
`;

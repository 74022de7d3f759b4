import { css } from '@linaria/core';
import { color, radius } from '../styles/theme';

/** The order form's own controls: one look for inputs, selects and the field grid. */
export const fieldGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(70px, 1fr));
  gap: 10px;
`;

export const input = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 42px;
  padding: 8px 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font: inherit;

  &:focus {
    border-color: ${color.accent};
    outline: none;
  }

  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  font-size: 14px;
`;

export const errorText = css`
  color: ${color.danger};
  font-size: 13px;
`;

export const hintText = css`
  color: ${color.muted};
  font-size: 13px;
`;

export const segmented = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: 6px;
    font-size: 14px;
  }

  & label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 8px 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    cursor: pointer;
    font-size: 14px;
  }

  & label:has(input:checked) {
    border-color: ${color.accent};
    color: ${color.accent};
  }

  & label:has(input:disabled) {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const checkRow = css`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 10px;
  font-size: 14px;
`;

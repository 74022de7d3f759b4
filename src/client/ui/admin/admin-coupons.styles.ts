import { styled } from '@linaria/react';
import { color, media, radius } from '../styles/theme';

/** The coupon form: labelled fields in a grid that folds to one column on phones, errors under each field. */
export const CouponForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 14px 16px;
  margin: 0 0 24px;
  padding: 16px;
  border: 1px solid ${color.accent};
  border-radius: ${radius.large};
  background: ${color.surface};

  & h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 20px;
  }

  & label,
  & fieldset > legend {
    color: ${color.muted};
    font-size: 14px;
  }

  & fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }

  & [data-field] {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }

  & [data-wide] {
    grid-column: 1 / -1;
  }

  & input:not([type='checkbox']),
  & select {
    box-sizing: border-box;
    width: 100%;
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 16px;
    color-scheme: dark;
  }

  & [aria-invalid='true'] {
    border-color: ${color.danger};
  }

  & small {
    color: ${color.muted};
    font-size: 12px;
  }

  & [data-error] {
    margin: 0;
    color: ${color.danger};
    font-size: 14px;
  }

  & [data-checks] {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    padding-top: 4px;
  }

  & [data-checks] label {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${color.text};
    font-size: 16px;
  }

  & [data-buttons] {
    display: flex;
    flex-wrap: wrap;
    grid-column: 1 / -1;
    gap: 8px;
  }

  ${media.narrow} {
    grid-template-columns: 1fr;
    padding: 12px;
  }
`;

export const GiftBlock = styled.fieldset`
  && {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 8px 0 0;
    padding: 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
  }

  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & li {
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 2px 4px 2px 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surfaceRaised};
  }

  & li button {
    width: 28px;
    height: 28px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${color.muted};
    font: inherit;
    cursor: pointer;
  }
`;

export const CouponFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  margin: 0;

  & dt {
    color: ${color.muted};
  }

  & dd {
    margin: 0;
  }

  & [data-used-up='true'] {
    color: ${color.danger};
    font-weight: 700;
  }
`;

/* new / called / done as one pill of three; the pressed part is the request's status now. */
export const StatusSwitch = styled.div`
  display: flex;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};

  & > button {
    flex: 1;
    min-height: 40px;
    padding: 0 12px;
    border: 0;
    background: transparent;
    color: ${color.muted};
    font: inherit;
    font-size: 14px;
    white-space: nowrap;
    cursor: pointer;
  }

  & > button[aria-pressed='true'] {
    background: ${color.accent};
    color: ${color.onAccent};
    font-weight: 700;
    cursor: default;
  }

  & > button:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

export const NavCount = styled.span`
  display: inline-block;
  min-width: 20px;
  margin-left: 8px;
  padding: 0 6px;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.onAccent};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

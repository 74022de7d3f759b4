import { styled } from '@linaria/react';
import { color, media, radius } from '../styles/theme';

/** The toolbar's buttons, kept on one line together. */
export const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

/** Holds the button that opens the filters on a phone; wider screens always show them and never this button. */
export const FilterToggle = styled.div`
  display: none;

  ${media.phone} {
    display: block;
  }
`;

/** The board's filter row: wraps to one field per line on a phone, folded until opened there. */
export const FilterForm = styled.form`
  display: flex;
  flex: 1 1 100%;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin: 0;

  ${media.phone} {
    &[data-open='false'] {
      display: none;
    }
  }

  & label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    color: ${color.muted};
    font-size: 13px;
  }

  & label[data-wide] {
    flex: 1 1 220px;
  }

  & input,
  & select {
    min-height: 38px;
    box-sizing: border-box;
    padding: 0 10px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    color-scheme: dark;
  }

  & > div {
    display: flex;
    gap: 8px;
  }

  ${media.narrow} {
    & label {
      flex: 1 1 140px;
    }

    & > div {
      flex: 1 1 100%;
    }
  }
`;

/** "Live" or "refreshing every 20 s": staff know whether the list follows by itself. */
export const LiveBadge = styled.span`
  color: ${color.muted};
  font-size: 13px;

  &[data-live='true']::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: 6px;
    border-radius: 50%;
    background: #4cd97b;
  }
`;

export const Older = styled.div`
  display: flex;
  justify-content: center;
  margin: 20px 0;
`;

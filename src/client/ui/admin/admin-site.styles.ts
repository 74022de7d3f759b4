import { styled } from '@linaria/react';
import { color, media, radius } from '../styles/theme';

/*
 * Site management's look: one card per section, inputs wrap onto the next line rather than
 * scrolling sideways, so each section works beside the admin menu on a desktop and full width
 * on a phone. A refused input gets a red edge and its reason right under it.
 */

export const SectionCard = styled.section`
  margin: 0 0 20px;
  padding: 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.surface};

  & > h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }

  & > p {
    margin: 0 0 12px;
    color: ${color.muted};
  }
`;

export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px 16px;
  padding: 8px 0;
  border-bottom: 1px solid ${color.border};

  &:last-of-type {
    border-bottom: 0;
  }

  & > strong {
    flex: 0 0 120px;
    padding-top: 10px;
  }

  ${media.phone} {
    & > strong {
      flex-basis: 100%;
      padding-top: 0;
    }
  }
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  color: ${color.muted};
  font-size: 14px;

  & > input,
  & > textarea {
    min-height: 40px;
    padding: 6px 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 16px;
  }

  & > input[aria-invalid='true'],
  & > textarea[aria-invalid='true'] {
    border-color: ${color.danger};
  }

  & > textarea {
    width: min(520px, 100%);
    min-height: 64px;
  }
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;

  & > input {
    width: 20px;
    height: 20px;
    accent-color: ${color.accent};
  }
`;

export const FieldError = styled.span`
  color: ${color.danger};
  font-size: 14px;
`;

export const SaveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
`;

export const StopBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px 0;
  border-bottom: 1px solid ${color.border};

  &[data-stopped='true'] > label:first-child {
    color: ${color.danger};
    font-weight: 600;
  }
`;

export const Translations = styled.details`
  & > summary {
    min-height: 40px;
    padding: 8px 0;
    color: ${color.accent};
    cursor: pointer;
  }

  & > p {
    margin: 0 0 4px;
    color: ${color.muted};
    font-size: 14px;
  }

  /* A language's title and text side by side, each as wide as the row allows. */
  & label {
    flex: 1 1 240px;
  }
`;

/*
 * A page's title and description in site management: the page's name, then each field full width
 * with its default and length under it, so long texts are read whole on a phone too.
 */
export const HeadTextBlock = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 12px 0;
  border: 0;
  border-bottom: 1px solid ${color.border};
  min-width: 0;

  & > legend {
    float: left;
    width: 100%;
    padding: 0 0 4px;
    font-weight: 700;
  }

  & [data-head-field] {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }

  & label {
    color: ${color.muted};
    font-size: 14px;
  }

  & input,
  & textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 40px;
    padding: 6px 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 16px;
  }

  & textarea {
    min-height: 64px;
    resize: vertical;
  }

  & [aria-invalid='true'] {
    border-color: ${color.danger};
  }

  & small {
    color: ${color.muted};
    font-size: 13px;
    overflow-wrap: anywhere;
  }

  & small[data-advice] {
    color: ${color.accent};
  }
`;

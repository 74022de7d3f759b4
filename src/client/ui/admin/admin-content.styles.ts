import { styled } from '@linaria/react';
import { color, media, radius } from '../styles/theme';

/*
 * The Content screen: the choices (page, language, city) on top, then the editor and its preview
 * side by side on a desktop, one under the other on a phone.
 */

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  margin: 16px 0;

  & > [role='group'] {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }

  & > [role='group'] > span {
    color: ${color.muted};
    font-size: 14px;
  }
`;

export const Editor = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;

  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }

  & [data-field] {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 0 0 12px;
  }

  & label {
    color: ${color.muted};
    font-size: 14px;
  }

  & input,
  & textarea {
    box-sizing: border-box;
    width: 100%;
    padding: 8px 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 16px;
  }

  & textarea {
    min-height: 360px;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 15px;
    line-height: 1.5;
    resize: vertical;
  }

  & [aria-invalid='true'] {
    border-color: ${color.danger};
  }

  & small {
    color: ${color.muted};
    font-size: 13px;
  }

  & [data-error] {
    margin: 0;
    color: ${color.danger};
    font-size: 14px;
  }
`;

export const PreviewPanel = styled.section`
  min-height: 200px;
  padding: 0 16px 8px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.background};

  & > h2 {
    margin: 12px 0 4px;
    color: ${color.muted};
    font-size: 14px;
    font-weight: 600;
    text-transform: uppercase;
  }

  & > h3 {
    margin: 8px 0 0;
    font-size: 26px;
  }
`;

export const Note = styled.p`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-left: 4px solid ${color.accent};
  border-radius: ${radius.small};
  background: ${color.surface};
  color: ${color.text};
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  grid-column: 1 / -1;
`;

import { styled } from '@linaria/react';
import { color, media, radius } from '../styles/theme';

/*
 * The Accounts and change-log screens: blocks of forms and cards that wrap instead of scrolling
 * sideways, so they read the same beside the admin menu on a desktop and full width on a phone.
 */

export const Block = styled.section`
  margin: 0 0 28px;

  & > h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px 16px;
  padding: 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
  background: ${color.surface};

  & > button {
    margin-top: 22px;
  }

  ${media.narrow} {
    & > button {
      width: 100%;
      margin-top: 0;
    }
  }
`;

export const Field = styled.div`
  display: flex;
  flex: 1 1 220px;
  flex-direction: column;
  gap: 4px;
  max-width: 320px;

  & > label {
    color: ${color.muted};
    font-size: 14px;
  }

  & > input {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 16px;
  }

  & > input[aria-invalid='true'] {
    border-color: ${color.danger};
  }

  & > small {
    color: ${color.muted};
    font-size: 12px;
  }

  ${media.narrow} {
    max-width: none;
  }
`;

export const FieldProblem = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: 14px;
`;

export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const AccountCard = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 20px;
  padding: 12px 16px;
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.accent};
  border-radius: ${radius.small};
  background: ${color.surface};

  &[data-active='false'] {
    border-left-color: ${color.danger};
  }

  & h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 17px;
    overflow-wrap: anywhere;
  }

  & > div:first-child {
    flex: 1 1 240px;
    min-width: 0;
  }

  & dl {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 16px;
    margin: 4px 0 0;
    color: ${color.muted};
    font-size: 14px;
  }

  & dl > div {
    display: flex;
    gap: 4px;
  }

  & dd {
    margin: 0;
    color: ${color.text};
  }
`;

export const Tag = styled.span`
  padding: 2px 10px;
  border-radius: ${radius.pill};
  background: rgba(255, 198, 41, 0.14);
  color: ${color.accent};
  font-size: 13px;
  font-weight: 600;

  &[data-tone='danger'] {
    background: rgba(255, 122, 122, 0.14);
    color: ${color.danger};
  }

  &[data-tone='muted'] {
    background: ${color.surfaceRaised};
    color: ${color.muted};
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  & button {
    min-height: 40px;
    padding: 0 16px;
  }

  ${media.narrow} {
    flex-basis: 100%;

    & button {
      flex: 1 1 auto;
    }
  }
`;

export const Inline = styled.div`
  display: flex;
  flex-basis: 100%;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px dashed ${color.border};
  border-radius: ${radius.small};

  & > p {
    margin: 0;
  }
`;

export const Entry = styled.article`
  display: grid;
  grid-template-columns: 150px 1fr;
  gap: 4px 16px;
  padding: 12px 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
  background: ${color.surface};
  font-size: 15px;

  & > time {
    grid-row: span 3;
    color: ${color.muted};
  }

  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  & .change {
    color: ${color.muted};
    font-size: 14px;
  }

  & ins {
    color: ${color.text};
    text-decoration: none;
  }

  ${media.narrow} {
    grid-template-columns: 1fr;

    & > time {
      grid-row: auto;
    }
  }
`;

export const SelectField = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  color: ${color.muted};
  font-size: 14px;

  & > select {
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 16px;
  }
`;

/* The polite live region for successes: always present (so it is announced), taking no room while empty. */
export const Notice = styled.p`
  margin: 0 0 12px;
  color: ${color.accent};

  &:empty {
    margin: 0;
  }
`;

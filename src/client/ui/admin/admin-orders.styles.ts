import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { color, radius } from '../styles/theme';

/** The orders screen's look: dark cards, one per order, with the status as a coloured badge. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 16px 0;
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  & > button {
    min-height: 36px;
    padding: 0 16px;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    cursor: pointer;
  }

  & > button[aria-pressed='true'] {
    border-color: ${color.accent};
    background: ${color.accent};
    color: ${color.onAccent};
    font-weight: 700;
  }
`;

export const Message = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 0 0 16px;
  padding: 10px 14px;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
  background: ${color.surfaceRaised};

  &[data-tone='danger'] {
    border-color: ${color.danger};
    color: ${color.danger};
  }

  & > button {
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

export const OrderList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  height: 100%;
  box-sizing: border-box;
  padding: 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.surface};

  & h2 {
    margin: 0;
    font-size: 18px;
  }

  & p {
    margin: 0;
  }

  & a[href^='tel:'] {
    color: ${color.accent};
  }
`;

export const CardHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 12px;

  & time {
    color: ${color.muted};
    font-size: 14px;
  }
`;

/* Work still to do stands out; finished and cancelled orders fade back. */
export const Badge = styled.span`
  margin-left: auto;
  padding: 2px 10px;
  border-radius: ${radius.pill};
  background: ${color.surfaceRaised};
  font-size: 13px;
  font-weight: 700;

  &[data-status='new'] {
    background: ${color.accent};
    color: ${color.onAccent};
  }

  &[data-status='accepted'],
  &[data-status='cooking'],
  &[data-status='delivering'] {
    border: 1px solid ${color.accent};
    color: ${color.accent};
  }

  &[data-status='completed'] {
    color: ${color.muted};
  }

  &[data-status='cancelled'] {
    color: ${color.danger};
  }
`;

export const Warning = styled.p`
  padding: 6px 10px;
  border-radius: ${radius.small};
  background: rgba(255, 122, 122, 0.12);
  color: ${color.danger};
  font-weight: 700;
`;

export const Muted = styled.p`
  color: ${color.muted};
  font-size: 14px;
`;

export const Lines = styled.ul`
  margin: 0;
  padding: 8px 0;
  border-top: 1px solid ${color.border};
  border-bottom: 1px solid ${color.border};
  list-style: none;

  & > li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 2px 0;
  }

  & small {
    display: block;
    color: ${color.muted};
  }
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 12px;
  margin: 0;

  & dt {
    color: ${color.muted};
  }

  & dd {
    margin: 0;
    text-align: right;
  }

  & [data-total='toPay'] {
    color: ${color.text};
    font-weight: 700;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: auto;
  padding-top: 6px;
`;

/* Doubled class: wins over outlineButton's colours whatever order the stylesheets load in. */
export const dangerButton = css`
  && {
    border-color: ${color.danger};
    color: ${color.danger};
  }

  &&:hover {
    background: rgba(255, 122, 122, 0.12);
  }
`;

/** The ticket link sits after the workflow's buttons, on the right. */
export const ticketLink = css`
  margin-left: auto;
  text-decoration: none;
`;

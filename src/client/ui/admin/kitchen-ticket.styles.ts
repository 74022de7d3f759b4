import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { color, radius } from '../styles/theme';

/**
 * On paper only the ticket is printed: the admin menu, the page title and the buttons stay on
 * screen. Black on white at the width of an 80 mm receipt printer.
 */
export const printOnlyTicket = css`
  @media print {
    :global() {
      @page {
        size: 80mm auto;
        margin: 4mm;
      }

      html,
      body {
        background: #fff !important;
        color: #000 !important;
      }

      aside,
      nav,
      h1,
      header[role='banner'] {
        display: none !important;
      }

      main {
        margin: 0 !important;
        padding: 0 !important;
      }
    }
  }
`;

export const TicketTools = styled.div`
  margin: 16px 0;

  @media print {
    display: none;
  }
`;

export const Ticket = styled.article`
  max-width: 380px;
  padding: 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: #fff;
  color: #000;
  font-family: 'Courier New', monospace;
  font-size: 15px;
  line-height: 1.4;

  & header {
    padding-bottom: 8px;
    border-bottom: 1px dashed #000;
  }

  & h2 {
    margin: 0;
    font-size: 26px;
    letter-spacing: 0.05em;
  }

  & p {
    margin: 6px 0;
  }

  & [data-total='toPay'] {
    padding-top: 8px;
    border-top: 1px dashed #000;
    font-size: 17px;
  }

  @media print {
    max-width: none;
    padding: 0;
    border: 0;
    border-radius: 0;
    font-size: 12pt;
  }
`;

export const TicketLines = styled.ul`
  margin: 8px 0;
  padding: 0 0 8px;
  border-bottom: 1px dashed #000;
  list-style: none;
  font-size: 17px;

  & > li {
    padding: 3px 0;
  }

  & ul {
    margin: 0;
    padding-left: 28px;
    list-style: none;
    font-size: 14px;
  }
`;

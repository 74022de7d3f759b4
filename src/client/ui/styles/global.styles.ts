import { css } from '@linaria/core';
import { color, font } from './theme';

/** Page-wide defaults. Only the :global() rules matter; the class itself is never applied. */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html {
      color-scheme: dark;
      -webkit-text-size-adjust: 100%;
    }

    body {
      margin: 0;
      min-height: 100vh;
      background: ${color.background};
      color: ${color.text};
      font-family: ${font.family};
      font-size: 16px;
      line-height: 1.5;
    }

    a {
      color: ${color.accent};
    }

    a:hover {
      color: ${color.accentHover};
    }

    :focus-visible {
      outline: 2px solid ${color.accent};
      outline-offset: 2px;
    }

    h1,
    h2,
    h3 {
      line-height: 1.2;
      margin: 0 0 0.5em;
    }

    #root {
      min-height: 100vh;
      display: flex;
      flex-direction: column;
    }
  }
`;

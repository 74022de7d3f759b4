import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { color, media } from '../styles/theme';

const Article = styled.article`
  max-width: 760px;

  & h1 {
    font-size: 36px;
    /* One long word ('Підтвердження') must wrap, not push the page sideways on a narrow phone. */
    overflow-wrap: break-word;
    hyphens: auto;
  }

  ${media.phone} {
    & h1 {
      font-size: 28px;
    }
  }

  & p {
    color: ${color.muted};
    font-size: 17px;
  }
`;

/** The frame of the information pages: one heading and readable text. */
export const TextPage = ({ title, children }: { title: string; children: ReactNode }) => (
  <Article aria-labelledby="page-title">
    <h1 id="page-title">{title}</h1>
    {children}
  </Article>
);

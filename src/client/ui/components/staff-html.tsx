import { styled } from '@linaria/react';
import { color, radius } from '../styles/theme';

const Prose = styled.div`
  color: ${color.muted};
  font-size: 17px;
  line-height: 1.55;
  overflow-wrap: break-word;

  & h2,
  & h3,
  & h4 {
    margin: 28px 0 8px;
    color: ${color.text};
    line-height: 1.25;
  }

  & h2 {
    font-size: 24px;
  }

  & h3 {
    font-size: 20px;
  }

  & h4 {
    font-size: 17px;
  }

  & ul,
  & ol {
    padding-left: 24px;
  }

  & li + li {
    margin-top: 4px;
  }

  & a {
    color: ${color.accent};
  }

  & strong {
    color: ${color.text};
  }

  & blockquote {
    margin: 16px 0;
    padding: 4px 16px;
    border-left: 4px solid ${color.accent};
  }

  & code,
  & pre {
    border-radius: ${radius.small};
    background: ${color.surface};
  }

  & pre {
    overflow-x: auto;
    padding: 12px;
  }

  & hr {
    border: 0;
    border-top: 1px solid ${color.border};
  }

  & table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }

  & th,
  & td {
    padding: 6px 12px;
    border: 1px solid ${color.border};
    text-align: left;
  }
`;

/**
 * Staff's Markdown as the server rendered and sanitized it (architecture/admin-content.md): the
 * server's allow-list is what makes inserting it safe, so only its answers may come here.
 */
export const StaffHtml = ({ html }: { html: string }) => <Prose dangerouslySetInnerHTML={{ __html: html }} />;

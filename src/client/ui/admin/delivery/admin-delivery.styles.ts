import { styled } from '@linaria/react';
import { color, media, radius } from '../../styles/theme';

/*
 * The Delivery section's look: one panel per part (pickup points, payment methods, zones, address
 * check, localities), stacked; fields wrap into a grid that becomes one column on a phone.
 */

export const Panel = styled.section`
  margin: 0 0 24px;
  padding: 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.surface};

  & > h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }

  ${media.phone} {
    padding: 12px;
  }
`;

export const Hint = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
  font-size: 14px;
  /* File formats are long unbroken words (name_uk,name_en,...): they wrap rather than widen a phone's page. */
  overflow-wrap: anywhere;
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 12px;

  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 14px;

  & > label {
    color: ${color.muted};
  }

  & input,
  & select {
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 16px;
  }

  & input[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

export const FieldProblem = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: 14px;
`;

export const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;

  /* A city has hundreds of streets: their list scrolls in place instead of making the page endless. */
  &[data-scroll='true'] {
    max-height: 480px;
    overflow-y: auto;
  }
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  padding: 10px 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
  background: ${color.surfaceRaised};

  &[data-selected='true'] {
    border-color: ${color.accent};
  }

  &[data-closed='true'] {
    opacity: 0.7;
  }

  & > div:first-child {
    display: flex;
    flex: 1 1 220px;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  & small {
    color: ${color.muted};
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;

  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }

  & > * {
    min-width: 0;
  }
`;

export const MapBox = styled.div`
  display: flex;
  height: 360px;
  margin: 0 0 12px;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
  background: ${color.background};

  ${media.phone} {
    height: 260px;
  }
`;

export const Swatch = styled.span`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: 6px;
  border-radius: 3px;
  vertical-align: middle;
`;

export const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  cursor: pointer;

  & > input {
    width: 20px;
    height: 20px;
    accent-color: ${color.accent};
  }
`;

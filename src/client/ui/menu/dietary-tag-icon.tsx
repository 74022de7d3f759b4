import type { DietaryTag } from '../../../domain/menu/dietary-tags';

/*
 * Small line drawings for the dietary labels, drawn here rather than taken from emoji: emoji fonts
 * differ between devices and some have none (the label would show a box). Decorative: the word
 * beside each icon is what is read.
 */
const SHAPES: Readonly<Record<DietaryTag, string>> = {
  // an ear of wheat
  gluten:
    'M8 15V6 M8 6c-2-1-2.5-3-2-4.5C7.5 2 8 3.5 8 6c0-2.5.5-4 2-4.5.5 1.5 0 3.5-2 4.5 M8 9c-2 0-3-1.5-3.5-3M8 9c2 0 3-1.5 3.5-3M8 12c-2 0-3-1.5-3.5-3M8 12c2 0 3-1.5 3.5-3',
  // a drop of milk
  lactose: 'M8 1.5C6 5 4 7.5 4 10a4 4 0 0 0 8 0c0-2.5-2-5-4-8.5z',
  // a fish
  fish: 'M1.5 8c2-3 5.5-4 8.5-2.5L14.5 3v10L10 10.5C7 12 3.5 11 1.5 8z M5 7.5h.01',
  // a nut
  nuts: 'M8 2c3 0 5 2.5 5 5.5S11 14 8 14 3 10.5 3 7.5 5 2 8 2z M3.5 6.5h9 M8 2v-.5',
  // a chilli pepper
  spicy:
    'M11.5 2.5c.5 1 0 2-1 2.5C12 6 12 8.5 10 11s-5 3.5-8 3c3-1.5 4.5-3.5 5-6 .5-2 1.5-3 3.5-3 M10.5 5c0-1.5.5-2.5 1-2.5',
  // a carrot
  vegetarian: 'M3 13l6.5-6.5a2 2 0 0 0-3-3L3 13z M9.5 6.5L13 3 M10 3.5l1-2 M12.5 6l2-1',
  // a sprout
  vegan: 'M8 15V8 M8 8C8 4.5 5.5 3 2 3c0 3.5 2.5 5 6 5z M8 10c0-3 2-4.5 6-4.5 0 3-2 4.5-6 4.5z',
};

export const DietaryTagIcon = ({ tag }: { tag: DietaryTag }) => (
  <svg
    aria-hidden="true"
    focusable="false"
    width="14"
    height="14"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.4"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={SHAPES[tag]} />
  </svg>
);

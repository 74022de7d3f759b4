import type { DialogConfig } from '../dialog.view-model';

/** The alcohol questions' option values: choose-pre-order, order_without_alcohol, cancel; yes, no. */
export const ALCOHOL_ANSWERS = {
  preOrder: 'choose-pre-order',
  withoutAlcohol: 'order_without_alcohol',
  cancel: 'cancel',
} as const;
export const AGE_ANSWERS = { yes: 'yes', no: 'no' } as const;

/** Outside 12:00–21:30 and not a pre-order: alcohol cannot come now. */
export const ALCOHOL_QUESTION: DialogConfig = {
  title: 'checkout:alcohol.title',
  text: 'checkout:alcohol.text',
  options: [
    { value: ALCOHOL_ANSWERS.preOrder, label: 'checkout:alcohol.choosePreOrder', primary: true },
    { value: ALCOHOL_ANSWERS.withoutAlcohol, label: 'checkout:alcohol.withoutAlcohol' },
    { value: ALCOHOL_ANSWERS.cancel, label: 'checkout:alcohol.cancel' },
  ],
};

export const AGE_QUESTION: DialogConfig = {
  title: 'checkout:age.title',
  text: 'checkout:age.text',
  params: { age: 18 },
  options: [
    { value: AGE_ANSWERS.yes, label: 'checkout:age.yes', primary: true },
    { value: AGE_ANSWERS.no, label: 'checkout:age.no' },
  ],
};

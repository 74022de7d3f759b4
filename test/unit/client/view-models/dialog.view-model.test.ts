import { describe, expect, it } from 'vitest';
import { DialogViewModel, type DialogConfig } from '../../../../src/client/view-models/dialog.view-model';

const alcoholQuestion: DialogConfig = {
  title: 'checkout:alcohol.title',
  text: 'checkout:alcohol.text',
  params: { from: '12:00' },
  options: [
    { value: 'choose-pre-order', label: 'checkout:alcohol.preOrder', primary: true },
    { value: 'order_without_alcohol', label: 'checkout:alcohol.without' },
    { value: 'cancel', label: 'frame:dialog.cancel' },
  ],
};

describe('DialogViewModel', () => {
  it('is closed with no question at first', () => {
    const vm = new DialogViewModel();
    expect(vm.isOpen).toBe(false);
    expect(vm.config).toBeNull();
  });

  it('opens with the config and resolves the pending answer with the chosen value', async () => {
    const vm = new DialogViewModel();
    const answer = vm.ask(alcoholQuestion);
    expect(vm.isOpen).toBe(true);
    expect(vm.config).toBe(alcoholQuestion);
    vm.answer('order_without_alcohol');
    expect(await answer).toBe('order_without_alcohol');
    expect(vm.isOpen).toBe(false);
    expect(vm.config).toBeNull();
  });

  it('answers null when dismissed', async () => {
    const vm = new DialogViewModel();
    const answer = vm.ask(alcoholQuestion);
    vm.dismiss();
    expect(await answer).toBeNull();
    expect(vm.isOpen).toBe(false);
  });

  it('ignores a value the question did not offer', async () => {
    const vm = new DialogViewModel();
    const answer = vm.ask(alcoholQuestion);
    vm.answer('yes');
    expect(vm.isOpen).toBe(true);
    vm.answer('cancel');
    expect(await answer).toBe('cancel');
  });

  it('a new question answers the unanswered one with null', async () => {
    const vm = new DialogViewModel();
    const first = vm.ask(alcoholQuestion);
    const age: DialogConfig = {
      title: 'checkout:age.title',
      text: 'checkout:age.text',
      options: [
        { value: 'yes', label: 'frame:dialog.yes', primary: true },
        { value: 'no', label: 'frame:dialog.no' },
      ],
    };
    const second = vm.ask(age);
    expect(await first).toBeNull();
    expect(vm.config).toBe(age);
    vm.answer('yes');
    expect(await second).toBe('yes');
  });

  it('answering twice resolves once', async () => {
    const vm = new DialogViewModel();
    const answer = vm.ask(alcoholQuestion);
    vm.answer('cancel');
    vm.answer('choose-pre-order');
    vm.dismiss();
    expect(await answer).toBe('cancel');
  });
});

import { describe, expect, it } from 'vitest';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { CallbackViewModel } from '../../../../src/client/view-models/callback.view-model';
import { citiesOn, settle, shellAt } from '../support/frame-fixtures';

const popupAt = (pathname = '/') => {
  const api = new InMemorySiteApi();
  const { shell } = shellAt(pathname);
  const vm = new CallbackViewModel(api, shell, citiesOn(api));
  return { vm, api };
};

const fill = (vm: CallbackViewModel, phone = '0671234567', name = 'Олена') => {
  vm.edit('name', name);
  vm.edit('phone', phone);
};

describe('CallbackViewModel', () => {
  it('opens empty and masks the phone as it is typed', () => {
    const { vm } = popupAt();
    vm.open();
    expect(vm.isOpen).toBe(true);
    expect(vm.status).toBe('pending');
    expect(vm.form).toEqual({ name: '', phone: '', comment: '' });
    vm.edit('phone', '067');
    expect(vm.form.phone).toBe('+38 (067');
    vm.edit('phone', '+380671234567');
    expect(vm.form.phone).toBe('+38 (067) 123 45 67');
    expect(vm.phonePlaceholder).toBe('+38 (0##) ### ## ##');
  });

  it('enables send only with a complete 19-character phone and a name', () => {
    const { vm } = popupAt();
    vm.open();
    expect(vm.canSend).toBe(false);
    vm.edit('name', 'Олена');
    vm.edit('phone', '067123456');
    expect(vm.form.phone).toHaveLength(18);
    expect(vm.canSend).toBe(false);
    vm.edit('phone', '0671234567');
    expect(vm.form.phone).toHaveLength(19);
    expect(vm.canSend).toBe(true);
    vm.edit('name', '   ');
    expect(vm.canSend).toBe(false);
  });

  it('sends name, phone, comment and the city, is pending meanwhile, then thanks', async () => {
    const { vm, api } = popupAt('/kyiv/about/');
    vm.open();
    fill(vm);
    vm.edit('comment', ' about a party order ');
    api.hold();
    const sent = vm.send();
    expect(vm.isSending).toBe(true);
    expect(vm.canSend).toBe(false);
    // Fields are locked while the request travels.
    vm.edit('name', 'Інша');
    expect(vm.form.name).toBe('Олена');
    api.release();
    expect(await sent).toBe(true);
    expect(api.callbacks).toEqual([
      { name: 'Олена', phone: '+38 (067) 123 45 67', comment: 'about a party order', cityId: 2 },
    ]);
    expect(vm.status).toBe('success');
    expect(vm.form).toEqual({ name: '', phone: '', comment: '' });
  });

  it('does not send twice while a request is on its way', async () => {
    const { vm, api } = popupAt();
    fill(vm);
    api.hold();
    const first = vm.send();
    expect(await vm.send()).toBe(false);
    api.release();
    await first;
    expect(api.callbacks).toHaveLength(1);
  });

  it('shows the error under the button and keeps the form for a retry', async () => {
    const { vm, api } = popupAt();
    vm.open();
    fill(vm);
    api.fail('sendCallback');
    expect(await vm.send()).toBe(false);
    expect(vm.status).toBe('error');
    expect(vm.form.phone).toBe('+38 (067) 123 45 67');
    expect(vm.canSend).toBe(true);

    api.recover('sendCallback');
    expect(await vm.send()).toBe(true);
    expect(vm.status).toBe('success');
  });

  it('closing resets the popup and clears the form, whatever its state', async () => {
    const { vm, api } = popupAt();
    vm.open();
    fill(vm);
    api.fail('sendCallback');
    await vm.send();
    vm.close();
    expect(vm.isOpen).toBe(false);
    expect(vm.status).toBe('pending');
    expect(vm.form).toEqual({ name: '', phone: '', comment: '' });
  });

  it('ignores the answer of a request whose popup was closed and reopened meanwhile', async () => {
    const { vm, api } = popupAt();
    vm.open();
    fill(vm);
    api.hold();
    const sent = vm.send();
    vm.close();
    vm.open();
    vm.edit('name', 'Новий');
    api.release();
    await sent;
    expect(vm.status).toBe('pending');
    expect(vm.form.name).toBe('Новий');
  });

  it('offers the city phone as the alternative, from the server once it answers', async () => {
    const api = new InMemorySiteApi({
      cities: [
        {
          id: 1,
          slug: 'lviv',
          name: { uk: 'Львів', en: 'Lviv', ru: 'Львов' },
          region: '',
          phone: '+38 (032) 111 22 33',
          sushiEnabled: true,
          center: [0, 0],
        },
      ],
    });
    const { shell } = shellAt('/');
    const vm = new CallbackViewModel(api, shell, citiesOn(api));
    expect(vm.cityPhone).toBe('+38 (032) 229 59 29');
    vm.open();
    await settle();
    expect(vm.cityPhone).toBe('+38 (032) 111 22 33');
    expect(vm.cityPhoneHref).toBe('tel:+380321112233');
  });
});

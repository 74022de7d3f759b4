import { describe, expect, it } from 'vitest';
import { ManualTimerAdapter } from '../support/doubles/manual-timer.adapter';
import {
  NavigationProgressViewModel,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
} from '../../../../src/client/view-models/navigation-progress.view-model';

const bar = () => {
  const timer = new ManualTimerAdapter();
  return { vm: new NavigationProgressViewModel(timer), timer };
};

describe('NavigationProgressViewModel', () => {
  it('uses the product values: 200 ms throttle, 5 s duration', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(PROGRESS_DURATION_MS).toBe(5_000);
  });

  it('never shows for a navigation that ends within 200 ms', () => {
    const { vm, timer } = bar();
    vm.started();
    timer.advance(199);
    expect(vm.isVisible).toBe(false);
    vm.finished();
    timer.advance(1_000);
    expect(vm.isVisible).toBe(false);
    expect(timer.pending).toBe(0);
  });

  it('shows after 200 ms, fills and fades when the navigation ends', () => {
    const { vm, timer } = bar();
    vm.started();
    timer.advance(200);
    expect(vm.phase).toBe('running');
    vm.finished();
    expect(vm.phase).toBe('finishing');
    timer.advance(300);
    expect(vm.phase).toBe('hidden');
  });

  it('a second navigation during the fade keeps the bar running', () => {
    const { vm, timer } = bar();
    vm.started();
    timer.advance(250);
    vm.finished();
    vm.started();
    expect(vm.phase).toBe('running');
    timer.advance(1_000);
    expect(vm.phase).toBe('running');
    vm.finished();
    timer.advance(300);
    expect(vm.phase).toBe('hidden');
  });

  it('repeated start or finish signals change nothing', () => {
    const { vm, timer } = bar();
    vm.finished();
    vm.started();
    vm.started();
    expect(timer.pending).toBe(1);
    timer.advance(200);
    expect(vm.phase).toBe('running');
  });

  it('dispose cancels what is pending', () => {
    const { vm, timer } = bar();
    vm.started();
    vm.dispose();
    expect(timer.pending).toBe(0);
    timer.advance(500);
    expect(vm.isVisible).toBe(false);
  });
});

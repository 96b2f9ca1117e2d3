import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * Fake timers for the rest of the test that still follow the real clock (msw, `waitFor` and the app go on as
 * before), so that `saltar` can prove nothing more happens without waiting for it.
 */
export function relojFalso(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/**
 * Moves the fake clock `ms` ahead at once: every timer due by then runs (a debounced save, a retry), with what it
 * starts (promises, the fake API's replies), inside act. Assert after it that nothing more happened.
 */
export async function saltar(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

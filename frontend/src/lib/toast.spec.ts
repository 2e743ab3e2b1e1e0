import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '@/config/constants';
import { dismissToast, toast, useToasts } from './toast';

describe('toast store (spec section 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps only the newest toast', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
      toast({ title: 'Third', variant: 'destructive' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Third', variant: 'destructive', open: true });
  });

  it('removes a dismissed toast from state after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Profile updated' });
    });

    act(() => dismissToast());
    expect(result.current).toEqual([
      expect.objectContaining({ title: 'Profile updated', open: false }),
    ]);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toHaveLength(0);
  });
});

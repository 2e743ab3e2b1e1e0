import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { getVisibleToasts, renderWithProviders } from '@/testing/test-utils';

/**
 * The toaster loads after the first screen (app/provider.tsx): wait for its region. Its
 * chunk is transformed on first import, which takes seconds on a busy machine.
 */
const toasterLoaded = () =>
  screen.findByRole('region', { name: /notifications/i, hidden: true }, { timeout: 15_000 });

describe('toasts (spec sections 8, 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at most one toast: a new one replaces the previous', async () => {
    renderWithProviders(<main />);
    await toasterLoaded();

    act(() => {
      toast({ title: 'Success!', description: 'Dog added successfully!' });
    });
    act(() => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete dog' });
    });

    // The toaster's first mount sets its viewport in state; the toast is portalled there once
    // that render lands, which a loaded machine may leave for after this act.
    await waitFor(() => expect(getVisibleToasts()).toHaveLength(1));
    const toasts = getVisibleToasts();
    expect(toasts[0]).toHaveTextContent('Failed to delete dog');
    expect(toasts[0]).toHaveAttribute('data-variant', 'destructive');
    expect(screen.queryByText('Dog added successfully!')).not.toBeInTheDocument();
  });

  it('closes a toast after 5000 ms', async () => {
    renderWithProviders(<main />);
    await toasterLoaded();
    vi.useFakeTimers();

    act(() => {
      toast({
        title: 'Profile updated',
        description: 'Your profile has been successfully updated.',
      });
    });
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(getVisibleToasts()).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(getVisibleToasts()).toHaveLength(0);
  });

  it('can be dismissed with its close button', async () => {
    const { user } = renderWithProviders(<main />);
    await toasterLoaded();
    act(() => {
      toast({ title: 'Welcome back!', description: "You've been logged in successfully." });
    });

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(getVisibleToasts()).toHaveLength(0);
  });
});

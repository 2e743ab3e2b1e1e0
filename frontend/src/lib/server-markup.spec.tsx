import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the server first screen kept while the app loads', () => {
  it('shows the markup the page arrived with on that page, and the fallback on any other', async () => {
    document.body.innerHTML =
      '<div id="root"><main><h1 class="text-3xl">Sign In to PackMeet</h1></main></div>';
    window.history.replaceState(null, '', '/login');
    // The module reads #root when it loads, as it does before the app's first render.
    vi.resetModules();
    const { ServerMarkup } = await import('./server-markup');
    document.body.innerHTML = '';

    const { rerender } = render(<ServerMarkup fallback={<p>Loading...</p>} />);
    expect(screen.getByRole('heading', { name: 'Sign In to PackMeet' })).toHaveClass('text-3xl');
    expect(screen.queryByText('Loading...')).toBeNull();

    window.history.replaceState(null, '', '/register');
    rerender(<ServerMarkup fallback={<p>Loading...</p>} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('falls back when the page arrived with an empty #root', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    const { ServerMarkup } = await import('./server-markup');
    render(<ServerMarkup fallback={<p>Loading...</p>} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});

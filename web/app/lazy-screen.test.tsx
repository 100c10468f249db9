import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyAfterPaint } from './lazy-screen';

function Cards({ name }: { name: string }) {
  return <p>cards for {name}</p>;
}

describe('lazyAfterPaint', () => {
  it('draws the placeholder first and fetches the rest only after that paint, then draws it in its place', async () => {
    let fetched = 0;
    const Rest = lazyAfterPaint(
      async () => {
        fetched += 1;
        return { Cards };
      },
      (m) => m.Cards,
    );
    render(<Rest name="ada" placeholder={<h1>Welcome</h1>} />);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    // Nothing is fetched while the placeholder has not been painted.
    expect(fetched).toBe(0);
    expect(await screen.findByText('cards for ada')).toBeInTheDocument();
    expect(fetched).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it('draws the rest at once when its code has already come', async () => {
    const Rest = lazyAfterPaint(
      async () => ({ Cards }),
      (m) => m.Cards,
    );
    await act(() => Rest.preload());
    expect(Rest.isLoaded()).toBe(true);
    render(<Rest name="bo" placeholder={<h1>Welcome</h1>} />);
    expect(screen.getByText('cards for bo')).toBeInTheDocument();
  });
});

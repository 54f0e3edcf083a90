import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeaturesSection } from './features-section';

const config = (onModel: boolean) =>
  vi.fn(async () => new Response(JSON.stringify({ google: false, onModel, catalogueSeconds: 15 })));

describe('the landing page features', () => {
  it('promises models only when the running engine makes a person, outside any query client', async () => {
    vi.stubGlobal('fetch', config(true));
    render(<FeaturesSection />);
    expect(await screen.findByRole('heading', { name: 'Multiple models' })).toBeInTheDocument();
  });

  it('shows product shots on the studio engine', async () => {
    const fetch = config(false);
    vi.stubGlobal('fetch', fetch);
    render(<FeaturesSection />);
    expect(screen.getByRole('heading', { name: 'Product shots' })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth-config'));
    expect(screen.queryByRole('heading', { name: 'Multiple models' })).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadZipLink } from './download-zip-link';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

describe('the catalogue zip link (decision 240)', () => {
  it('asks for the JPEGs by default and the PNG originals when told', () => {
    const catalogue = { id: 'cat-1', imageCount: 5 };
    render(
      <>
        <DownloadZipLink catalogue={catalogue}>Download All</DownloadZipLink>
        <DownloadZipLink catalogue={catalogue} format="png">
          PNG originals
        </DownloadZipLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Download All' })).toHaveAttribute(
      'href',
      '/api/catalogues/cat-1/zip',
    );
    expect(screen.getByRole('link', { name: 'PNG originals' })).toHaveAttribute(
      'href',
      '/api/catalogues/cat-1/zip?format=png',
    );
  });

  it('says there is nothing to download for an empty catalogue', async () => {
    render(
      <DownloadZipLink catalogue={{ id: 'cat-2', imageCount: 0 }} format="png">
        PNG originals
      </DownloadZipLink>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'PNG originals' }));
    expect(toast.error).toHaveBeenCalledWith('No Images', {
      description: "This catalogue doesn't have any images to download.",
    });
  });
});

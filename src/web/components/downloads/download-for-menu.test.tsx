import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { DownloadForMenu } from './download-for-menu';

const STUDIO_FRONT_ONLY = [
  'front',
  'ghost-mannequin',
  'on-a-hanger',
  'styled-flat-lay',
  'fabric-detail',
];

async function download(label: string, shotIds?: string[]) {
  const user = userEvent.setup();
  render(
    <>
      <DownloadForMenu urlFor={(id) => `#${id}`} shotIds={shotIds} />
      <Toaster />
    </>,
  );
  await user.click(screen.getByRole('button', { name: /Download for/ }));
  await user.click(screen.getByRole('menuitem', { name: label }));
}

describe('Download for…', () => {
  it('tells the seller which views Myntra asks for that the catalogue lacks', async () => {
    await download('Myntra', STUDIO_FRONT_ONLY);
    expect(
      await screen.findByText(
        /this catalogue has no side and back view\. Make the catalogue again/,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing more for a marketplace without view rules', async () => {
    await download('Amazon', STUDIO_FRONT_ONLY);
    expect(
      await screen.findByText(
        'Your images for Amazon are being prepared and will download as a zip.',
      ),
    ).toBeInTheDocument();
  });
});

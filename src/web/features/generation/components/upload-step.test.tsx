import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { usePhotoPreviews } from '../hooks/use-photo-previews';
import { UploadStep } from './upload-step';

/** Step 1 as the dashboard wires it (create-catalogue-flow.tsx): the slots and their previews. */
function Step() {
  const previews = usePhotoPreviews();
  return (
    <>
      <UploadStep
        photos={previews.photos}
        showExtraViews={previews.showExtraViews}
        onShowExtraViewsChange={previews.setExtraViews}
        onSelect={(view, file) => void previews.select(view, file)}
        onRemove={previews.remove}
      />
      <Toaster />
    </>
  );
}

const photo = (name: string, type: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });

// The OS picker's 'All files' lets any file through `accept`, as dropping does.
const setup = () => userEvent.setup({ applyAccept: false });

describe('the photo slots of step 1', () => {
  it('shows the chosen front photo with its name and size, then removes it', async () => {
    const user = setup();
    render(<Step />);
    expect(screen.getByText('PNG, JPG up to 10MB')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Front photo'), photo('kurta.jpg', 'image/jpeg'));

    expect(screen.getByRole('img', { name: 'Front photo preview' })).toBeInTheDocument();
    expect(screen.getByText('kurta.jpg')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();

    // 'Remove front photo' in a browser: jsdom drops the space that starts the sr-only part.
    await user.click(screen.getByRole('button', { name: /^Remove ?front photo$/ }));

    expect(screen.queryByRole('img', { name: 'Front photo preview' })).not.toBeInTheDocument();
    expect(screen.queryByText('kurta.jpg')).not.toBeInTheDocument();
    expect(screen.getByText('PNG, JPG up to 10MB')).toBeInTheDocument();
  });

  it('takes an iPhone HEIC photo, and its picker offers HEIC files', async () => {
    const user = setup();
    render(<Step />);
    const input = screen.getByLabelText('Front photo');
    expect(input.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['image/*', 'image/heic', 'image/heif', '.heic', '.heif']),
    );

    await user.upload(input, photo('IMG_0001.HEIC', 'image/heic'));

    expect(screen.getByText('IMG_0001.HEIC')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the photo when another is chosen', async () => {
    const user = setup();
    render(<Step />);
    const input = screen.getByLabelText('Front photo');
    await user.upload(input, photo('first.jpg', 'image/jpeg'));
    await user.upload(screen.getByLabelText('Front photo'), photo('second.png', 'image/png'));

    expect(screen.getByText('second.png')).toBeInTheDocument();
    expect(screen.queryByText('first.jpg')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a file that is not an image',
      photo('size-chart.pdf', 'application/pdf'),
      'That file is not a photo we can read. Please upload a JPG, PNG, WebP, AVIF or HEIC image.',
    ],
    [
      'an SVG drawing',
      photo('logo.svg', 'image/svg+xml'),
      'SVG drawings are not accepted. Please upload a photo (JPG, PNG, WebP, AVIF or HEIC).',
    ],
    [
      'a photo over 10 MB',
      photo('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1),
      'Each photo must be 10 MB or smaller.',
    ],
  ])('refuses %s with its message and keeps the slot empty', async (_, file, message) => {
    const user = setup();
    render(<Step />);

    await user.upload(screen.getByLabelText('Front photo'), file);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Front photo preview' })).not.toBeInTheDocument();
    expect(screen.queryByText(file.name)).not.toBeInTheDocument();
  });

  it('takes a dropped photo, and refuses a dropped PDF', async () => {
    render(<Step />);
    const target = screen.getByText('PNG, JPG up to 10MB').closest('label')!;

    fireEvent.drop(target, { dataTransfer: { files: [photo('notes.pdf', 'application/pdf')] } });
    expect(
      await screen.findByText(
        'That file is not a photo we can read. Please upload a JPG, PNG, WebP, AVIF or HEIC image.',
      ),
    ).toBeInTheDocument();

    fireEvent.drop(target, { dataTransfer: { files: [photo('dropped.webp', 'image/webp')] } });
    expect(screen.getByRole('img', { name: 'Front photo preview' })).toBeInTheDocument();
    expect(screen.getByText('dropped.webp')).toBeInTheDocument();
  });

  it('shows the back and side slots behind the switch; hiding them removes their photos', async () => {
    const user = setup();
    render(<Step />);
    expect(screen.queryByLabelText('Back photo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Add back and side views' }));
    await user.upload(screen.getByLabelText('Back photo'), photo('back.jpg', 'image/jpeg'));
    expect(screen.getByRole('img', { name: 'Back photo preview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Side photo')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Add back and side views' }));
    expect(screen.queryByLabelText('Back photo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Add back and side views' }));
    expect(screen.queryByRole('img', { name: 'Back photo preview' })).not.toBeInTheDocument();
    expect(screen.queryByText('back.jpg')).not.toBeInTheDocument();
  });
});

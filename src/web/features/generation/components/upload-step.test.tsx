import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { STYLING_NOTE_MAX } from '@core/garments';
import { garmentTypeStorageKey, useGarmentChoice } from '../hooks/use-garment-choice';
import { usePhotoPreviews } from '../hooks/use-photo-previews';
import { UploadStep } from './upload-step';

/** Step 1 as the dashboard wires it (create-catalogue-flow.tsx): the slots and their previews. */
function Step({
  userId = 'seller-1',
  sessionPending = false,
}: {
  userId?: string;
  /** The session has not answered yet: no user id. */
  sessionPending?: boolean;
}) {
  const previews = usePhotoPreviews();
  const garment = useGarmentChoice(sessionPending ? undefined : userId);
  return (
    <>
      <UploadStep
        garment={{
          type: garment.type,
          onTypeChange: garment.pickType,
          stylingNote: garment.stylingNote,
          onStylingNoteChange: garment.setStylingNote,
        }}
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

  it('offers the camera beside the gallery on every slot, named for its slot', async () => {
    const user = setup();
    render(<Step />);
    await user.click(screen.getByRole('switch', { name: 'Add back, side and Detail views' }));
    for (const view of ['front', 'back', 'side', 'detail']) {
      const camera = screen.getByLabelText(`Take a photo of the ${view}`);
      expect(camera).toHaveAttribute('type', 'file');
      expect(camera).toHaveAttribute('capture', 'environment');
      expect(camera).toHaveAttribute('accept', 'image/*');
      // The gallery picker is still there, with no capture, so the seller may pick either.
      const gallery = screen.getByLabelText(`${view[0]!.toUpperCase()}${view.slice(1)} photo`);
      expect(gallery).not.toHaveAttribute('capture');
    }

    await user.upload(
      screen.getByLabelText('Take a photo of the front'),
      photo('cam.jpg', 'image/jpeg'),
    );
    expect(screen.getByRole('img', { name: 'Front photo preview' })).toBeInTheDocument();
    expect(screen.getByText('cam.jpg')).toBeInTheDocument();
    // Once a photo is there, the camera can retake it.
    await user.upload(
      screen.getByLabelText('Take a photo of the front'),
      photo('again.jpg', 'image/jpeg'),
    );
    expect(screen.getByText('again.jpg')).toBeInTheDocument();
  });

  it('shows the back and side slots behind the switch; hiding them removes their photos', async () => {
    const user = setup();
    render(<Step />);
    expect(screen.queryByLabelText('Back photo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Add back, side and Detail views' }));
    await user.upload(screen.getByLabelText('Back photo'), photo('back.jpg', 'image/jpeg'));
    expect(screen.getByRole('img', { name: 'Back photo preview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Side photo')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Add back, side and Detail views' }));
    expect(screen.queryByLabelText('Back photo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Add back, side and Detail views' }));
    expect(screen.queryByRole('img', { name: 'Back photo preview' })).not.toBeInTheDocument();
    expect(screen.queryByText('back.jpg')).not.toBeInTheDocument();
  });
});

describe('the garment type and styling note of step 1', () => {
  beforeEach(() => window.localStorage.clear());

  it("starts at 'Other', grouped by how the studio treats each type", () => {
    render(<Step />);
    const select = screen.getByRole('combobox', { name: 'Garment type' });
    expect(select).toHaveValue('other');
    expect(screen.getByRole('option', { name: 'Other', selected: true })).toBeInTheDocument();

    const drapes = screen.getByRole('group', { name: 'Sarees and drapes' });
    expect(
      within(drapes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Saree', 'Dupatta / stole']);
    expect(screen.getByRole('group', { name: 'Tops and upper wear' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Lehengas and sets' })).toBeInTheDocument();
  });

  it("remembers the seller's last choice in this browser, per user", async () => {
    const user = setup();
    const first = render(<Step userId="seller-1" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Garment type' }), 'Saree');
    expect(screen.getByRole('combobox', { name: 'Garment type' })).toHaveValue('saree');
    first.unmount();

    // The next visit starts at Saree.
    const second = render(<Step userId="seller-1" />);
    expect(screen.getByRole('combobox', { name: 'Garment type' })).toHaveValue('saree');
    second.unmount();

    // Another account on the same browser keeps its own choice.
    render(<Step userId="seller-2" />);
    expect(screen.getByRole('combobox', { name: 'Garment type' })).toHaveValue('other');
  });

  it('keeps a type picked before the session has answered for the seller it turns out to be', async () => {
    // The dashboard built for a signed-in seller draws before the session (decision 213).
    window.localStorage.setItem(garmentTypeStorageKey('seller-1'), 'kurta-set');
    const user = setup();
    const page = render(<Step sessionPending />);
    const type = () => screen.getByRole('combobox', { name: 'Garment type' });
    expect(type()).toHaveValue('other');
    await user.selectOptions(type(), 'Saree');

    page.rerender(<Step userId="seller-1" />);
    expect(type()).toHaveValue('saree');
    expect(window.localStorage.getItem(garmentTypeStorageKey('seller-1'))).toBe('saree');
  });

  it('shows the remembered type once the seller is known, if none was picked before', () => {
    window.localStorage.setItem(garmentTypeStorageKey('seller-1'), 'kurta-set');
    const page = render(<Step sessionPending />);
    expect(screen.getByRole('combobox', { name: 'Garment type' })).toHaveValue('other');
    page.rerender(<Step userId="seller-1" />);
    expect(screen.getByRole('combobox', { name: 'Garment type' })).toHaveValue('kurta-set');
  });

  it('ignores a stored value that is not a garment type', () => {
    window.localStorage.setItem(garmentTypeStorageKey('seller-1'), 'spacesuit');
    render(<Step />);
    expect(screen.getByRole('combobox', { name: 'Garment type' })).toHaveValue('other');
  });

  it(`takes a styling note of at most ${STYLING_NOTE_MAX} characters, with a counter`, async () => {
    const user = setup();
    render(<Step />);
    const note = screen.getByRole('textbox', { name: 'Styling note (optional)' });
    expect(note).toHaveAttribute('placeholder', 'e.g. with white sneakers, pallu pleated');
    expect(note).toHaveAttribute('maxLength', String(STYLING_NOTE_MAX));
    expect(screen.getByText(`0/${STYLING_NOTE_MAX}`)).toBeInTheDocument();

    await user.type(note, 'pallu pleated');
    expect(note).toHaveValue('pallu pleated');
    expect(screen.getByText(`13/${STYLING_NOTE_MAX}`)).toBeInTheDocument();
  });

  it('shows the Detail slot with the back and side ones, with what it is for', async () => {
    const user = setup();
    render(<Step />);
    expect(screen.queryByLabelText('Detail photo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Add back, side and Detail views' }));
    const detail = screen.getByLabelText('Detail photo');
    expect(detail).toHaveAccessibleDescription(
      /close-up of the print, embroidery, border or pallu/,
    );
    await user.upload(detail, photo('pallu.jpg', 'image/jpeg'));
    expect(screen.getByRole('img', { name: 'Detail photo preview' })).toBeInTheDocument();

    // Hiding the extra views removes the detail photo with them.
    await user.click(screen.getByRole('switch', { name: 'Add back, side and Detail views' }));
    await user.click(screen.getByRole('switch', { name: 'Add back, side and Detail views' }));
    expect(screen.queryByRole('img', { name: 'Detail photo preview' })).not.toBeInTheDocument();
  });
});

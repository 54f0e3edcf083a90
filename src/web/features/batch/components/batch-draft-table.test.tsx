import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manifestProblemText } from '@core/batch-manifest';
import { readPickedFiles } from '../read-dropped-files';
import { draftProblems, useBatchDraft } from '../use-batch-draft';
import { BatchDraftTable } from './batch-draft-table';
import { BatchDropZone } from './batch-drop-zone';

const BACKGROUNDS = [
  { id: 'clean-white-studio', name: 'Clean White Studio' },
  { id: 'marble-loft', name: 'Marble Loft' },
];
const MODELS = [{ id: 'model-asha', name: 'Asha' }];

/** The batch page's draft as features/batch/components/new-batch.tsx wires it: pick, read, group, fix. */
function Draft() {
  const draft = useBatchDraft();
  const [reading, setReading] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const onFiles = async (files: File[]) => {
    setReading(true);
    const read = await readPickedFiles(files);
    draft.addPhotos(read.photos);
    draft.applyManifest(read.manifest);
    setProblems((current) => [...current, ...read.manifestProblems.map(manifestProblemText)]);
    setReading(false);
  };
  return (
    <>
      <BatchDropZone onFiles={(files) => void onFiles(files)} reading={reading} />
      <BatchDraftTable
        draft={draft}
        problems={draftProblems(draft.products).perProduct}
        backgrounds={BACKGROUNDS}
        models={MODELS}
      />
      {problems.length > 0 && <p role="alert">{problems.join(' ')}</p>}
    </>
  );
}

/** A file whose first bytes say JPEG, as the reader checks. */
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(0)])], name, {
    type: 'image/jpeg',
  });

/** Picks files with 'Choose photos or a zip' and waits until each photo shows in the table. */
async function pick(user: ReturnType<typeof userEvent.setup>, ...files: File[]) {
  await user.upload(screen.getByLabelText('Photos or zip files'), files);
  const photos = files.filter((file) => file.type === 'image/jpeg');
  await waitFor(() => {
    for (const photo of photos) expect(screen.getByText(photo.name)).toBeInTheDocument();
  });
}

const products = () =>
  within(screen.getByRole('list', { name: 'Products' })).queryAllByRole('listitem');

beforeEach(() => {
  // jsdom decodes no images; the reader's decode check is the browser's, not the draft's.
  vi.stubGlobal('createImageBitmap', async () => ({ close: () => {} }));
});

describe('the batch draft', () => {
  it('groups picked photos into products by SKU and view', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    expect(products()).toHaveLength(0);

    await pick(user, jpeg('KURTA-01_front.jpg'), jpeg('KURTA-01_back.jpg'), jpeg('SAREE-7.jpg'));

    expect(products()).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Name of product 1' })).toHaveValue('KURTA-01');
    expect(screen.getByRole('textbox', { name: 'Name of product 2' })).toHaveValue('SAREE-7');
    expect(screen.getByRole('img', { name: 'KURTA-01, front photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'KURTA-01, back photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'SAREE-7, front photo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds later photos to the product of the same name; a second front is its own product', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    await pick(user, jpeg('KURTA-01.jpg'));
    await pick(user, jpeg('kurta-01_side.jpg'), jpeg('KURTA-01_front.jpg'));

    expect(products()).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'KURTA-01, side photo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of product 2' })).toHaveValue('KURTA-01 (2)');
  });

  it('leaves out a file that is not a photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    await pick(
      user,
      new File(['size chart'], 'size-chart.txt', { type: 'text/plain' }),
      jpeg('SAREE-7.jpg'),
    );

    expect(products()).toHaveLength(1);
    expect(screen.queryByText('size-chart.txt')).not.toBeInTheDocument();
  });

  it('says what is wrong with a name as the seller types it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    await pick(user, jpeg('KURTA-01.jpg'), jpeg('SAREE-7.jpg'));
    const name = screen.getByRole('textbox', { name: 'Name of product 2' });

    await user.clear(name);
    expect(screen.getByRole('alert')).toHaveTextContent('Give this product a name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'kurta-01');
    expect(screen.getByRole('alert')).toHaveTextContent('Another product is named kurta-01.');

    await user.clear(name);
    await user.type(name, 'SAREE/7');
    expect(screen.getByRole('alert')).toHaveTextContent('A product name cannot contain / or \\.');

    await user.clear(name);
    await user.type(name, 'SAREE-8');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove SAREE-8' })).toBeInTheDocument();
  });

  it('changes a photo to another view, and asks for a front photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    await pick(user, jpeg('SAREE-7.jpg'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'View of SAREE-7.jpg' }), 'Back');

    expect(screen.getByRole('img', { name: 'SAREE-7, back photo' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Needs a front photo.');
  });

  it('moves a photo to another product, or to a new one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    await pick(user, jpeg('KURTA-01_front.jpg'), jpeg('KURTA-01_back.jpg'), jpeg('SAREE-7.jpg'));

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Move KURTA-01_back.jpg to' }),
      'To SAREE-7',
    );
    expect(screen.getByRole('img', { name: 'SAREE-7, back photo' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'KURTA-01, back photo' })).not.toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Move KURTA-01_back.jpg to' }),
      'To a new product',
    );
    expect(products()).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Name of product 3' })).toHaveValue(
      'KURTA-01 (new)',
    );
    expect(screen.getByRole('img', { name: 'KURTA-01 (new), front photo' })).toBeInTheDocument();
  });

  it('swaps photos when the moved one lands on a view already filled', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    await pick(user, jpeg('KURTA-01.jpg'), jpeg('KURTA-01_back.jpg'), jpeg('SAREE-7.jpg'));
    await pick(user, jpeg('SAREE-7_back.jpg'));

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Move KURTA-01_back.jpg to' }),
      'To SAREE-7',
    );

    const [kurta, saree] = products();
    expect(within(kurta!).getByText('SAREE-7_back.jpg')).toBeInTheDocument();
    expect(within(saree!).getByText('KURTA-01_back.jpg')).toBeInTheDocument();
  });

  it("keeps a product's own background and model", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    await pick(user, jpeg('KURTA-01.jpg'));
    const background = screen.getByRole('combobox', { name: 'Background of KURTA-01' });
    const model = screen.getByRole('combobox', { name: 'Model of KURTA-01' });
    expect(background).toHaveDisplayValue('Background: same as all');
    expect(model).toHaveDisplayValue('Model: same as all');

    await user.selectOptions(background, 'Marble Loft');
    await user.selectOptions(model, 'Asha');

    expect(background).toHaveDisplayValue('Marble Loft');
    expect(model).toHaveDisplayValue('Asha');
  });

  it('removes a product with its photos', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    await pick(user, jpeg('KURTA-01.jpg'), jpeg('SAREE-7.jpg'));

    await user.click(screen.getByRole('button', { name: 'Remove SAREE-7' }));

    expect(products()).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'SAREE-7, front photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of product 1' })).toHaveValue('KURTA-01');
  });

  it('recognises a detail photo by its name and shows it as the Detail view', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    await pick(user, jpeg('SAREE-3_front.jpg'), jpeg('SAREE-3_closeup.jpg'));
    expect(products()).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'SAREE-3, detail photo' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'View of SAREE-3_closeup.jpg' })).toHaveValue(
      'detail',
    );
  });

  it('gives products their garment type from a manifest, before or after their photos', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    const csv = new File(
      [
        'sku,garment_type,styling_note\nSAREE-3,Saree,pallu pleated\nKURTA-4,kurta,\nTOGA-1,toga,\n',
      ],
      'products.csv',
      { type: 'text/csv' },
    );
    await pick(user, jpeg('SAREE-3.jpg'));
    await user.upload(screen.getByLabelText('Photos or zip files'), [csv]);
    await pick(user, jpeg('KURTA-4.jpg'), jpeg('TEE-5.jpg'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Garment type of SAREE-3' })).toHaveValue(
        'saree',
      ),
    );
    expect(screen.getByText('Styling: pallu pleated')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Garment type of KURTA-4' })).toHaveValue('kurta');
    expect(screen.getByRole('combobox', { name: 'Garment type of TEE-5' })).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'products.csv, row 4 (TOGA-1): “toga” is not a garment type. Use one of:',
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Garment type of TEE-5' }),
      'T-shirt',
    );
    expect(screen.getByRole('combobox', { name: 'Garment type of TEE-5' })).toHaveValue('t-shirt');
  });
});

describe("a photo's menus", () => {
  it('show their options in full, not cut to the thumbnail width', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Draft />);
    await pick(user, jpeg('KURTA-01_front.jpg'), jpeg('SAREE-7.jpg'));

    const move = screen.getByRole('combobox', { name: 'Move KURTA-01_front.jpg to' });
    const view = screen.getByRole('combobox', { name: 'View of KURTA-01_front.jpg' });
    expect(within(move).getByRole('option', { name: 'This product' })).toBeInTheDocument();
    expect(within(move).getByRole('option', { name: 'To SAREE-7' })).toBeInTheDocument();
    expect(within(move).getByRole('option', { name: 'To a new product' })).toBeInTheDocument();
    for (const menu of [move, view]) {
      expect(menu).not.toHaveClass('truncate');
      expect(menu).toHaveClass('w-full', 'max-w-full');
      // The cell grows with its widest menu instead of holding it to the 7rem thumbnail.
      const cell = menu.closest('figure');
      expect(cell).toHaveClass('w-fit', 'max-w-full');
      expect(cell).not.toHaveClass('w-28');
    }
  });
});

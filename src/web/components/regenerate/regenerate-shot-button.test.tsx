import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RegenerateShotButton } from './regenerate-shot-button';

function renderButton(remaining: number) {
  const onClick = vi.fn();
  render(
    <MemoryRouter>
      <RegenerateShotButton
        pose="Standing Front"
        busy={false}
        onClick={onClick}
        imagesLeft={remaining}
      />
    </MemoryRouter>,
  );
  return onClick;
}

describe('Regenerate', () => {
  it('shows its cost and asks before spending an image', async () => {
    const user = userEvent.setup();
    const onClick = renderButton(2);
    const button = screen.getByRole('button', { name: 'Regenerate Standing Front' });
    expect(button).toHaveAccessibleDescription('Uses 1 image');

    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', { name: 'Regenerate Standing Front?' });
    expect(dialog).toHaveTextContent('uses 1 image of your plan (2 left this month)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClick).not.toHaveBeenCalled();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Regenerate (uses 1 image)' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled with the reason and a way to upgrade when no image is left', () => {
    renderButton(0);
    const button = screen.getByRole('button', { name: 'Regenerate Standing Front' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('No images left this month.');
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});

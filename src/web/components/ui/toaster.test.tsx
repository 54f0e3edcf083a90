import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('keeps toasts off the top navigation', async () => {
    render(<Toaster />);
    toast.info('Image Generated');
    await screen.findByText('Image Generated');
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
  });
});

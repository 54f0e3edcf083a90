import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('on a phone, keeps toasts off the bottom buttons and under the top bar', async () => {
    render(<Toaster />);
    toast.info('Image Generated');
    await screen.findByText('Image Generated');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list!.style.getPropertyValue('--mobile-offset-top')).toBe('72px');
  });
});

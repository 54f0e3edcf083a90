import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BatchPriceChoice } from './batch-price-choice';

describe('BatchPriceChoice', () => {
  it('offers Economy with its wait and price where the engine has a batch mode', () => {
    const onChange = vi.fn();
    render(<BatchPriceChoice value="standard" onChange={onChange} economyAvailable />);
    expect(
      screen.getByText('Usually within 24 hours (a target, not a promise) · half an image a shot'),
    ).toBeTruthy();
    const economy = screen.getByRole('radio', { name: /Economy/ });
    expect((economy as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(economy);
    expect(onChange).toHaveBeenCalledWith('economy');
  });

  it('shows Economy disabled, with the reason, on an engine without one', () => {
    render(<BatchPriceChoice value="standard" onChange={() => {}} economyAvailable={false} />);
    const economy = screen.getByRole('radio', { name: /Economy/ });
    expect((economy as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText('Not available: the image service in use has no batch mode.'),
    ).toBeTruthy();
  });
});

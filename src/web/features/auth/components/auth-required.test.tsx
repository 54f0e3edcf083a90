import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthRequired } from './auth-required';

describe('the signed-out dashboard', () => {
  it("offers the spec's 'Sign In to Continue'", () => {
    render(
      <MemoryRouter>
        <AuthRequired />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sign In to Continue' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });
});

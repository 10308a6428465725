// @vitest-environment jsdom
// src/ui/CompanyMark.tsx, the supplier's logo in the buyer's header and on the login card. Cases: a logo shows as a
// picture named by the company; no logo (an empty string, as a supplier created without one answers) shows the
// company's name as text, never a picture; a logo that fails to load falls back to the name.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CompanyMark } from '../../src/ui/CompanyMark';

afterEach(cleanup);

describe('CompanyMark', () => {
  it('shows the logo named by the company', () => {
    render(<CompanyMark logo="/media/logo.svg" name="Sunny Toys" width={133} height={40} />);
    expect(screen.getByRole('img', { name: 'Sunny Toys' }).getAttribute('src')).toBe('/media/logo.svg');
  });

  it.each(['', '  ', undefined])('shows the name as text when the logo is %j', (logo) => {
    const { container } = render(<CompanyMark logo={logo} name="Sunny Toys" width={133} height={40} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Sunny Toys')).toBeTruthy();
  });

  it('falls back to the name when the logo cannot be loaded', () => {
    const { container } = render(<CompanyMark logo="/media/gone.png" name="Sunny Toys" width={133} height={40} />);
    fireEvent.error(screen.getByRole('img', { name: 'Sunny Toys' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Sunny Toys')).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader';

describe('Loader', () => {
  it('announces the archive text by default', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Consulting the Forbidden Archives');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('titles the page with the code and the title', () => {
    render(
      <ErrorPage code={503} title="Page Maintenace">
        This page is temporary disabled while our engineers are actively working on it.
      </ErrorPage>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('503 | Page Maintenace');
  });
});

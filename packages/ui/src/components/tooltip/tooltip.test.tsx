import '../../../test/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('appears on keyboard focus, describes its trigger and hides on Escape', async () => {
    render(
      <Tooltip content="Backers get a badge and bonus nodes">
        <button type="button">Backer</button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Backers get a badge and bonus nodes');
    expect(screen.getByRole('button', { name: 'Backer' })).toHaveAccessibleDescription(
      'Backers get a badge and bonus nodes',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('switches panels with the arrow keys and reports the choice when controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs value="1" onValueChange={onValueChange} orientation="vertical">
        <TabsList aria-label="Friends views">
          <TabsTrigger value="1" count={3}>
            Pending Friends
          </TabsTrigger>
          <TabsTrigger value="2" count={10}>
            Friends
          </TabsTrigger>
        </TabsList>
        <TabsContent value="1">Pending list</TabsContent>
        <TabsContent value="2">Friends list</TabsContent>
      </Tabs>,
    );
    const pending = screen.getByRole('tab', { name: 'Pending Friends 3' });
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pending list');

    await user.click(pending);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Friends 10' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('2');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

const counter = () => screen.getByText(/remaining$/);

describe('TextArea', () => {
  it('formats the remaining characters with grouping', () => {
    render(<TextArea label="About me" maxLength={1500} />);
    expect(counter()).toHaveTextContent('1,500 characters remaining');
  });

  it('counts down while typing and says "character" for one', async () => {
    render(<TextArea label="Comment" maxLength={5} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'abcd');
    expect(counter()).toHaveTextContent('1 character remaining');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'e');
    expect(counter()).toHaveTextContent('0 characters remaining');
  });

  it('switches to the warning colour exactly when warnAt characters are used', () => {
    render(<TextArea label="Comment" maxLength={300} warnAt={280} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });

    fireEvent.change(box, { target: { value: 'x'.repeat(279) } });
    expect(counter()).toHaveTextContent('21 characters remaining');
    expect(counter()).not.toHaveAttribute('data-warning');

    fireEvent.change(box, { target: { value: 'x'.repeat(280) } });
    expect(counter()).toHaveTextContent('20 characters remaining');
    expect(counter()).toHaveAttribute('data-warning');
  });

  it('follows a controlled value and describes the box with the counter', () => {
    render(<TextArea label="Comment" maxLength={300} value={'y'.repeat(10)} onChange={() => {}} />);
    expect(counter()).toHaveTextContent('290 characters remaining');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      '290 characters remaining',
    );
  });

  it('does not accept more than maxLength characters', async () => {
    render(<TextArea label="Comment" maxLength={3} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'abcdef');
    expect(box).toHaveValue('abc');
  });

  it('counts with the given function instead of the browser', () => {
    const codePoints = (text: string) => [...text].length;
    render(
      <TextArea
        label="About"
        maxLength={5}
        count={codePoints}
        value={'😀'.repeat(3)}
        onChange={() => {}}
      />,
    );
    expect(counter()).toHaveTextContent('2 characters remaining');
    // The browser's maxLength would count the 6 UTF-16 units.
    expect(screen.getByRole('textbox', { name: 'About' })).not.toHaveAttribute('maxlength');
  });

  it('clips a paste at the limit as the given function counts, never inside an emoji', () => {
    const codePoints = (text: string) => [...text].length;
    render(<TextArea label="About" maxLength={3} count={codePoints} />);
    const box = screen.getByRole('textbox', { name: 'About' });
    fireEvent.change(box, { target: { value: '😀😀😀😀' } });
    expect(box).toHaveValue('😀😀😀');
    expect(counter()).toHaveTextContent('0 characters remaining');
  });
});

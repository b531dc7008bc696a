import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and describes it with the hint', () => {
    render(<TextField label="Username" hint="3 to 20 characters" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('3 to 20 characters');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and announces the error instead of the hint', () => {
    render(<TextField label="Email" hint="We never share it" error="Email is invalid" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is invalid');
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();
  });

  it('forwards ref and change events like a native input (react-hook-form register)', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Username" name="username" ref={ref} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'nova');
    expect(ref.current?.value).toBe('nova');
    expect(ref.current?.name).toBe('username');
  });

  it('clips typed text at maxLength as the given function counts it', () => {
    const codePoints = (text: string) => [...text].length;
    const seen: string[] = [];
    render(
      <TextField
        label="Title"
        maxLength={2}
        count={codePoints}
        onChange={(event) => seen.push(event.target.value)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).not.toHaveAttribute('maxlength');
    fireEvent.change(input, { target: { value: '😀😀😀' } });
    expect(input).toHaveValue('😀😀');
    expect(seen).toEqual(['😀😀']);
  });

  it('leaves maxLength to the browser without a count', () => {
    render(<TextField label="Title" maxLength={4} />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('maxlength', '4');
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormOnIntent, type DeferredFormProps, type StandInProps } from './form-on-intent';
import { deferredLoader } from '../testing/deferred-loader';

const sent = vi.fn();

/** Stands in for a react-hook-form form: an uncontrolled field that starts from what was typed. */
function RealForm({ typed }: DeferredFormProps) {
  return (
    <form
      aria-label="real"
      onSubmit={(event) => {
        event.preventDefault();
        sent(new FormData(event.currentTarget).get('note'));
      }}
    >
      <label>
        Note <input name="note" defaultValue={typed.note ?? ''} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

function StandIn({ onSubmit, failed }: StandInProps) {
  const [note, setNote] = useState('');
  return (
    <form aria-label="stand-in" onSubmit={onSubmit}>
      <label>
        Note <input name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      {failed && <p role="alert">Try again later.</p>}
      <button type="submit">Send</button>
    </form>
  );
}

const renderForm = (load: () => Promise<typeof RealForm>) =>
  render(<FormOnIntent load={load} props={{}} standIn={(props) => <StandIn {...props} />} />);

describe('FormOnIntent', () => {
  it('hands what was typed, the focus and the caret to the real form when its code is in', async () => {
    const user = userEvent.setup();
    const chunk = deferredLoader(RealForm);
    renderForm(chunk.load);
    expect(chunk.load).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Hello world');
    const standInField = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    standInField.setSelectionRange(5, 5);
    expect(chunk.load).toHaveBeenCalledOnce();
    await chunk.arrive();

    expect(screen.getByRole('form', { name: 'real' })).toBeInTheDocument();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    expect(field).not.toBe(standInField);
    expect(field).toHaveValue('Hello world');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([5, 5]);
    await user.keyboard(',');
    expect(field).toHaveValue('Hello, world');
  });

  it('sends a submit made before the code was in once it is', async () => {
    const user = userEvent.setup();
    const chunk = deferredLoader(RealForm);
    sent.mockClear();
    renderForm(chunk.load);

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Ship it{Enter}');
    expect(sent).not.toHaveBeenCalled();
    await chunk.arrive();

    expect(sent).toHaveBeenCalledExactlyOnceWith('Ship it');
  });

  it('waits for a press on the stand-in to end: the press still makes its click', async () => {
    const user = userEvent.setup();
    const chunk = deferredLoader(RealForm);
    sent.mockClear();
    renderForm(chunk.load);

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Ship it');
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.pointerDown(send);
    await chunk.arrive();
    // Swapped now, the button under the press would be gone before it ends.
    expect(screen.getByRole('form', { name: 'stand-in' })).toContainElement(send);

    fireEvent.pointerUp(send);
    fireEvent.click(send);
    await waitFor(() => expect(sent).toHaveBeenCalledExactlyOnceWith('Ship it'));
    expect(screen.getByRole('form', { name: 'real' })).toBeInTheDocument();
  });

  it('says a failed load for a submit, keeps the text and tries again at the next submit', async () => {
    const user = userEvent.setup();
    const chunk = deferredLoader(RealForm);
    sent.mockClear();
    renderForm(chunk.load);

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Ship it');
    await chunk.fail();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await chunk.fail();

    expect(screen.getByRole('alert')).toHaveTextContent('Try again later.');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Ship it');
    expect(sent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await chunk.arrive();
    expect(chunk.load).toHaveBeenCalledTimes(3);
    expect(sent).toHaveBeenCalledExactlyOnceWith('Ship it');
  });
});

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { onFirstInteraction } from '../lib/first-interaction';
import { WARM_UP_EVENTS, loadOnce, loadedValue, type Loader } from '../lib/load-on-intent';

/** What a deferred form starts from: the text typed into its stand-in, by field name. */
export interface DeferredFormProps {
  typed: Readonly<Record<string, string>>;
}

export interface StandInProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's code could not be loaded for a submit: say so, keep what was typed. */
  failed: boolean;
}

export interface FormOnIntentProps<P> {
  /** The form's module, e.g. `() => import('./x').then((m) => m.X)`, declared at module level. */
  load: Loader<ComponentType<P & DeferredFormProps>>;
  /** The form's own props. */
  props: P;
  /** The form before its code is in: the same markup with plain fields. */
  standIn: (props: StandInProps) => ReactNode;
}

interface Handover {
  /** The focused control, by its place among the form's controls (the markup is the same). */
  focus?: { index: number; start: number | null; end: number | null };
  submit: boolean;
}

const CONTROLS = 'input:not([type=hidden]), textarea, select, button, [tabindex]';

function focusedControl(form: HTMLFormElement): Handover['focus'] {
  const active = document.activeElement;
  const index = [...form.querySelectorAll(CONTROLS)].findIndex((control) => control === active);
  if (index < 0) return;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  return {
    index,
    start: text ? active.selectionStart : null,
    end: text ? active.selectionEnd : null,
  };
}

/**
 * A form whose code (react-hook-form and the form's own logic: about 15 KB gzip) is not part of
 * the page's first load. It loads at the visitor's first press, key, touch or focus anywhere on
 * the page. Until it is in, a stand-in with the same markup takes the typing; the real form then
 * starts from what was typed, with the same field focused and the caret where it was, and a
 * submit made before it was in is made again.
 */
export function FormOnIntent<P extends object>({ load, props, standIn }: FormOnIntentProps<P>) {
  const [Form, setForm] = useState(() => loadedValue(load));
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover | null>(null);
  const resubmit = useRef(false);

  const fetchForm = (submit: boolean) => {
    loadOnce(load).then(
      (form) => {
        const standInForm = holder.current?.querySelector('form');
        if (!standInForm) return;
        handover.current = {
          focus: focusedControl(standInForm),
          submit: submit || (handover.current?.submit ?? false),
        };
        const values: Record<string, string> = {};
        for (const [name, value] of new FormData(standInForm)) {
          if (typeof value === 'string') values[name] = value;
        }
        setTyped(values);
        setForm(() => form);
      },
      () => submit && setFailed(true),
    );
  };

  useEffect(() => {
    if (Form) return;
    // A failed load here is tried again by the submit that needs it.
    return onFirstInteraction(WARM_UP_EVENTS, () => fetchForm(false));
    // Once per mount: `load` is declared at module level and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Form]);

  // In the same task as the swap, so a phone's keyboard stays up.
  useLayoutEffect(() => {
    const moved = handover.current;
    if (!Form || !moved) return;
    handover.current = null;
    resubmit.current = moved.submit;
    const form = holder.current?.querySelector('form');
    if (!moved.focus || !form) return;
    const control = form.querySelectorAll<HTMLElement>(CONTROLS)[moved.focus.index];
    control?.focus();
    const { start, end } = moved.focus;
    if (start === null) return;
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      control.setSelectionRange(start, end);
    }
  }, [Form]);

  // After the form's own effects, so it sees its submit.
  useEffect(() => {
    if (!Form || !resubmit.current) return;
    resubmit.current = false;
    holder.current?.querySelector('form')?.requestSubmit();
  }, [Form]);

  return (
    <div ref={holder} className="form-on-intent">
      {Form ? (
        <Form {...props} typed={typed} />
      ) : (
        standIn({
          failed,
          onSubmit: (event) => {
            event.preventDefault();
            setFailed(false);
            fetchForm(true);
          },
        })
      )}
    </div>
  );
}

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
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

/** The focused control, by its place among the form's controls (the markup is the same). */
interface Handover {
  index: number;
  start: number | null;
  end: number | null;
}

function matchesFocusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: carry the focus over.
    return true;
  }
}

const CONTROLS = 'input:not([type=hidden]), textarea, select, button, [tabindex]';

function focusedControl(form: HTMLFormElement): Handover | null {
  const active = document.activeElement;
  const index = [...form.querySelectorAll(CONTROLS)].findIndex((control) => control === active);
  if (index < 0 || !(active instanceof HTMLElement)) return null;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  // A button pressed with a pointer shows no focus ring; focused again from script it would. The
  // typing stays with its field; a pressed button's focus is not carried over.
  if (!text && !matchesFocusVisible(active)) return null;
  return {
    index,
    start: text ? active.selectionStart : null,
    end: text ? active.selectionEnd : null,
  };
}

/**
 * Carries the focus, and a text field's caret, from the stand-in over to the form: `handover`
 * holds what the swap read, applied in the same task as the swap so a phone's keyboard stays up.
 */
function useFocusHandover(holder: RefObject<HTMLDivElement | null>, swappedIn: boolean) {
  const handover = useRef<Handover | null>(null);
  useLayoutEffect(() => {
    const focus = handover.current;
    handover.current = null;
    const form = holder.current?.querySelector('form');
    if (!swappedIn || !focus || !form) return;
    const control = form.querySelectorAll<HTMLElement>(CONTROLS)[focus.index];
    control?.focus();
    if (focus.start === null) return;
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      control.setSelectionRange(focus.start, focus.end);
    }
  }, [holder, swappedIn]);
  return handover;
}

/**
 * Holds back a form that arrives during a press (pointer down, not yet up) on the stand-in:
 * replaced during a press, the button under it would be gone when it ends, with no click, and the
 * press (a submit) would be lost. The swap waits for the press and its click.
 */
function useSwapAfterPress<F>(swapIn: (form: F) => void, swappedIn: boolean) {
  const pressing = useRef(false);
  const arrivedDuringPress = useRef<F | null>(null);

  const arrive = (form: F) => {
    if (pressing.current) arrivedDuringPress.current = form;
    else swapIn(form);
  };

  const onPointerDownCapture = () => {
    if (swappedIn || pressing.current) return;
    pressing.current = true;
    const press = new AbortController();
    const ended = () => {
      press.abort();
      pressing.current = false;
      const form = arrivedDuringPress.current;
      arrivedDuringPress.current = null;
      // After the click, which follows pointerup in the same task.
      if (form) setTimeout(() => swapIn(form));
    };
    for (const type of ['pointerup', 'pointercancel']) {
      window.addEventListener(type, ended, { capture: true, signal: press.signal });
    }
  };

  return { arrive, onPointerDownCapture };
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
  // A submit made on the stand-in, made again once the form is in.
  const [submitWhenIn, setSubmitWhenIn] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const focusHandover = useFocusHandover(holder, Form !== undefined);
  const swapped = useRef(Form !== undefined);

  const swapIn = (form: ComponentType<P & DeferredFormProps>) => {
    const standInForm = holder.current?.querySelector('form');
    // Swapped already (by the warm-up's load, when a submit asked too), or unmounted.
    if (swapped.current || !standInForm) return;
    swapped.current = true;
    focusHandover.current = focusedControl(standInForm);
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(standInForm)) {
      if (typeof value === 'string') values[name] = value;
    }
    // Read and replaced in one task: a key pressed in between would reach the stand-in after
    // its text was read, and be lost.
    flushSync(() => {
      setTyped(values);
      setForm(() => form);
    });
  };
  const press = useSwapAfterPress(swapIn, Form !== undefined);

  const fetchForm = (submit: boolean) => {
    loadOnce(load).then(press.arrive, () => {
      if (!submit) return;
      setSubmitWhenIn(false);
      setFailed(true);
    });
  };

  useEffect(() => {
    if (Form) return;
    // A failed load here is tried again by the submit that needs it.
    return onFirstInteraction(WARM_UP_EVENTS, () => fetchForm(false));
    // Once per mount: `load` is declared at module level and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Form]);

  // After the form's own effects, so it sees its submit.
  useEffect(() => {
    if (!Form || !submitWhenIn) return;
    setSubmitWhenIn(false);
    holder.current?.querySelector('form')?.requestSubmit();
  }, [Form, submitWhenIn]);

  return (
    <div ref={holder} className="form-on-intent" onPointerDownCapture={press.onPointerDownCapture}>
      {Form ? (
        <Form {...props} typed={typed} />
      ) : (
        standIn({
          failed,
          onSubmit: (event) => {
            event.preventDefault();
            setFailed(false);
            setSubmitWhenIn(true);
            fetchForm(true);
          },
        })
      )}
    </div>
  );
}

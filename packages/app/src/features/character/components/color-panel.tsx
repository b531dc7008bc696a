import { cssColour, parseCharacterCode } from '@endless/character';
import { errorMessage } from '@endless/client';
import { Banner, Button, Card, ColorSwatches, HexColorInput } from '@endless/ui';
import { memo, useEffect, useRef, useState } from 'react';
import { useZodForm } from '../../../lib/form';
import { KEYBOARD_SWATCH_DEBOUNCE_MS, previousColorsList } from '../constants';
import { useSetCharacterColor } from '../api/set-character-color';
import { COLOR_TARGETS } from '../schemas/rules';
import type { SetColorInput, SetColorOutput } from '../schemas/set-color';

type Target = (typeof COLOR_TARGETS)[number];
const loadSchema = () => import('../schemas/set-color').then((m) => m.setColorSchema);
const TARGET_LABELS: Record<Target, string> = { character: 'Character', eyes: 'Eyes' };

/** The `#rrggbb` colour of a target in a code (for the swatch that is checked). */
function colourOf(code: string, target: Target): string {
  const { body, eyes } = parseCharacterCode(code);
  return cssColour(target === 'character' ? body.colour : eyes.colour);
}

/** Whether a colour goes to the character or its eyes. */
function TargetChoice({ target, onChange }: { target: Target; onChange: (value: Target) => void }) {
  return (
    <fieldset className="character-color__targets">
      <legend className="character-color__legend">Apply to</legend>
      {COLOR_TARGETS.map((value) => (
        <label key={value} className="character-color__target">
          <input
            type="radio"
            name="character-color-target"
            value={value}
            checked={target === value}
            onChange={() => onChange(value)}
          />
          <span>{TARGET_LABELS[value]}</span>
        </label>
      ))}
    </fieldset>
  );
}

export interface ColorPanelProps {
  characterCode: string;
  previousColors: string;
  /** Called after a colour has been applied. */
  onChanged: () => void;
}

/**
 * Spec 02 §2, §4, §5: a colour for the character or the eyes, from the 18 presets, the previous
 * colours or a typed hex code. Arrow keys walk the swatches; only where they stop is sent. Memo:
 * adding or removing an item re-renders the screen, and the palette has not changed.
 */
export const ColorPanel = memo(function ColorPanel({
  characterCode,
  previousColors,
  onChanged,
}: ColorPanelProps) {
  const [target, setTarget] = useState<Target>('character');
  const setColor = useSetCharacterColor();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm<SetColorInput, SetColorOutput>(loadSchema, {
    defaultValues: { type: 'character', hex: '' },
  });
  const { errors } = form.formState;

  const keyboard = useRef(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const apply = async (type: Target, hex: string) => {
    setServerError(null);
    try {
      await setColor.mutateAsync({ body: { type, hex } });
      onChanged();
      return true;
    } catch (error) {
      setServerError(errorMessage(error));
      return false;
    }
  };

  const onSwatch = (hex: string) => {
    clearTimeout(debounce.current);
    const digits = hex.replace(/^#/, '');
    if (keyboard.current) {
      debounce.current = setTimeout(() => void apply(target, digits), KEYBOARD_SWATCH_DEBOUNCE_MS);
    } else {
      void apply(target, digits);
    }
  };

  const onSubmit = form.handleSubmit(async ({ hex }) => {
    clearTimeout(debounce.current);
    if (await apply(target, hex)) form.reset({ type: target, hex: '' });
  });

  return (
    <Card
      className="character-color"
      role="region"
      aria-label="Colour"
      header={<h2 className="character__heading">Colour</h2>}
    >
      <TargetChoice
        target={target}
        onChange={(value) => {
          setTarget(value);
          form.setValue('type', value);
        }}
      />

      <div
        onKeyDownCapture={() => {
          keyboard.current = true;
        }}
        onPointerDownCapture={() => {
          keyboard.current = false;
        }}
      >
        <ColorSwatches
          value={colourOf(characterCode, target)}
          previousColors={previousColorsList(previousColors)}
          onValueChange={onSwatch}
        />
      </div>

      <form className="character-color__form" noValidate onSubmit={onSubmit}>
        <HexColorInput
          label="Hex Color Code"
          fieldClassName="character-color__hex"
          error={errors.hex?.message}
          {...form.register('hex', { onChange: () => setServerError(null) })}
        />
        <Button type="submit" busy={setColor.isPending}>
          Apply
        </Button>
      </form>
      {serverError && (
        <Banner tone="danger" role="alert" className="character__error">
          {serverError}
        </Banner>
      )}
    </Card>
  );
});

import { TextField } from '@cp/ui';

interface NumberFieldProps {
  label: string;
  /** The manifest path, so a problem can focus the field. */
  name: string;
  value: number | undefined;
  /** Undefined when emptied (the manifest's default applies). */
  onChange: (value: number | undefined) => void;
  hint?: string;
  error?: string | null;
  min?: number;
  step?: number | 'any';
}

/** A number of the manifest; empty stays empty rather than becoming 0. */
export function NumberField({
  label,
  name,
  value,
  onChange,
  hint,
  error,
  min = 0,
  step = 1,
}: NumberFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      min={min}
      step={step}
      value={value === undefined || Number.isNaN(value) ? '' : String(value)}
      onChange={(event) => {
        const text = event.target.value;
        onChange(text === '' ? undefined : Number(text));
      }}
      hint={hint}
      error={error}
    />
  );
}

/** Seconds shown in a larger unit (minutes, hours), rounded to whole seconds when written back. */
export function scaled(seconds: number | undefined, unit: number): number | undefined {
  return seconds === undefined ? undefined : Math.round((seconds / unit) * 100) / 100;
}
export function unscaled(value: number | undefined, unit: number): number | undefined {
  return value === undefined ? undefined : Math.round(value * unit);
}

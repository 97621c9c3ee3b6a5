import { Field, inputClass } from '@/components/ui/field';
import { type FieldDef, unitFieldName } from '@/models/fields';
import { AreaInput } from './area-input';

interface Props {
  field: FieldDef;
  label: string;
  value: string;
  /** Area fields: the unit chosen beside the number. */
  unit?: string;
  error?: string;
  onChange: (name: string, value: string) => void;
  className?: string;
}

export const fieldId = (name: string) => `field-${name}`;

/** One scalar field of a kind, drawn by its input type (lists have their own editor). */
export function FieldControl({ field, label, value, unit, error, onChange, className }: Props) {
  const change = (e: { target: { value: string } }) => onChange(field.name, e.target.value);
  return (
    <Field id={fieldId(field.name)} label={label} required={field.required} hint={field.hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          name: field.name,
          value,
          onChange: change,
          required: field.required,
          'aria-describedby': describedBy,
          'aria-invalid': invalid,
          className: inputClass,
        };
        switch (field.input) {
          case 'textarea':
            return <textarea {...common} rows={6} maxLength={10_000} placeholder={field.placeholder} />;
          case 'select':
            // With a default there is no empty first option, so the select always has a value and
            // `required` is invalid HTML there (the first option must be an empty placeholder):
            // it stays announced as required through aria-required.
            return (
              <select {...common} required={field.required && !field.defaultValue} aria-required={field.required && Boolean(field.defaultValue) ? true : undefined}>
                {!field.defaultValue && <option value="">{field.required ? `Select ${label.toLowerCase()}` : 'Not specified'}</option>}
                {field.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
          case 'area':
            return (
              <AreaInput id={id} name={field.name} label={label} value={value} unit={unit ?? field.units?.[0] ?? 'sq.ft'} units={field.units}
                required={field.required} placeholder={field.placeholder} describedBy={describedBy} invalid={invalid}
                onChange={(v) => onChange(field.name, v)} onUnitChange={(u) => onChange(unitFieldName(field.name), u)} />
            );
          case 'year':
            return (
              <input
                {...common}
                type="number"
                inputMode="numeric"
                step={1}
                min={field.min}
                max={field.max ?? new Date().getFullYear()}
                placeholder={field.placeholder ?? `${field.min ?? 1990}–${field.max ?? new Date().getFullYear()}`}
              />
            );
          default:
            return <input {...common} type="text" maxLength={200} autoComplete="off" placeholder={field.placeholder} />;
        }
      }}
    </Field>
  );
}

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
  if (field.input === 'flag') {
    // A checkbox carries its label beside it, not above.
    const id = fieldId(field.name);
    return (
      <div className={className}>
        <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm font-medium text-neutral-800">
          <input id={id} name={field.name} type="checkbox" checked={value === 'true'} aria-describedby={field.hint ? `${id}-hint` : undefined}
            onChange={(e) => onChange(field.name, e.target.checked ? 'true' : '')} className="size-5 accent-brand" />
          {label}
        </label>
        {field.hint ? <p id={`${id}-hint`} className="text-xs text-neutral-600">{field.hint}</p> : null}
      </div>
    );
  }
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
          // Tamil text fields: screen readers and spell checkers take it as Tamil.
          lang: field.script === 'tamil' ? 'ta' : undefined,
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
          case 'date':
            return <input {...common} type="date" min={`${field.min ?? 1950}-01-01`} max={new Date().toISOString().slice(0, 10)} />;
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

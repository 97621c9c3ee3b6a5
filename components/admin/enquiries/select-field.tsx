import { inputClass } from '@/components/ui/field';
import { ENQUIRY_STATUSES, STATUS_LABELS } from '@/lib/enquiries/options';

export interface Option {
  value: string;
  label: string;
}

export const STATUS_OPTIONS: Option[] = ENQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** A labelled native select, the inbox's filters' and the status editor's. */
export function SelectField({ id, name, label, defaultValue, options }: { id: string; name: string; label: string; defaultValue: string; options: Option[] }) {
  return (
    <>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}

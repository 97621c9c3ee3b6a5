import { inputClass } from '@/components/ui/field';
import { AREA_UNITS, type AreaUnit } from '@/models/parse/area';
import { AREA_WORDS } from '@/models/words';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  unit: string;
  units?: readonly AreaUnit[];
  required: boolean;
  placeholder?: string;
  describedBy: string | undefined;
  invalid: boolean;
  onChange: (value: string) => void;
  onUnitChange: (unit: string) => void;
}

/** An area's number ('2.5', '1,200') with the unit select beside it. */
export function AreaInput({ id, name, label, value, unit, units = AREA_UNITS, required, placeholder, describedBy, invalid, onChange, onUnitChange }: Props) {
  return (
    <div className="flex gap-2">
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        maxLength={200}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        placeholder={placeholder}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className={`${inputClass} min-w-0 flex-1`}
      />
      <select
        id={`${id}-unit`}
        name={`${name}Unit`}
        value={unit}
        onChange={(e) => onUnitChange(e.target.value)}
        aria-label={AREA_WORDS.unitLabel(label)}
        aria-describedby={describedBy}
        className={`${inputClass} max-w-28 shrink-0`}
      >
        {units.map((u) => (
          <option key={u} value={u}>
            {AREA_WORDS.units[u].many}
          </option>
        ))}
      </select>
    </div>
  );
}

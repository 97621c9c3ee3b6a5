'use client';

import { MapPinOff } from 'lucide-react';
import dynamic from 'next/dynamic';
import type { ClipboardEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { fieldSchema } from '@/models/fields';
import { pinFields, splitPair } from '@/models/pin';
import { fieldId } from './field-control';
import type { Pin } from './pin-map';

const MAP_HINT_ID = 'pin-map-hint';

function MapPlaceholder() {
  return <div className="flex h-72 items-center justify-center rounded-lg bg-neutral-100 text-sm text-neutral-600 sm:h-96">Loading map…</div>;
}

// Admin pages only, and only in the browser: Leaflet touches `window` and is no public page's weight.
const PinMap = dynamic(() => import('./pin-map'), { ssr: false, loading: MapPlaceholder });

/** A typed number as the schema reads it: null while blank or not yet valid, with the reason if invalid. */
function read(name: 'lat' | 'lng', text: string): { value: number | null; error?: string } {
  const result = fieldSchema(pinFields.find((f) => f.name === name)!).safeParse(text);
  return result.success ? { value: result.data as number | null } : { value: null, error: result.error.issues[0]?.message };
}

interface Props {
  lat: string;
  lng: string;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onError: (name: string, error?: string) => void;
}

/**
 * The listing's optional pin: a map (click to place, drag to move) and the two numbers, kept in
 * step both ways. Typing is the keyboard's way to set it; a pair pasted from a map app fills both.
 */
export function PinSection({ lat, lng, errors, onChange, onError }: Props) {
  const latNumber = read('lat', lat).value;
  const lngNumber = read('lng', lng).value;
  const pin: Pin | null = latNumber !== null && lngNumber !== null ? { lat: latNumber, lng: lngNumber } : null;

  const set = (values: { lat: string; lng: string }) => {
    onChange('lat', values.lat);
    onChange('lng', values.lng);
  };
  const pick = (at: Pin) => {
    const values = { lat: at.lat.toFixed(6), lng: at.lng.toFixed(6) };
    set(values);
    // A pin dropped outside the box is said at once, not only when the form is sent.
    for (const name of ['lat', 'lng'] as const) onError(name, read(name, values[name]).error);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pair = splitPair(event.clipboardData.getData('text'));
    if (!pair) return;
    event.preventDefault();
    set(pair);
  };

  return (
    <div className="space-y-4">
      <p id={MAP_HINT_ID} className="text-sm text-neutral-700">
        Click the map to place the pin, then drag the pin to move it. Or type the latitude and longitude below; the pin follows. A
        pair copied from a map app (12.7712, 77.8421) can be pasted into either box.
      </p>
      <div data-testid="pin-map" className="overflow-hidden rounded-lg border border-neutral-200">
        <PinMap pin={pin} onPick={pick} label="Map of the listing's location" describedBy={MAP_HINT_ID} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {pinFields.map((field) => (
          <Field key={field.name} id={fieldId(field.name)} label={field.label} hint={field.hint} error={errors[field.name]}>
            {({ id, describedBy, invalid }) => (
              <input id={id} name={field.name} type="text" inputMode="decimal" autoComplete="off" maxLength={20} placeholder={field.placeholder}
                value={field.name === 'lat' ? lat : lng} onChange={(e) => onChange(field.name, e.target.value)} onPaste={onPaste}
                aria-describedby={describedBy} aria-invalid={invalid} className={inputClass} />
            )}
          </Field>
        ))}
      </div>
      <button type="button" className={buttonClass('secondary')} disabled={!lat && !lng} onClick={() => set({ lat: '', lng: '' })}>
        <MapPinOff className="size-4" aria-hidden="true" />
        Remove pin
      </button>
    </div>
  );
}

'use client';

import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { buttonClass, iconButtonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';

interface Props {
  name: string;
  label: string;
  itemLabel: string;
  items: string[];
  error?: string;
  onChange: (name: string, items: string[]) => void;
}

/** Rows of text with add and remove; blank rows are dropped when the form is sent. */
export function TextListEditor({ name, label, itemLabel, items, error, onChange }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  // Set by add/remove; the row is focused once it has rendered.
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    listRef.current?.querySelectorAll<HTMLInputElement>('input')[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const add = (at = items.length) => {
    onChange(name, [...items.slice(0, at), '', ...items.slice(at)]);
    focusIndex.current = at;
  };
  const remove = (index: number) => {
    const rest = items.filter((_, i) => i !== index);
    onChange(name, rest.length ? rest : ['']);
    focusIndex.current = Math.min(index, Math.max(rest.length - 1, 0));
  };
  // Enter adds a row instead of sending the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add(index + 1);
  };
  const errorId = error ? `${name}-error` : undefined;

  return (
    <div>
      <ul ref={listRef} className="max-h-40 space-y-2 overflow-y-auto p-1" aria-describedby={errorId}>
        {items.map((item, index) => (
          <li key={index} className="flex gap-2">
            <input
              type="text"
              name={`${name}-item`}
              value={item}
              maxLength={200}
              aria-label={`${itemLabel} ${index + 1}`}
              aria-invalid={Boolean(error)}
              onChange={(e) => onChange(name, items.map((v, i) => (i === index ? e.target.value : v)))}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={inputClass}
            />
            <button
              type="button"
              className={iconButtonClass}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => remove(index)}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="button" className={buttonClass('secondary', 'mt-3')} onClick={() => add()}>
        <Plus className="size-4" aria-hidden="true" />
        Add {itemLabel.toLowerCase()}
        <span className="sr-only"> to {label}</span>
      </button>
    </div>
  );
}

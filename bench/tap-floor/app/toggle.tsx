'use client';
import { useState } from 'react';

export function Toggle() {
  const [pressed, setPressed] = useState(false);
  return (
    <button type="button" aria-pressed={pressed} onClick={() => setPressed((p) => !p)}>
      Save
    </button>
  );
}

'use client';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';

export interface SideTab {
  id: string;
  label: string;
  icon?: ReactNode;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (either axis, as the list wraps in rows on
 * phones and is a column beside the text from lg up), Home and End move between tabs.
 * Every panel is in the HTML; only the selected one is shown.
 */
export function SideTabs({ label, tabs }: { label: string; tabs: SideTab[] }) {
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (i: number) => {
    const next = (i + tabs.length) % tabs.length;
    setSelected(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => select(selected + 1),
      ArrowRight: () => select(selected + 1),
      ArrowUp: () => select(selected - 1),
      ArrowLeft: () => select(selected - 1),
      Home: () => select(0),
      End: () => select(tabs.length - 1),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[280px_1fr] lg:gap-10">
      <div
        role="tablist"
        data-keys="ArrowUp ArrowDown ArrowLeft ArrowRight Home End"
        aria-label={label}
        aria-orientation="vertical"
        className="flex flex-wrap gap-2 lg:sticky lg:top-24 lg:flex-col lg:flex-nowrap lg:self-start"
      >
        {tabs.map((tab, i) => {
          const active = i === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              id={`tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(i)}
              onKeyDown={onKeyDown}
              className={`inline-flex min-h-11 shrink-0 items-center gap-3 rounded-xl px-4 text-left text-sm font-semibold whitespace-nowrap transition-colors lg:whitespace-normal ${
                active ? 'bg-brand text-white shadow-sm' : 'bg-neutral-100 text-neutral-800 hover:bg-neutral-200 lg:bg-transparent lg:hover:bg-neutral-100'
              }`}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          hidden={i !== selected}
          className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

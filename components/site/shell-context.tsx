'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { Lang } from '@/lib/i18n/config';
import type { ShellWords } from './shell-words';

interface Shell {
  lang: Lang;
  words: ShellWords;
}

const ShellContext = createContext<Shell | null>(null);

/** The page's language and the shell's words, given once by the root layout (plain data). */
export function ShellProvider({ value, children }: { value: Shell; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside SiteShell');
  return shell;
}

import type { ImageItem } from './image-rules';

/**
 * The API keeps stored images first and appends new files after them, so a new file can only
 * move among new files and a stored image among stored ones: what is shown is what is saved.
 */
export function canMove(items: ImageItem[], from: number, to: number): boolean {
  if (from === to || to < 0 || to >= items.length || from < 0 || from >= items.length) return false;
  return items[from].kind === items[to].kind;
}

export function move(items: ImageItem[], from: number, to: number): ImageItem[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

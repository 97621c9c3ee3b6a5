/**
 * The fields that have a value. A view's undefined field still costs its name and "$undefined" in
 * a page's React payload; an absent one costs nothing and reads the same.
 */
export function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Puts values into a dictionary template: fill('Sold on {day}', { day: '12 Nov 2026' }). The
 * dictionaries hold templates, not functions, so that a client component can be given its words
 * as plain data by the server (only the page's own language reaches the browser).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The placeholders a template uses, sorted: the dictionary test checks both languages use the same. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
}

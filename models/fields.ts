import { z } from 'zod';
import type { Option } from './options';
import { type Area, type AreaUnit, parseAreaIn } from './parse/area';
import { type Parsed, parseRupees } from './parse/price';

export type Section = 'basic' | 'location' | 'description' | 'tamil' | 'features' | 'amenities' | 'approvals' | 'documents' | 'details';
export type Input = 'text' | 'textarea' | 'price' | 'area' | 'select' | 'year' | 'date' | 'flag' | 'list' | 'coordinate';

/** One field of a listing kind: drives validation, the admin form and the detail page alike. */
export interface FieldDef {
  name: string;
  label: string;
  input: Input;
  section: Section;
  required: boolean;
  options?: Option[];
  /** Stored when the field is left blank. */
  defaultValue?: string;
  /** Select values stored as integers (bedrooms, bathrooms). */
  numeric?: boolean;
  min?: number;
  max?: number;
  placeholder?: string;
  hint?: string;
  /** Area fields: the units its select offers, the first being the default (models/parse/area.ts). */
  units?: readonly AreaUnit[];
  /** Area fields: larger units the pages add once the area reaches one of them (plots in grounds). */
  alsoIn?: readonly AreaUnit[];
  /** Text fields: the shape a value must have (a RERA number). */
  pattern?: RegExp;
  /** Text fields in another language: the script the text must contain (models/tamil-text.ts). */
  script?: keyof typeof SCRIPTS;
  /** Coordinate fields: the place min–max covers, named when a value falls outside it. */
  region?: string;
}

/** Letters of a script (Tamil: the vowels and consonants), so English typed into a Tamil field is caught. */
export const SCRIPTS = { tamil: { name: 'Tamil', letters: /[\u0B85-\u0BB9]/ } } as const;

/** The form and multipart field that carries an area field's unit: area → areaUnit. */
export const unitFieldName = (name: string) => `${name}Unit`;

/** An area field's raw value: its number text and its unit, read together by the schema. */
export interface AreaInput {
  text: unknown;
  unit: unknown;
}

export const LIST_MAX_ITEMS = 50;
export const LIST_ITEM_MAX = 200;
const TEXT_MAX = 200;
const TEXTAREA_MAX = 10_000;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined);

function fromParsed<T>(field: FieldDef, parse: (v: unknown) => Parsed<T | null>) {
  return z.unknown().transform((value, ctx): T | null => {
    if (isBlank(value)) {
      if (field.required) ctx.addIssue({ code: 'custom', message: `${field.label} is required` });
      return null;
    }
    const result = parse(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: `${field.label} ${result.reason}` });
      return null;
    }
    if (result.value === null && field.required && field.input !== 'price') {
      ctx.addIssue({ code: 'custom', message: `${field.label} is required` });
    }
    return result.value;
  });
}

function areaSchema(field: FieldDef) {
  return z.unknown().transform((value, ctx): Area | null => {
    const { text, unit } = (value ?? {}) as AreaInput;
    // A blank number is checked as 'required' (the unit select always has a value).
    const result = parseAreaIn(isBlank(text) ? null : text, unit, field.units);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: `${field.label} ${result.reason}` });
    else if (result.value === null && field.required) ctx.addIssue({ code: 'custom', message: `${field.label} is required` });
    return result.ok ? result.value : null;
  });
}

function textSchema(field: FieldDef) {
  const max = field.input === 'textarea' ? TEXTAREA_MAX : TEXT_MAX;
  return z.unknown().transform((value, ctx): string | null => {
    const text = asText(value);
    if (value !== undefined && value !== null && text === undefined) {
      ctx.addIssue({ code: 'custom', message: `${field.label} must be text` });
      return null;
    }
    if (!text) {
      if (field.required) ctx.addIssue({ code: 'custom', message: `${field.label} is required` });
      return null;
    }
    if (text.length > max) ctx.addIssue({ code: 'custom', message: `${field.label} must be at most ${max} characters` });
    // PostgreSQL text cannot hold a NUL character; refused on both engines alike.
    if (text.includes('\u0000')) ctx.addIssue({ code: 'custom', message: `${field.label} must not contain NUL characters` });
    else if (field.script && !SCRIPTS[field.script].letters.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${field.label} must be written in ${SCRIPTS[field.script].name} script` });
    } else if (field.pattern && !field.pattern.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${field.label} must look like ${field.placeholder?.replace(/^e\.g\. /, '') ?? 'the usual format'}` });
    }
    return text;
  });
}

function selectSchema(field: FieldDef) {
  const values = (field.options ?? []).map((o) => o.value);
  return z.unknown().transform((value, ctx): string | number | null => {
    if (!isBlank(value) && asText(value) === undefined) {
      ctx.addIssue({ code: 'custom', message: `${field.label} must be one of: ${values.join(', ')}` });
      return null;
    }
    const text = asText(value) || field.defaultValue;
    if (!text) {
      if (field.required) ctx.addIssue({ code: 'custom', message: `${field.label} is required` });
      return null;
    }
    if (!values.includes(text)) {
      ctx.addIssue({ code: 'custom', message: `${field.label} must be one of: ${values.join(', ')}` });
      return null;
    }
    return field.numeric ? Number(text) : text;
  });
}

function yearSchema(field: FieldDef) {
  return z.unknown().transform((value, ctx): number | null => {
    const text = asText(value);
    if (!text) {
      if (field.required) ctx.addIssue({ code: 'custom', message: `${field.label} is required` });
      return null;
    }
    const min = field.min ?? 0;
    const max = field.max ?? new Date().getFullYear();
    const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
    if (!(year >= min && year <= max)) {
      ctx.addIssue({ code: 'custom', message: `${field.label} must be a year from ${min} to ${max}` });
      return null;
    }
    return year;
  });
}

const today = () => new Date().toISOString().slice(0, 10);

/** A calendar day as YYYY-MM-DD (what a date input sends), from DOCUMENT_YEAR_MIN's era up to today. */
function dateSchema(field: FieldDef) {
  return z.unknown().transform((value, ctx): string | null => {
    const text = asText(value);
    if (!text) {
      if (field.required) ctx.addIssue({ code: 'custom', message: `${field.label} is required` });
      return null;
    }
    const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
    if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) {
      ctx.addIssue({ code: 'custom', message: `${field.label} must be a date like 2026-03-31` });
      return null;
    }
    if (text > today() || text < `${field.min ?? 1950}-01-01`) {
      ctx.addIssue({ code: 'custom', message: `${field.label} must be between ${field.min ?? 1950} and today` });
      return null;
    }
    return text;
  });
}

/** Decimal degrees as typed: '12.7712', '-0.5', '78'. No exponents, no degree signs or compass letters. */
const DECIMAL_DEGREES = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** Six decimals is about 0.1 m: finer than any pin, and the stored value reads back as typed. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A latitude or longitude in decimal degrees, within min–max (a pin's box, models/pin.ts). */
function coordinateSchema(field: FieldDef) {
  return z.unknown().transform((value, ctx): number | null => {
    if (isBlank(value)) {
      if (field.required) ctx.addIssue({ code: 'custom', message: `${field.label} is required` });
      return null;
    }
    const text = asText(value);
    const degrees = text !== undefined && DECIMAL_DEGREES.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(degrees)) {
      const example = field.placeholder?.replace(/^e\.g\. /, '');
      ctx.addIssue({ code: 'custom', message: `${field.label} must be a number in decimal degrees${example ? `, like ${example}` : ''}` });
      return null;
    }
    const min = field.min ?? -180;
    const max = field.max ?? 180;
    if (degrees < min || degrees > max) {
      const where = field.region ? ` (${field.region})` : '';
      ctx.addIssue({ code: 'custom', message: `${field.label} must be between ${min.toFixed(1)} and ${max.toFixed(1)}${where}` });
      return null;
    }
    return round6(degrees);
  });
}

const FLAG_VALUES: Record<string, boolean> = { true: true, on: true, yes: true, '1': true, false: false, off: false, no: false, '0': false };

/** A yes/no: a checkbox sends 'on' or nothing; JSON clients send true or false. */
function flagSchema(field: FieldDef) {
  return z.unknown().transform((value, ctx): boolean => {
    if (isBlank(value)) return false;
    if (typeof value === 'boolean') return value;
    const flag = FLAG_VALUES[String(value).trim().toLowerCase()];
    if (flag === undefined) ctx.addIssue({ code: 'custom', message: `${field.label} must be true or false` });
    return flag ?? false;
  });
}

/** Lists arrive as arrays, as JSON list text, or as one entry per item; blanks are dropped. */
export function parseTextList(value: unknown): Parsed<string[]> {
  let items: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return { ok: true, value: [] };
    if (text.startsWith('[')) {
      try {
        items = JSON.parse(text);
      } catch {
        return { ok: false, reason: 'must be a JSON list of text' };
      }
    } else {
      items = [text];
    }
  }
  if (items === undefined || items === null) return { ok: true, value: [] };
  if (!Array.isArray(items) || items.some((i) => typeof i !== 'string')) {
    return { ok: false, reason: 'must be a list of text' };
  }
  const kept = items.map((i: string) => i.trim()).filter(Boolean);
  if (kept.length > LIST_MAX_ITEMS) return { ok: false, reason: `may hold at most ${LIST_MAX_ITEMS} entries` };
  if (kept.some((i) => i.length > LIST_ITEM_MAX)) {
    return { ok: false, reason: `entries must be at most ${LIST_ITEM_MAX} characters` };
  }
  return { ok: true, value: kept };
}

function listSchema(field: FieldDef) {
  return z.unknown().transform((value, ctx): string[] => {
    const result = parseTextList(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: `${field.label} ${result.reason}` });
    return [];
  });
}

const cache = new WeakMap<FieldDef, z.ZodType<unknown>>();

export function fieldSchema(field: FieldDef): z.ZodType<unknown> {
  let schema = cache.get(field);
  if (!schema) cache.set(field, (schema = buildSchema(field)));
  return schema;
}

function buildSchema(field: FieldDef): z.ZodType<unknown> {
  switch (field.input) {
    case 'text':
    case 'textarea':
      return textSchema(field);
    case 'price':
      return fromParsed<number>(field, parseRupees);
    case 'area':
      return areaSchema(field);
    case 'select':
      return selectSchema(field);
    case 'year':
      return yearSchema(field);
    case 'date':
      return dateSchema(field);
    case 'flag':
      return flagSchema(field);
    case 'list':
      return listSchema(field);
    case 'coordinate':
      return coordinateSchema(field);
  }
}

type Extra = Partial<Omit<FieldDef, 'name' | 'label' | 'input'>>;
export const make =
  (input: Input, section: Section) =>
  (name: string, label: string, extra: Extra = {}): FieldDef => ({ name, label, input, section, required: false, ...extra });

export const text = make('text', 'basic');
export const price = make('price', 'basic');
export const area = make('area', 'basic');
/** Land (a plot, a villa's or house's total area) in any local unit; a building in sq.ft or sq.m. */
export const LAND_UNITS = ['sq.ft', 'sq.m', 'cents', 'grounds', 'acres'] as const satisfies readonly AreaUnit[];
export const BUILDING_UNITS = ['sq.ft', 'sq.m'] as const satisfies readonly AreaUnit[];
export const select = make('select', 'basic');
export const year = make('year', 'details');
export const date = make('date', 'details');
export const flag = make('flag', 'basic');
export const description = (label = 'Description'): FieldDef =>
  make('textarea', 'description')('description', label, { required: true });
export const list = (name: 'features' | 'amenities' | 'approvals', label: string): FieldDef =>
  make('list', name)(name, label);

import { describe, expect, it } from 'vitest';
import { LANGS } from '../config';
import { placeholders } from '../fill';
import { DICTIONARIES } from './index';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [path, value]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const english = new Map(leaves(DICTIONARIES.en as unknown as Tree));

describe.each(LANGS)('the %s dictionary', (lang) => {
  const entries = new Map(leaves(DICTIONARIES[lang] as unknown as Tree));

  it('has every key of the English one, and no other', () => {
    expect([...entries.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text', () => {
    expect([...entries].filter(([, value]) => !value.trim()).map(([key]) => key)).toEqual([]);
  });

  it('uses the same placeholders as English in every text', () => {
    const differ = [...entries].filter(([key, value]) => placeholders(value).join() !== placeholders(english.get(key) ?? '').join());
    expect(differ.map(([key]) => key)).toEqual([]);
  });
});

describe('the Tamil dictionary', () => {
  // Words that must stay English (brand names, codes) are few; a long English value is an untranslated one.
  it('has no English sentence left in it', () => {
    const ta = leaves(DICTIONARIES.ta as unknown as Tree);
    const english = ta.filter(([key, value]) => !key.endsWith('switchTo') && /[A-Za-z]{3,}(?:\s+[A-Za-z]{3,}){2,}/.test(value.replace(/\{\w+\}/g, '')));
    expect(english.map(([key]) => key)).toEqual([]);
  });
});

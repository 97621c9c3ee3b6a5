import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_SPRITE } from '@/components/ui/icon-sprite';
import { buildSprite, spriteModule } from './sprite';
import { LUCIDE_ICONS } from './sources';

const root = process.cwd();
const sprite = buildSprite();

/** Every source file of the site, where icon names are written. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('icon sprite', () => {
  it('is up to date with lib/icons/sources.ts and the installed lucide-react (else run `npm run icons`)', () => {
    expect(ICON_SPRITE).toBe(`/${sprite.file}`);
    expect(fs.readFileSync(path.join(root, 'public', sprite.file), 'utf8')).toBe(sprite.svg);
    expect(fs.readFileSync(path.join(root, 'components/ui/icon-sprite.ts'), 'utf8')).toBe(spriteModule(sprite));
    const stale = fs.readdirSync(path.join(root, 'public')).filter((f) => /^icons-.*\.svg$/.test(f) && f !== sprite.file);
    expect(stale).toEqual([]);
  });

  it('draws each lucide icon exactly as lucide-react does', () => {
    for (const [name, component] of Object.entries(LUCIDE_ICONS)) {
      const inline = renderToStaticMarkup(createElement(component));
      const body = /<svg [^>]*>(.*)<\/svg>/s.exec(inline)![1].replace(/><\/\w+>/g, '/>');
      const symbol = new RegExp(`<symbol id="${name}" ([^>]*)>(.*?)</symbol>`, 's').exec(sprite.svg);
      expect(symbol?.[2], name).toBe(body);
      expect(symbol?.[1], name).toBe('viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"');
    }
  });

  it('holds only icons the site draws', () => {
    const code = ['app', 'components', 'lib', 'models']
      .flatMap((dir) => sources(path.join(root, dir)))
      .filter((file) => !file.includes(`${path.sep}lib${path.sep}icons${path.sep}`) && !file.endsWith('icon-sprite.ts'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    expect(sprite.names.filter((name) => !code.includes(`'${name}'`) && !code.includes(`"${name}"`))).toEqual([]);
  });
});

// `npm run icons`: writes the icon sprite into public/ (named by its content, so it is cached for
// good and a changed sprite gets a new address) and components/ui/icon-sprite.ts, which names it.
// Both are committed, so every build and `next dev` has them; lib/icons/sprite.test.ts fails when
// they are out of date.
import fs from 'node:fs';
import path from 'node:path';
import { buildSprite, spriteModule } from '../lib/icons/sprite';

const root = process.cwd();
const publicDir = path.join(root, 'public');
const sprite = buildSprite();
fs.mkdirSync(publicDir, { recursive: true });
for (const old of fs.readdirSync(publicDir)) {
  if (/^icons-[0-9a-f]+\.svg$/.test(old) && old !== sprite.file) fs.rmSync(path.join(publicDir, old));
}
fs.writeFileSync(path.join(publicDir, sprite.file), sprite.svg);
fs.writeFileSync(path.join(root, 'components/ui/icon-sprite.ts'), spriteModule(sprite));
console.log(`public/${sprite.file}: ${sprite.names.length} icons, ${sprite.svg.length} bytes`);

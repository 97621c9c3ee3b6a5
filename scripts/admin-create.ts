// Creates or resets an administrator. Values come from ADMIN_EMAIL / ADMIN_NAME / ADMIN_PASSWORD,
// or are asked for; the password is never echoed.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { upsertAdmin } from '@/lib/auth/users';
import { closeDb } from '@/lib/db';
import { adminAccountSchema } from '@/models/user';

async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const answer = rl.question(question);
  muted = hidden;
  const value = await answer;
  rl.close();
  if (hidden) process.stdout.write('\n');
  return value.trim();
}

const email = process.env.ADMIN_EMAIL || (await ask('Administrator e-mail: '));
const name = process.env.ADMIN_NAME || (await ask('Name: ')) || 'Administrator';
const password = process.env.ADMIN_PASSWORD || (await ask('Password (at least 8 characters): ', true));

const checked = adminAccountSchema.safeParse({ email, name, password });
if (!checked.success) {
  for (const issue of checked.error.issues) console.error(`- ${issue.message}`);
  process.exit(1);
}
const { user, created } = await upsertAdmin({ email, name, password });
console.log(created ? `Administrator ${user.email} created.` : `Administrator ${user.email} reset; their old sessions are ended.`);
await closeDb();

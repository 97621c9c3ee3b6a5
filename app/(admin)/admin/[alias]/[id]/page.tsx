import { notFound, redirect } from 'next/navigation';

// SPEC §2 spells two edit routes two ways. A dynamic segment catches the other spelling, because
// folders 'editVilla' and 'editvilla' side by side would collide on case-insensitive file systems.
const ALIASES: Record<string, string> = { editVilla: 'editvilla', 'edit-home': 'edit-homes' };

export default async function EditAlias({ params }: { params: Promise<{ alias: string; id: string }> }) {
  const { alias, id } = await params;
  const target = Object.hasOwn(ALIASES, alias) ? ALIASES[alias] : null;
  if (!target) notFound();
  redirect(`/admin/${target}/${encodeURIComponent(id)}`);
}

import { Pencil, Trash2 } from 'lucide-react';
import Link from 'next/link';

interface Props {
  title: string;
  editHref: string;
  onDelete: () => void;
}

const action =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-neutral-800 shadow-md ring-1 ring-black/10 hover:bg-neutral-50';

/** Edit and delete icons of an admin-mode card; the card shows them on hover and keyboard focus. */
export function CardActions({ title, editHref, onDelete }: Props) {
  return (
    <>
      <Link href={editHref} className={action} aria-label={`Edit ${title}`}>
        <Pencil className="size-5" aria-hidden="true" />
      </Link>
      <button type="button" className={`${action} text-red-700`} aria-label={`Delete ${title}`} onClick={onDelete}>
        <Trash2 className="size-5" aria-hidden="true" />
      </button>
    </>
  );
}

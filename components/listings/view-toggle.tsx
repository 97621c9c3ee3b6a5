import { Icon } from '@/components/ui/icon';
import { PageLink as Link } from '@/components/ui/page-link';
import type { ListView } from '@/models/list-url';

interface Props {
  view: ListView;
  /** The address of this list (filters, sort and page kept) in each view. */
  hrefs: Record<ListView, string>;
  words: { views: string; list: string; map: string };
}

const item = 'inline-flex min-h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold';

/** 'List' / 'Map': two links, so the switch works without JavaScript and keeps the filters. */
export function ViewToggle({ view, hrefs, words }: Props) {
  const options = [
    { value: 'list', label: words.list, icon: 'houses' },
    { value: 'map', label: words.map, icon: 'map-pin' },
  ] as const;
  return (
    <nav aria-label={words.views} className="inline-flex rounded-lg border border-neutral-300 bg-white p-1">
      {options.map((o) =>
        o.value === view ? (
          <Link key={o.value} href={hrefs[o.value]} aria-current="page" className={`${item} bg-brand text-white`}>
            <Icon name={o.icon} className="size-4" />
            {o.label}
          </Link>
        ) : (
          <Link key={o.value} href={hrefs[o.value]} scroll={false} className={`${item} text-neutral-800 hover:bg-brand-tint hover:text-brand-dark`}>
            <Icon name={o.icon} className="size-4" />
            {o.label}
          </Link>
        ),
      )}
    </nav>
  );
}

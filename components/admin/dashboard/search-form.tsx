import { Search } from 'lucide-react';
import { iconButtonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';

/** A plain GET form, so a search is a link and works before any script loads. */
export function SearchForm({ defaultValue = '', className = '' }: { defaultValue?: string; className?: string }) {
  return (
    <form role="search" action="/admin/search" method="get" className={`flex items-center gap-1 ${className}`}>
      <label htmlFor="listing-search" className="sr-only">
        Search listings
      </label>
      <input
        id="listing-search"
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Search listings..."
        className={inputClass}
        maxLength={100}
      />
      <button type="submit" className={iconButtonClass} aria-label="Search">
        <Search className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}

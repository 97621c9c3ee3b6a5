import { Bell } from 'lucide-react';
import { SearchForm } from './search-form';

// SPEC §9: the notification badge is fixed at 3.
const NOTIFICATIONS = 3;

export function DashboardHeader({ name }: { name: string }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <h1 className="text-2xl font-semibold text-neutral-900">Welcome back, {name}!</h1>
      <div className="flex items-center gap-2">
        <SearchForm className="flex-1 sm:w-72 sm:flex-none" />
        <span role="img" aria-label={`${NOTIFICATIONS} notifications`} className="relative inline-flex size-11 items-center justify-center text-neutral-700">
          <Bell className="size-6" aria-hidden="true" />
          <span aria-hidden="true" className="absolute top-1 right-1 inline-flex size-5 items-center justify-center rounded-full bg-red-700 text-xs font-semibold text-white">
            {NOTIFICATIONS}
          </span>
        </span>
      </div>
    </header>
  );
}

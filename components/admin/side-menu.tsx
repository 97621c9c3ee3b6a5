'use client';

import { Mail, Menu, Phone, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { iconButtonClass } from '@/components/ui/button';
import { mailHref, site, telHref } from '@/lib/site-config';
import { LogoutButton } from './logout-button';
import { ENQUIRIES_PATH, MENU } from './menu-items';

const itemClass = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium';

/** The admin side menu; on small screens a bar with a toggle that opens it below. `newEnquiries` shows beside the inbox. */
export function SideMenu({ newEnquiries = 0 }: { newEnquiries?: number }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // A link was followed: close the menu on small screens.
    setLastPath(pathname);
    setOpen(false);
  }

  return (
    <aside className="border-b border-neutral-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0 lg:flex-col lg:border-r lg:border-b-0">
      <div className="flex items-center justify-between gap-2 px-4 py-2 lg:py-5">
        <Link href="/dashboard" className="min-h-11 content-center text-lg font-bold text-brand">
          {site.brand}
          <span className="block text-xs font-medium text-neutral-600">Administrator</span>
        </Link>
        <button
          type="button"
          className={`${iconButtonClass} relative lg:hidden`}
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          {/* Named by its text, not aria-label, so the visible count is part of the name. */}
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
          {!open && newEnquiries > 0 && (
            <span className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs leading-5 font-semibold text-white">
              <span className="sr-only"> (</span>
              {newEnquiries}
              <span className="sr-only"> new enquiries)</span>
            </span>
          )}
        </button>
      </div>
      <div id="admin-menu" className={`${open ? 'flex' : 'hidden'} flex-1 flex-col overflow-y-auto px-3 pb-4 lg:flex`}>
        <nav aria-label="Administrator" className="space-y-5">
          {MENU.map((group) => (
            <div key={group.heading}>
              <h2 className="mb-1 px-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase">{group.heading}</h2>
              <ul className="space-y-0.5">
                {group.items.map(({ href, label, icon: Icon, newTab }) => {
                  const current = !newTab && (pathname === href || pathname.startsWith(`${href}/`));
                  return (
                    <li key={href}>
                      <Link
                        href={href}
                        target={newTab ? '_blank' : undefined}
                        rel={newTab ? 'noopener' : undefined}
                        aria-current={current ? 'page' : undefined}
                        className={`${itemClass} ${current ? 'bg-brand-tint text-brand-dark' : 'text-neutral-800 hover:bg-neutral-100'}`}
                        onClick={() => setOpen(false)}
                      >
                        <Icon className="size-5" aria-hidden="true" />
                        {label}
                        {newTab && <span className="sr-only"> (opens in a new tab)</span>}
                        {href === ENQUIRIES_PATH && newEnquiries > 0 && (
                          <span className="ml-auto rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white tabular-nums" data-testid="new-enquiries">
                            {newEnquiries}
                            <span className="sr-only"> new</span>
                          </span>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
        <div className="mt-5 border-t border-neutral-200 pt-4 lg:mt-auto">
          <LogoutButton className={`${itemClass} text-neutral-800 hover:bg-neutral-100`} />
          <div className="mt-3 space-y-1 px-3 text-sm text-neutral-700">
            <a href={telHref(site.phones[0])} className="flex min-h-11 items-center gap-2 hover:text-brand">
              <Phone className="size-4" aria-hidden="true" />
              {site.phones[0]}
            </a>
            <a href={mailHref()} className="flex min-h-11 items-center gap-2 break-all hover:text-brand">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {site.email}
            </a>
          </div>
        </div>
      </div>
    </aside>
  );
}

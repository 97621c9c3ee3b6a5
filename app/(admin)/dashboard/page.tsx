import type { Metadata } from 'next';
import { ActionCards } from '@/components/admin/dashboard/action-cards';
import { DashboardHeader } from '@/components/admin/dashboard/dashboard-header';
import { NewEnquiries } from '@/components/admin/dashboard/new-enquiries';
import { RecentActivity } from '@/components/admin/dashboard/recent-activity';
import { TopLeads } from '@/components/admin/dashboard/top-leads';
import { requireAdminPage } from '@/lib/auth/server-session';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const user = await requireAdminPage('/dashboard');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <DashboardHeader name={user.name} />
      <section aria-labelledby="banner-title" className="rounded-xl bg-brand px-5 py-6 text-white sm:px-8">
        <h2 id="banner-title" className="text-xl font-semibold sm:text-2xl">
          Property Management
        </h2>
        <p className="mt-1 text-sm text-orange-50">Add, update and remove the villas, plots and houses shown on the site.</p>
      </section>
      <NewEnquiries />
      <ActionCards />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TopLeads />
        <RecentActivity />
      </div>
    </div>
  );
}

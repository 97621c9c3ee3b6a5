'use client';

import { EditLoadError } from '@/components/admin/edit-load-error';

export default function Error({ reset }: { error: Error; reset: () => void }) {
  return <EditLoadError kindId="villa" reset={reset} />;
}

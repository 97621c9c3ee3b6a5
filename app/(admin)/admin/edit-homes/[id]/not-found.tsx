import { EditLoadFailed } from '@/components/admin/edit-load-failed';

export default function NotFound() {
  return <EditLoadFailed kindId="home" variant="missing" />;
}

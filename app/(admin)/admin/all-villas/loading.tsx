import { ListLoading } from '@/components/admin/list/list-loading';

export default function Loading() {
  return <ListLoading kindId="villa" />;
}

import { Blocks } from '../blocks';

// About a listing page's size (119 to 131 kB of HTML with its React payload), and cached and
// revalidated as the listing pages are; the small page is static, as /privacy-policy is.
export const revalidate = 3600;

export default function Page() {
  return <Blocks count={24} />;
}

import { Blocks } from '../blocks';

// About /privacy-policy's size (46 kB of HTML with its React payload).
export default function Page() {
  return <Blocks count={8} />;
}

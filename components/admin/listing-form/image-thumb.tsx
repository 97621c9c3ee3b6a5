/* eslint-disable @next/next/no-img-element -- local blob: previews and stored thumbnails; next/image adds nothing here */
import { isStoredImage, variantSrc } from '@/lib/images';
import type { ImageItem } from './image-rules';

// Stored images have a 400 px variant beside them; new files preview from memory.
const thumbnail = (item: ImageItem) => (item.kind === 'stored' && isStoredImage(item.path) ? variantSrc(item.path, 400) : item.src);

export function ImageThumb({ item, alt }: { item: ImageItem; alt: string }) {
  return <img src={thumbnail(item)} alt={alt} draggable={false} className="h-full w-full bg-neutral-100 object-cover" />;
}

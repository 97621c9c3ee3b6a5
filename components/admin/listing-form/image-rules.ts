/** The API's upload rules (issue 3), checked in the browser so nobody waits for a refused upload. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_ADDITIONAL_IMAGES = 20;
export const MAIN_REQUIRED_ON_ADD = 'Main image is required and must be a valid file.';
export const MAIN_REQUIRED_ON_EDIT = 'Main image is required.';

/** Why a chosen file cannot be uploaded, naming it; null when it is fine. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `${file.name} is not a JPEG, PNG, WebP or AVIF image.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than 10 MB.`;
  return null;
}

/** One picture in the form: a stored one (path) or a newly chosen file with a local preview. */
export type ImageItem =
  | { key: string; kind: 'stored'; path: string; src: string }
  | { key: string; kind: 'new'; file: File; src: string };

let counter = 0;

export function newImage(file: File): ImageItem {
  counter += 1;
  return { key: `new-${counter}`, kind: 'new', file, src: URL.createObjectURL(file) };
}

export function storedImage(path: string): ImageItem {
  return { key: path, kind: 'stored', path, src: path };
}

export function releaseImage(item: ImageItem | null | undefined): void {
  if (item?.kind === 'new') URL.revokeObjectURL(item.src);
}

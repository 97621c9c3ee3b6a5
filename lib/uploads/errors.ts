/** An upload that is refused for what it is: 415 not an allowed image type, 413 too many pixels. */
export class ImageRejected extends Error {
  readonly status: 413 | 415;

  constructor(status: 413 | 415, message: string) {
    super(message);
    this.name = 'ImageRejected';
    this.status = status;
  }
}

import { InputError } from "~/lib/errors";
import { deleteImage, ImageRejectedError, storeImage } from "./media.server";

/**
 * storeImage() for an upload field: a refusal becomes an InputError naming the field. A photo field (a leader's
 * photo, an activity's picture) refuses SVG; `drawing` allows it (a badge).
 */
export async function storeUploadedImage(bytes: Buffer, field: string, options: { drawing?: boolean } = {}): Promise<string> {
  try {
    return await storeImage(bytes, { svg: options.drawing });
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new InputError(error.message, error.status, { [field]: error.message });
    throw error;
  }
}

/**
 * Runs a write that refers to a freshly stored image: when the write fails, the new image is removed again
 * so that nothing points at it and the earlier state stays as it was.
 */
export async function withNewImage<T>(imageId: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (imageId) await deleteImage(imageId);
    throw error;
  }
}

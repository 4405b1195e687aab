import { InputError } from "~/lib/errors";
import { deleteImage, ImageRejectedError, storeImage } from "./media.server";

/** storeImage() for an upload field: a refusal becomes an InputError naming the field. */
export async function storeUploadedImage(bytes: Buffer, field: string): Promise<string> {
  try {
    return await storeImage(bytes);
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

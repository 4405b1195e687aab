import { InputError } from "~/lib/errors";
import { ImageRejectedError, storeImage } from "./media.server";

/** storeImage() for an upload field: a refusal becomes an InputError naming the field. */
export async function storeUploadedImage(bytes: Buffer, field: string): Promise<string> {
  try {
    return await storeImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new InputError(error.message, error.status, { [field]: error.message });
    throw error;
  }
}

import { imagesApiPath, uploadedImageSchema, type UploadedImage } from "../../../shared/images.js";
import { uploadForm, type UploadProgress } from "../../lib/upload.js";
import { multipartBody } from "./lib/multipart.js";

// An image for a post's or a text item's body (issue 30): its description
// first, then the file; the answer is the address the markdown carries.

export async function uploadImage(file: File, alt: string, onProgress?: (progress: UploadProgress) => void): Promise<UploadedImage> {
  return uploadedImageSchema.parse(await uploadForm("POST", imagesApiPath, multipartBody({ alt }, file), onProgress));
}

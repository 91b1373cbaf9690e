import { imagesApiPath, uploadedImageSchema, type ImageRole, type UploadedImage } from "../../../shared/images.js";
import { uploadForm, type UploadProgress } from "../../lib/upload.js";
import { multipartBody } from "./lib/multipart.js";

// An image for a post's or a text item's body, or a record's cover (issue
// 30): its description and role first, then the file; the answer is the
// address the markdown or the cover carries. A cover's upload also makes
// its share and podcast crops (docs/decisions/100).

export async function uploadImage(file: File, alt: string, onProgress?: (progress: UploadProgress) => void, role: ImageRole = "body"): Promise<UploadedImage> {
  return uploadedImageSchema.parse(await uploadForm("POST", imagesApiPath, multipartBody({ alt, role }, file), onProgress));
}

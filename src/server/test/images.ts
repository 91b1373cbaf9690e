import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";

import { cropUrl, parseImageUrl, type CoverCrop } from "../../shared/images.js";
import { ORIGIN } from "./auth-helpers.js";
import { multipart } from "./multipart.js";

/** A plain JPEG of one colour, made by sharp. */
export const solidJpeg = (width: number, height: number, background = "#7d6a4a") =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

export interface UploadedImage {
  id: string;
  url: string;
  /** The address of one of a cover's crops (made when it was uploaded as a cover). */
  crop(crop: CoverCrop): string;
}

/** Uploads an image as the admin whose cookie is given (POST /api/images), expecting the 201. */
export async function uploadTestImage(
  app: FastifyInstance,
  cookie: string,
  { alt = "Briefing room at dawn", role = "cover", data }: { alt?: string; role?: "cover" | "body"; data?: Buffer } = {},
): Promise<UploadedImage> {
  const form = multipart({ alt, role }, { filename: "image.jpg", contentType: "image/jpeg", data: data ?? (await solidJpeg(1600, 1000)) });
  const res = await app.inject({ method: "POST", url: "/api/images", payload: form.payload, headers: { ...form.headers, cookie, origin: ORIGIN } });
  expect(res.statusCode, res.body).toBe(201);
  const { id, url } = res.json() as { id: string; url: string };
  return { id, url, crop: (crop) => cropUrl(id, parseImageUrl(url)!.hash, crop) };
}

import { useEffect, useId, useState, type FormEvent } from "react";

import { IMAGE_RULES, imageAltSchema, type ImageRole } from "../../../../shared/images.js";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog.js";
import { Button } from "../../../components/ui/button.js";
import { CharacterCount, countedFieldProps } from "../../../components/ui/character-count.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { firstIssue } from "../../../lib/feedback.js";
import type { UploadProgress as Progression } from "../../../lib/upload.js";
import { uploadImage } from "../image-api.js";
import { UploadProgress } from "./upload-progress.js";

export interface ImageDialogProps {
  /** The image chosen, dropped or pasted; null: the dialog is closed. */
  file: File | null;
  /** Uploaded: its description and address, for the markdown. */
  onUploaded: (alt: string, url: string) => void;
  onClose: () => void;
  /** Where focus goes once the dialog has closed (its trap released): back to the text being edited. */
  onClosed: () => void;
  /** What the image is for: a body's (the default), or a record's cover, which the server also crops (docs/decisions/100). */
  role?: ImageRole;
}

/** A local look at the chosen file while it is described, released when the dialog closes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);
  return url;
}

/**
 * Asks for an image's description before it is uploaded (alt text, WCAG
 * 1.1.1), then uploads it with its progress. A refusal (not an image, too
 * large, damaged) is shown in the dialog, which stays open to try again.
 */
export function ImageDialog({ file, onUploaded, onClose, onClosed, role = "body" }: ImageDialogProps) {
  const altId = useId();
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progression | null>(null);
  const preview = useObjectUrl(file);
  const uploading = progress !== null;

  useEffect(() => {
    setAlt("");
    setError(null);
    setProgress(null);
  }, [file]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled out of the post's form in the page, but React still hands its submit to that form.
    event.stopPropagation();
    if (!file || uploading) return;
    const parsed = imageAltSchema.safeParse({ alt });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    if (file.size > IMAGE_RULES.maxBytes) {
      setError(`The image is larger than the ${IMAGE_RULES.maxBytes / (1024 * 1024)} MB limit.`);
      return;
    }
    setError(null);
    setProgress({ loaded: 0, total: file.size });
    try {
      const image = await uploadImage(file, parsed.data.alt, setProgress, role);
      onUploaded(parsed.data.alt, image.url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The image could not be uploaded.");
    } finally {
      setProgress(null);
    }
  };

  return (
    <AlertDialog open={file !== null} onOpenChange={(open) => !open && !uploading && onClose()}>
      <AlertDialogContent
        tone="accent"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <AlertDialogTitle>Insert image</AlertDialogTitle>
          <AlertDialogDescription>Describe what the image shows, for readers who cannot see it. It is required before publishing.</AlertDialogDescription>
          {preview ? <img src={preview} alt="" className="max-h-48 self-start rounded-sm border border-border object-contain" /> : null}
          <div className="flex flex-col gap-2">
            <Label htmlFor={altId}>Image description (alt text)</Label>
            <Input
              id={altId}
              value={alt}
              autoFocus
              {...countedFieldProps(altId, alt.length, IMAGE_RULES.altMaxLength, error ? `${altId}-error` : undefined)}
              {...(error ? { "aria-invalid": true } : {})}
              onChange={(event) => setAlt(event.target.value)}
              disabled={uploading}
            />
            <CharacterCount id={`${altId}-count`} length={alt.length} limit={IMAGE_RULES.altMaxLength} />
            {error ? (
              <p id={`${altId}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          {progress ? <UploadProgress progress={progress} /> : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={uploading}>Cancel</AlertDialogCancel>
            <Button type="submit" disabled={uploading}>
              {uploading ? "Uploading..." : "Insert image"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { ImagePlus } from "lucide-react";
import { MAX_PHOTOS, PHOTO_ACCEPT, PHOTOS_FIELD } from "~/forms/photos";
import { FieldError, fieldId, firstError, type FieldErrors } from "./form-field";

/**
 * "Add photos" on the quote form: one multiple file input, posted with the form (multipart, so it works without
 * JavaScript). The browser's check (the shared schema) counts the files and adds up their sizes; the server decides
 * what each file is by decoding it, and keeps only a re-encoded copy without its location.
 */
export function PhotosField({ formId, errors }: { formId: string; errors?: FieldErrors | undefined }) {
  const id = fieldId(formId, PHOTOS_FIELD);
  const hintId = `${id}-hint`;
  const error = firstError(errors, PHOTOS_FIELD);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <ImagePlus className="size-4 text-primary" aria-hidden="true" />
        Photos <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <input
        type="file"
        id={id}
        name={PHOTOS_FIELD}
        accept={PHOTO_ACCEPT}
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${id}-error` : hintId}
        className="w-full cursor-pointer rounded-md text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-semibold file:text-secondary-foreground hover:file:bg-secondary/80"
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        Up to {MAX_PHOTOS} photos of the job (JPEG or PNG, 10 MB in all) help pros quote. We remove the location and camera details from every photo, and only
        the pros who take your request see them.
      </p>
      <FieldError id={id} message={error} />
    </div>
  );
}

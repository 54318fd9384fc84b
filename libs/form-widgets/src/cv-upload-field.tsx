import { type CvUpload } from '@nordhub/api-client';
import { type StoredFile } from '@nordhub/contracts';
import { DocumentUploadField } from '@nordhub/design-system';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

export type CvUploadFieldProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form's upload (useCvUpload): the form waits for it before it sends. */
  upload: CvUpload;
  /** The form's field holding the stored CV (null when none). */
  name: FieldPathByValue<T, StoredFile | null>;
  hint: string;
  /** The field's name in the page's language; "CV" unless given. */
  label?: string;
  /** The validation message of the field, if any (an upload's own failure shows first). */
  error?: string;
  /** The chosen CV opens from its name (the seeker's own settings). */
  linkToFile?: boolean;
};

/**
 * A react-hook-form field for a CV: a PDF uploaded at once (progress, Cancel, Remove), the form
 * keeping the stored file. Bundled with the forms that use it (form-widgets is no federation
 * share), so react-hook-form loads with those forms, not on every page.
 */
export function CvUploadField<T extends FieldValues>({ control, upload: cv, name, hint, label = 'CV', error, linkToFile = false }: CvUploadFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = field.value as StoredFile | null;
        return (
          <DocumentUploadField
            label={label}
            accept="application/pdf"
            hint={hint}
            value={value ? { name: value.name, ...(linkToFile ? { url: `/api/files/${value.path}` } : {}) } : null}
            progress={cv.progress}
            isUploading={cv.isUploading}
            error={cv.error ?? error}
            onChoose={(file) =>
              void cv.upload(file).then((stored) => {
                if (stored) field.onChange({ path: stored.path, name: stored.name, size: stored.size, contentType: stored.contentType });
              })
            }
            onCancel={cv.cancel}
            onRemove={() => field.onChange(null)}
          />
        );
      }}
    />
  );
}

import { CV_MAX_BYTES, cvTexts, type StoredFile } from '@nordhub/contracts';
import { useCallback, useState } from 'react';
import { useUpload } from './upload-file';

export type CvUpload = {
  /** Checks the file here first (a PDF, at most 5 MB), then uploads it; the stored CV, or null. */
  upload: (file: File) => Promise<(StoredFile & { url: string }) | null>;
  cancel: () => void;
  progress: number | null;
  isUploading: boolean;
  /** Why the last file was refused, here or by the server (which reads the type from the bytes). */
  error: string | null;
};

const looksLikePdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** A CV upload for quick-apply settings and the apply form: useUpload('file') with the CV rules. */
export function useCvUpload(): CvUpload {
  const { upload, cancel, progress, isUploading, error } = useUpload('file');
  const [refused, setRefused] = useState<string | null>(null);
  const uploadCv = useCallback(
    async (file: File) => {
      if (!looksLikePdf(file)) {
        setRefused(cvTexts.notPdf);
        return null;
      }
      if (file.size > CV_MAX_BYTES) {
        setRefused(cvTexts.tooLarge);
        return null;
      }
      setRefused(null);
      const stored = await upload(file);
      return stored ? { path: stored.path, name: stored.name, size: stored.size, contentType: stored.contentType, url: stored.url } : null;
    },
    [upload],
  );
  return { upload: uploadCv, cancel, progress, isUploading, error: refused ?? error?.fieldMessage('file_upload') ?? error?.message ?? null };
}

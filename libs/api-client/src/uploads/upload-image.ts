import { UPLOAD_FIELD_NAME, type UploadResponse, uploadResponseSchema } from '@nordhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';

export const uploadImagePath = '/upload/image';

export type UploadImageOptions = RequestOptions & {
  /** Called with the uploaded share, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
};

/** POST upload/image as multipart field `file_upload`; answers with the stored path and its URL. */
export async function uploadImage(
  file: File,
  { client = apiClient, signal, onProgress }: UploadImageOptions = {},
): Promise<UploadResponse> {
  const body = new FormData();
  body.append(UPLOAD_FIELD_NAME, file);
  const response = await client.post<unknown>(uploadImagePath, body, {
    signal,
    onUploadProgress: onProgress
      ? (event) => {
          const total = event.total ?? file.size;
          if (total > 0) onProgress(Math.min(1, event.loaded / total));
        }
      : undefined,
  });
  onProgress?.(1);
  return parseResponse(uploadResponseSchema, response);
}

export type UploadImageVariables = { file: File; onProgress?: (fraction: number) => void };

/** Uploads one image; the caller then sends the answered path where the image belongs. */
export const useUploadImage = () =>
  useMutation<UploadResponse, ApiClientError, UploadImageVariables>({
    mutationFn: ({ file, onProgress }) => uploadImage(file, { onProgress }),
  });

import { type UploadResponse } from '@nordhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { type ApiClientError } from '../errors';
import { uploadFile, uploadPath, type UploadFileOptions } from './upload-file';

export const uploadImagePath = uploadPath('image');

export type UploadImageOptions = UploadFileOptions;

/** POST upload/image as multipart field `file_upload`; answers with the stored path and its URL. */
export function uploadImage(file: File, options: UploadImageOptions = {}): Promise<UploadResponse> {
  return uploadFile('image', file, options);
}

export type UploadImageVariables = { file: File; onProgress?: (fraction: number) => void };

/** Uploads one image; the caller then sends the answered path where the image belongs. */
export const useUploadImage = () =>
  useMutation<UploadResponse, ApiClientError, UploadImageVariables>({
    mutationFn: ({ file, onProgress }) => uploadImage(file, { onProgress }),
  });

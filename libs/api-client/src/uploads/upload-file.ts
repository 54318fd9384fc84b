import { UPLOAD_FIELD_NAME, type UploadResponse, type UploadType } from '@nordhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '../client';
import { type ApiClientError, normalizeApiError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';

/** POST upload/{type}: `image` (PNG, JPEG, WebP, GIF) or `file` (PDF, Word). */
export const uploadPath = (type: UploadType) => `/upload/${type}`;

export type UploadFileOptions = RequestOptions & {
  /** Called with the uploaded share, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
};

/** Sends one file as multipart field `file_upload`; answers with the stored path and its URL. */
export async function uploadFile(
  type: UploadType,
  file: File,
  { client = apiClient, signal, onProgress }: UploadFileOptions = {},
): Promise<UploadResponse> {
  const schema = import('@nordhub/contracts').then((contracts) => contracts.uploadResponseSchema);
  const body = new FormData();
  body.append(UPLOAD_FIELD_NAME, file);
  const response = await client.post<unknown>(uploadPath(type), body, {
    signal,
    onUploadProgress: onProgress
      ? (event) => {
          const total = event.total ?? file.size;
          if (total > 0) onProgress(Math.min(1, event.loaded / total));
        }
      : undefined,
  });
  onProgress?.(1);
  return parseResponse(schema, response);
}

export type UploadState = {
  /** 0-100 while a file is on its way, else null. */
  progress: number | null;
  isUploading: boolean;
  error: ApiClientError | null;
};

export type UseUploadResult = UploadState & {
  /** Uploads the file; resolves with the stored file, or null when cancelled or refused (see `error`). */
  upload: (file: File) => Promise<UploadResponse | null>;
  /** Stops the running upload (the request is aborted); nothing is stored. */
  cancel: () => void;
};

const idle: UploadState = { progress: null, isUploading: false, error: null };

/**
 * An upload with a progress bar and a cancel button: axios reports progress, an AbortController
 * cancels. One upload at a time per hook; starting another cancels the first. Leaving the page
 * cancels too.
 */
export function useUpload(type: UploadType, { client }: Pick<RequestOptions, 'client'> = {}): UseUploadResult {
  const [state, setState] = useState<UploadState>(idle);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const cancel = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState(idle);
  }, []);

  const upload = useCallback(
    async (file: File) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setState({ progress: 0, isUploading: true, error: null });
      try {
        const stored = await uploadFile(type, file, {
          client,
          signal: controller.signal,
          onProgress: (fraction) => {
            if (!controller.signal.aborted) setState((current) => ({ ...current, progress: Math.round(fraction * 100) }));
          },
        });
        if (controller.signal.aborted) return null;
        setState(idle);
        return stored;
      } catch (error) {
        if (controller.signal.aborted) return null;
        setState({ progress: null, isUploading: false, error: normalizeApiError(error) });
        return null;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [type, client],
  );

  return { ...state, upload, cancel };
}

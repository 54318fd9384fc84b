import { UPLOAD_FIELD_NAME } from '@nordhub/contracts';

/** A multipart/form-data body with one file part (by default the upload field), and its content type. */
export function multipart(filename: string, bytes: Buffer, contentType = 'application/octet-stream', field: string = UPLOAD_FIELD_NAME) {
  const boundary = '----nordhub-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

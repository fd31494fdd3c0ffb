// How a stored file is answered as a download, the same from every face that serves one (the
// REST API's dispute files behind HTTP Basic, the web pages' behind the session): the
// Content-Disposition header and the name a file without one is given.

const extensions: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The media types a download can have, with their file extension (the types a stored file is read as). */
export const downloadMediaTypes = Object.keys(extensions);

/**
 * `attachment` with the file's name: an ASCII `filename` (anything else, quotes and backslashes
 * replaced by `_`) and the exact name in `filename*` (RFC 6266); a file without a name is called
 * `<stem>.<extension of its type>`.
 */
export function attachmentDisposition(fileName: string | null, fallbackStem: string, contentType: string): string {
  const name = fileName ?? `${fallbackStem}.${extensions[contentType] ?? 'bin'}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

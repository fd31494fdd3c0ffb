import type { IdentificationDocument } from '../../db/generated/client.js';

/** An identification document's record (never its content). */
export function serializeIdentificationDocument(document: Omit<IdentificationDocument, 'content'>) {
  return {
    id: document.id,
    type: document.type,
    status: document.status,
    file_name: document.fileName,
    date_created: document.createdAt.toISOString(),
  };
}

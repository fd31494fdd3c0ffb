import { attachmentDisposition } from '../attachment.js';
import { redirect, relayId, WebError, type WebRequest } from './http.js';
import { queryDocument } from './graphql.js';
import { graphql } from './generated/gql.js';

// An evidence file of a dispute, downloaded from the party page behind the web session (the
// REST download asks for HTTP Basic, which a signed-in browser does not send). The bytes come
// through GraphQL (Dispute.file, DisputeFile.contentBase64): the case's access rule is the
// core's, read for the session's viewer; whoever may not read the case finds nothing (404).

const DisputeFileContent = graphql(`
  query WebDisputeFile($id: ID!, $fileId: Int!) {
    node(id: $id) {
      __typename
      ... on Dispute {
        transaction { databaseId }
        file(databaseId: $fileId) { databaseId fileName contentType contentBase64 }
      }
    }
  }
`);

const notFound = 'No such file, or it is not yours to see';

function pathNumber(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new WebError(404, notFound);
  return Number(raw);
}

/** GET /transactions/{id}/disputes/{dispute_id}/files/{file_id}: the file as an attachment, never shown inline. */
export async function disputeFileDownload(web: WebRequest, rawTransactionId: string, rawDisputeId: string, rawFileId: string): Promise<Response> {
  const transactionId = pathNumber(rawTransactionId);
  if (!web.session) return redirect(web, `/sign-in?next=${encodeURIComponent(web.url.pathname)}`);
  const disputeId = pathNumber(rawDisputeId);
  const fileId = pathNumber(rawFileId);
  const result = await queryDocument(web, DisputeFileContent, { id: relayId('Dispute', disputeId), fileId });
  if (!result.ok) throw new WebError(404, notFound);
  const dispute = result.value.node;
  if (dispute?.__typename !== 'Dispute' || dispute.transaction?.databaseId !== transactionId || !dispute.file) throw new WebError(404, notFound);
  const file = dispute.file;
  return new Response(Buffer.from(file.contentBase64, 'base64'), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': attachmentDisposition(file.fileName ?? null, `evidence-${file.databaseId}`, file.contentType),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });
}

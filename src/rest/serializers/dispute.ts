/**
 * A dispute as the REST API shows it (an extension of the 2017-09-01 API, docs/lifecycle.md
 * "Disputes over REST"): snake_case, amounts as decimal strings, statuses in lower case, each
 * message with its evidence files (records; the bytes at download_path).
 */
import { formatMoney } from '../../domain/shared/money.js';
import type { DisputeFileView, DisputeView } from '../../domain/transactions/disputes.js';

/** The file's download route (GET /dispute/{id}/files/{file_id}) under the API's version prefix. */
function downloadPath(disputeId: number, file: DisputeFileView): string {
  return `/2017-09-01/dispute/${disputeId}/files/${file.id}`;
}

export function serializeDispute(dispute: DisputeView) {
  return {
    id: dispute.id,
    transaction_id: dispute.transactionId,
    item_id: dispute.itemId,
    opened_by: dispute.openedByRole,
    reason: dispute.reason,
    status: dispute.status.toLowerCase(),
    date_opened: dispute.openedAt.toISOString(),
    respond_by: dispute.respondBy.toISOString(),
    date_closed: dispute.closedAt?.toISOString() ?? null,
    resolution:
      dispute.sellerAmount !== null && dispute.buyerAmount !== null
        ? { seller_amount: formatMoney(dispute.sellerAmount), buyer_amount: formatMoney(dispute.buyerAmount) }
        : null,
    messages: dispute.messages.map((message) => ({
      id: message.id,
      author_role: message.authorRole,
      body: message.body,
      date_created: message.createdAt.toISOString(),
      files: message.files.map((file) => ({
        id: file.id,
        file_name: file.fileName,
        content_type: file.contentType,
        size: file.size,
        sha256: file.sha256,
        download_path: downloadPath(dispute.id, file),
      })),
    })),
    proposals: dispute.proposals.map((proposal) => ({
      id: proposal.id,
      proposed_by: proposal.proposedByRole,
      status: proposal.status.toLowerCase(),
      seller_amount: formatMoney(proposal.sellerAmount),
      buyer_amount: formatMoney(proposal.buyerAmount),
      seller_payout: proposal.sellerPayout === null ? null : formatMoney(proposal.sellerPayout),
      seller_fees: proposal.sellerFees === null ? null : formatMoney(proposal.sellerFees),
      date_created: proposal.createdAt.toISOString(),
    })),
  };
}

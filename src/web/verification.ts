import { html, type Html } from './html.js';
import { htmlResponse, readUploadForm, redirect, redirectWithFlash, WebError, type WebRequest } from './http.js';
import { mutateDocument, queryDocument } from './graphql.js';
import { csrfField, errorList, flashNotice, page } from './layout.js';
import { graphql } from './generated/gql.js';
import type { VerificationAccountInput, WebViewerVerificationQuery } from './generated/graphql.js';

// The customer's verification (KYC) page: its personal and company verification, and a form to
// submit each with a document. Files are posted as multipart/form-data (the form carries the
// session's CSRF token) and handed to GraphQL's submitVerification in base64; the rules (types
// read from the file, sizes, statuses) are the core's.

const ViewerVerification = graphql(`
  query WebViewerVerification {
    viewer {
      firstName
      lastName
      dateOfBirth
      companyName
      verificationRequired
      personalVerification { status }
      companyVerification { status }
      verifications { kind status rejectionReason submittedAt }
    }
  }
`);

const SubmitVerification = graphql(`
  mutation WebSubmitVerification($kind: VerificationKind!, $account: VerificationAccountInput, $documents: [VerificationDocumentInput!]!) {
    submitVerification(kind: $kind, account: $account, documents: $documents) {
      __typename
      ... on Error { message code }
      ... on ValidationError { fields { path messages } }
      ... on VerificationPayload { verification { databaseId status } }
    }
  }
`);

type Viewer = WebViewerVerificationQuery['viewer'];

const documentTypes: Record<string, [string, string][]> = {
  personal: [
    ['passport', 'Passport'],
    ['drivers_license', 'Driver’s license'],
    ['national_id', 'National identity card'],
    ['proof_of_address', 'Proof of address'],
  ],
  company: [
    ['certificate_of_incorporation', 'Certificate of incorporation'],
    ['business_registration', 'Business registration'],
    ['proof_of_address', 'Proof of address'],
    ['ownership_structure', 'Ownership structure'],
  ],
};

const statusLabels: Record<string, string> = {
  not_verified: 'not verified',
  pending: 'waiting for review',
  verified: 'verified',
  rejected: 'rejected',
};

export async function verificationPage(web: WebRequest): Promise<Response> {
  if (!web.session) return redirect(web, `/sign-in?next=${encodeURIComponent('/verification')}`);
  if (web.request.method === 'POST') return submitted(web);
  return render(web, {});
}

async function render(web: WebRequest, messages: { errors?: string[] }, status = 200): Promise<Response> {
  const result = await queryDocument(web, ViewerVerification, {});
  if (!result.ok) throw new WebError(403, result.messages.join('; '));
  const v = result.value.viewer;
  const latest = (kind: string) => v.verifications.find((entry) => entry.kind === kind) ?? null;
  const section = (kind: 'personal' | 'company', title: string, current: string) => {
    const last = latest(kind);
    const open = current === 'not_verified' || current === 'rejected';
    return html`<section aria-labelledby="${kind}-h">
      <h2 id="${kind}-h">${title}</h2>
      <p>Status: <strong>${statusLabels[current] ?? current}</strong></p>
      ${last?.rejectionReason ? html`<p class="hint">Why it was rejected: ${last.rejectionReason}</p>` : ''}
      ${open ? form(web, kind, v) : ''}
    </section>`;
  };
  return htmlResponse(
    web,
    page(
      web,
      'Verification',
      html`<h1>Verify your identity</h1>
        <p class="lead">
          ${v.verificationRequired ? 'A transaction of yours asks you to verify before it goes on.' : 'Verified customers can pay by card and take part in larger transactions.'}
        </p>
        ${flashNotice(web)} ${errorList(messages.errors ?? [])}
        ${section('personal', 'Personal verification', v.personalVerification.status)}
        ${section('company', 'Company verification', v.companyVerification.status)}`,
    ),
    status,
  );
}

function form(web: WebRequest, kind: 'personal' | 'company', v: Viewer): Html {
  const accept = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
  const fields =
    kind === 'personal'
      ? html`<label for="first-name">First name</label><input id="first-name" name="first_name" maxlength="100" value="${v.firstName ?? ''}" required />
          <label for="last-name">Last name</label><input id="last-name" name="last_name" maxlength="100" value="${v.lastName ?? ''}" required />
          <label for="dob">Date of birth</label
          ><input id="dob" name="date_of_birth" type="date" value="${v.dateOfBirth ? new Date(v.dateOfBirth).toISOString().slice(0, 10) : ''}" required />`
      : html`<label for="company-name">Company name</label><input id="company-name" name="company_name" maxlength="200" value="${v.companyName ?? ''}" required />
          <label for="registration">Registration number</label><input id="registration" name="registration_number" maxlength="64" />
          <label for="country">Country of registration (two letters, such as GB)</label><input id="country" name="country" maxlength="2" required />`;
  return html`<form method="post" action="/verification" enctype="multipart/form-data" class="card">
    ${csrfField(web)}
    <input type="hidden" name="kind" value="${kind}" />
    ${fields}
    <label for="${kind}-type">Document</label>
    <select id="${kind}-type" name="document_type">
      ${documentTypes[kind]!.map(([value, label]) => html`<option value="${value}">${label}</option>`)}
    </select>
    <label for="${kind}-file">File (PDF, PNG or JPEG)</label>
    <input id="${kind}-file" name="document" type="file" accept="${accept}" required />
    <button type="submit">Submit for review</button>
  </form>`;
}

const accountFields: Record<string, keyof VerificationAccountInput> = {
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  company_name: 'companyName',
  registration_number: 'registrationNumber',
  country: 'country',
};

async function submitted(web: WebRequest): Promise<Response> {
  const form = await readUploadForm(web);
  const kind = form.get('kind');
  if (kind !== 'personal' && kind !== 'company') throw new WebError(400, 'Choose the personal or the company verification');
  const account: VerificationAccountInput = {};
  for (const [name, key] of Object.entries(accountFields)) {
    const value = form.get(name);
    // An empty field is left to the profile, as the API does with a field left out.
    if (typeof value === 'string' && value.trim() !== '') account[key] = value.trim();
  }
  const file = form.get('document');
  const documentType = form.get('document_type');
  if (!file || typeof file === 'string' || file.size === 0) return render(web, { errors: ['Choose the file of your document'] }, 400);
  const declared = file.type === '' || file.type === 'application/octet-stream' ? null : file.type;
  const documents = [
    {
      type: typeof documentType === 'string' ? documentType : '',
      fileName: file.name || null,
      contentType: declared,
      contentBase64: Buffer.from(await file.arrayBuffer()).toString('base64'),
    },
  ];
  const outcome = await mutateDocument(web, 'submitVerification', SubmitVerification, { kind, account, documents });
  if (!outcome.ok) return render(web, { errors: outcome.messages }, 400);
  return redirectWithFlash(web, '/verification', 'Thank you: your documents are waiting for review.');
}

import { unsafeTextProblem } from './limits.js';

/**
 * Emails, once: every entry (customer creation, sign-in, forgot password, invitations, the
 * parties of a transaction, As-Customer, lookups) canonicalises an email with canonicalEmail
 * and validates it with emailProblem, so two spellings of one address are one account and a
 * look-alike cannot be registered.
 */

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Characters that do not show, or that reorder what is shown: format characters (zero-width
 * space, joiner and non-joiner, soft hyphen, word joiner, left-to-right and right-to-left
 * marks, embeddings, overrides and isolates, the byte-order mark, tags), controls, line and
 * paragraph separators, and the fillers and variation selectors that render as nothing.
 */
const invisibleOrBidi = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;
/** Combining marks that render as nothing (grapheme joiner, Khmer inherent vowels, Mongolian and variation selectors). */
const invisibleMarks: [number, number][] = [
  [0x034f, 0x034f],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0xfe00, 0xfe0f],
  [0xe0100, 0xe01ef],
];

function hasInvisible(text: string): boolean {
  if (invisibleOrBidi.test(text)) return true;
  for (const character of text) {
    const point = character.codePointAt(0)!;
    if (invisibleMarks.some(([from, to]) => point >= from && point <= to)) return true;
  }
  return false;
}

export const emailMaxLength = 254;
const invalidEmailMessage = 'must be a valid email address';
export const invisibleEmailMessage = 'must not contain invisible or bidirectional control characters';

/** The one spelling of an email: trimmed, Unicode NFC, lower-cased (NFD and NFC spellings are one address). */
export function canonicalEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

/** Why this text (canonical or not) is not an acceptable email, or null when it is. */
export function emailProblem(email: string): string | null {
  const canonical = canonicalEmail(email);
  if (canonical.length > emailMaxLength || unsafeTextProblem(email) !== null) return invalidEmailMessage;
  if (hasInvisible(canonical)) return invisibleEmailMessage;
  return emailPattern.test(canonical) ? null : invalidEmailMessage;
}

/** Checks of the bank identifiers in a DisbursementMethod; each normalises what it accepts. */
import { countryCodes } from '../shared/countries.js';

/** An ABA routing number: 9 digits whose weighted sum (3, 7, 1, ...) is a multiple of 10. */
export function normaliseAbaRoutingNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return null;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0 ? digits : null;
}

/** An IBAN: country code, check digits and account, passing the ISO 13616 mod-97 check. */
export function normaliseIban(value: string): string | null {
  const iban = value.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) || !countryCodes.has(iban.slice(0, 2))) return null;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? iban : null;
}

/** A SWIFT/BIC code: 4 letters (bank), an ISO country, 2 letters or digits, optional 3 (branch). */
export function normaliseSwiftCode(value: string): string | null {
  const code = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(code) || !countryCodes.has(code.slice(4, 6))) return null;
  return code;
}

/** A UK sort code: 6 digits, hyphens or spaces allowed ("12-34-56"). */
export function normaliseSortCode(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** An account number: 4 to 34 letters and digits (spaces and hyphens dropped); digits only for ACH. */
export function normaliseAccountNumber(value: string, digitsOnly: boolean): string | null {
  const account = value.replace(/[\s-]/g, '').toUpperCase();
  if (digitsOnly) return /^\d{4,17}$/.test(account) ? account : null;
  return /^[A-Z0-9]{4,34}$/.test(account) ? account : null;
}

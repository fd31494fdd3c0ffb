import { address, bic, digits, fields, text, type Rule, type Values } from './read.js';

// How buyers pay the service: a wire to its bank account (WIRE_*) and checks by mail (CHECK_*).
// Each group is config.wireTransfer / config.check, the prefix dropped, or null when not set.

const requiredWire = {
  WIRE_BANK_NAME: text().optional(),
  /** BIC / SWIFT code, upper case. */
  WIRE_SWIFT_CODE: bic().optional(),
  WIRE_ACCOUNT_NAME: text().optional(),
  WIRE_ACCOUNT_NUMBER: text().optional(),
};

const optionalWire = {
  WIRE_ROUTING_NUMBER: text().optional(),
  WIRE_IBAN: text()
    .transform((iban) => iban.replace(/\s+/g, '').toUpperCase())
    .optional(),
  WIRE_BANK_ADDRESS: text().optional(),
  WIRE_BENEFICIARY_ADDRESS: text().optional(),
  /** Appended to the generated instructions (e.g. cut-off times); `{id}` stands for the transaction id. */
  WIRE_INSTRUCTIONS: text().optional(),
  /** UK sort code, Australian BSB, Canadian bank (institution) and transit numbers: what buyers of those countries need. */
  WIRE_SORT_CODE: digits(6).optional(),
  WIRE_BSB: digits(6).optional(),
  WIRE_BANK_NUMBER: text().optional(),
  WIRE_TRANSIT_NUMBER: text().optional(),
  WIRE_INTERMEDIARY_BANK_NAME: text().optional(),
  WIRE_INTERMEDIARY_BANK_SWIFT_CODE: bic().optional(),
  WIRE_STRUCTURED_BANK_ADDRESS: address().optional(),
  WIRE_STRUCTURED_BENEFICIARY_ADDRESS: address().optional(),
};

const checkSettings = {
  CHECK_PAYEE_NAME: text().optional(),
  /** The mailing address, JSON as the WIRE_STRUCTURED_* addresses; line1, city and country required. */
  CHECK_ADDRESS: address().optional(),
};

export const paymentsSettings = { ...requiredWire, ...optionalWire, ...checkSettings };

const requiredWireNames = Object.keys(requiredWire);

export const paymentsRules: Rule[] = [
  // The four required WIRE_* settings are given together or not at all.
  (values) => {
    const given = requiredWireNames.filter((name) => values[name] !== undefined);
    if (given.length === 0) {
      const stray = Object.keys(optionalWire).filter((name) => values[name] !== undefined);
      return stray.length > 0 ? `${stray.join(', ')} need ${requiredWireNames.join(', ')} to be set` : undefined;
    }
    const missing = requiredWireNames.filter((name) => values[name] === undefined);
    return missing.length > 0 ? `${missing.join(', ')} must be set together with ${given.join(', ')}` : undefined;
  },
  ({ CHECK_PAYEE_NAME, CHECK_ADDRESS }) =>
    (CHECK_PAYEE_NAME === undefined) !== (CHECK_ADDRESS === undefined) ? 'CHECK_PAYEE_NAME and CHECK_ADDRESS must be set together' : undefined,
  ({ CHECK_PAYEE_NAME, CHECK_ADDRESS }) => {
    // Only an address that was read (a bad one is reported as such).
    if (CHECK_PAYEE_NAME === undefined || typeof CHECK_ADDRESS !== 'object' || CHECK_ADDRESS === null || !('postCode' in CHECK_ADDRESS)) return undefined;
    const { line1, city, country } = CHECK_ADDRESS as ConfiguredAddress;
    if (country === null || !/^[A-Z]{2}$/.test(country)) return undefined;
    return line1 === null || city === null ? 'CHECK_ADDRESS needs line1, city and country' : undefined;
  },
];

/** A postal address in configuration. */
export type ConfiguredAddress = NonNullable<Values<typeof checkSettings>['CHECK_ADDRESS']>;

type Absent<T> = { [Key in keyof T]-?: Exclude<T[Key], undefined> | null };

function orNull<T extends object>(group: T): Absent<T> {
  return Object.fromEntries(Object.entries(group).map(([key, value]) => [key, value ?? null])) as Absent<T>;
}

export function paymentsConfig(values: Values<typeof paymentsSettings>) {
  const { WIRE_BANK_NAME, WIRE_SWIFT_CODE, WIRE_ACCOUNT_NAME, WIRE_ACCOUNT_NUMBER, CHECK_PAYEE_NAME, CHECK_ADDRESS } = values;
  const wireTransfer =
    WIRE_BANK_NAME === undefined || WIRE_SWIFT_CODE === undefined || WIRE_ACCOUNT_NAME === undefined || WIRE_ACCOUNT_NUMBER === undefined
      ? null
      : {
          bankName: WIRE_BANK_NAME,
          swiftCode: WIRE_SWIFT_CODE,
          accountName: WIRE_ACCOUNT_NAME,
          accountNumber: WIRE_ACCOUNT_NUMBER,
          ...orNull(fields(optionalWire, values, 'WIRE_')),
        };
  const check = CHECK_PAYEE_NAME === undefined || CHECK_ADDRESS === undefined ? null : { payeeName: CHECK_PAYEE_NAME, address: CHECK_ADDRESS };
  return { wireTransfer, check };
}

/** Bank details given to buyers paying by wire transfer. */
export type WireTransferConfig = NonNullable<ReturnType<typeof paymentsConfig>['wireTransfer']>;

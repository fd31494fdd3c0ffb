import { describe, expect, it } from 'vitest';
import { parseDisbursementMethodChoice, readDisbursementMethod, unreadableId } from '../../../src/rest/parse/disbursement-method.js';
import { ErrorReport } from '../../../src/domain/shared/field-errors.js';
import { savedMethodIdMessage } from '../../../src/domain/transactions/disbursement-method.js';

const bank = { bank_name: 'Bank of Nowhere', bank_swift_code: 'BOFAUS3N' };
const read = (body: unknown) => {
  const result = parseDisbursementMethodChoice(body);
  return { input: result.input, errors: result.errors.toObject(), renames: result.renames };
};

describe('parseDisbursementMethodChoice', () => {
  it('passes a text field sent with another type on as its JSON text, and reports it', () => {
    const { input, errors } = read({ type: 5, account_name: ['A'], bank_iban: { x: 1 } });
    expect(input).toMatchObject({ type: '5', accountName: '["A"]', bankIban: '{"x":1}' });
    expect(errors).toEqual({ type: ['must be a string'], account_name: ['must be a string'], bank_iban: ['must be a string'] });
  });

  it('selects a saved method by id, ignoring the rest; an unreadable id is reported and kept a saved method’s', () => {
    expect(read({ id: 3, type: 7 })).toEqual({ input: { id: 3 }, errors: {}, renames: {} });
    const unreadable = read({ id: 'three' });
    expect(unreadable.input).toEqual({ id: unreadableId });
    expect(unreadable.errors).toEqual({ id: [savedMethodIdMessage] });
  });

  it('reads intermediary_bank as the first entry of intermediary_banks, renaming its errors back', () => {
    const single = read({ intermediary_bank: { ...bank, bank_name: 4 } });
    expect(single.input).toMatchObject({ intermediaryBanks: [{ bankName: '4', bankSwiftCode: bank.bank_swift_code }] });
    expect(single.errors).toEqual({ intermediary_bank: { bank_name: ['must be a string'] } });
    expect(single.renames).toEqual({ 'intermediaryBanks.0': 'intermediary_bank' });
    const both = read({ intermediary_bank: bank, intermediary_banks: [bank] });
    expect(both).toMatchObject({ input: { intermediaryBanks: [{ bankName: bank.bank_name }] }, errors: {}, renames: {} });
  });

  it('refuses a shorthand bank that disagrees with the list, or a list that is not one, reading neither', () => {
    const disagreeing = read({ intermediary_bank: bank, intermediary_banks: [{ bank_name: 3 }] });
    expect(disagreeing.errors).toEqual({ intermediary_bank: ['must be left out, or equal the first entry of intermediary_banks'] });
    expect(disagreeing.input).toMatchObject({ intermediaryBanks: undefined });
    const notAList = read({ intermediary_bank: bank, intermediary_banks: 'many' });
    expect(notAList.errors).toEqual({ intermediary_banks: ['must be a list of intermediary banks'] });
    expect(notAList.input).toMatchObject({ intermediaryBanks: undefined });
  });

  it('keeps list positions, reporting entries and unknown fields at their wire paths', () => {
    const { input, errors } = read({ intermediary_banks: [1, { bank_name: 'B', zz: 1 }], colour: 'red' });
    expect(input).toMatchObject({ intermediaryBanks: [{}, { bankName: 'B' }] });
    expect(errors).toEqual({
      colour: ['is not a field of a disbursement method'],
      intermediary_banks: { 0: { all: ['must be an object describing a bank'] }, 1: { zz: ['is not a field of an intermediary bank'] } },
    });
  });

  it('reads an address of nulls as no address, and one with an unreadable field as an address still', () => {
    expect(read({ beneficiary_address: { line1: null, extra: null } }).input).toMatchObject({ beneficiaryAddress: null });
    const partial = read({ beneficiary_address: { line1: 1, city: null, zz: 2 } });
    expect(partial.input).toMatchObject({ beneficiaryAddress: {} });
    expect(partial.errors).toEqual({ beneficiary_address: { line1: ['must be a string'], zz: ['is not a field of an address'] } });
  });
});

describe('readDisbursementMethod', () => {
  it('reports into the scope it is given (a customer body’s entry)', () => {
    const report = new ErrorReport();
    const result = readDisbursementMethod({ type: 1, intermediary_bank: bank }, report.at('disbursement_methods', 0));
    expect(result.singleIntermediaryBank).toBe(true);
    expect(result.input).toMatchObject({ type: '1' });
    expect(report.toObject()).toEqual({ disbursement_methods: { 0: { type: ['must be a string'] } } });
  });
});

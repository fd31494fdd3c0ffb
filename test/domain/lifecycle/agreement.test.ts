/** agree, upgrade_draft, modify_terms and modify_party. */
import { describe, expect, it } from 'vitest';
import { decide } from '../../../src/domain/lifecycle/index.js';
import {
  BROKER,
  BUYER,
  DAY,
  SELLER,
  Sim,
  T0,
  asCustomer,
  broker,
  buyer,
  expectOk,
  expectRefused,
  gm,
  makeTxn,
  milestone,
  operator,
  partner,
  PARTNER,
  seller,
  service,
  stranger,
  customerEmail,
} from './fixtures.js';

describe('agree', () => {
  it('each of buyer, seller and broker agrees for itself; agree is emitted once all did', () => {
    const sim = new Sim(makeTxn({ agreed: false, broker: true }));
    expect(sim.do({ type: 'agree' }, broker).events).toEqual([]);
    expect(sim.s.statusCode).toBe(9);
    expect(sim.do({ type: 'agree' }, seller).events).toEqual([]);
    expect(sim.s.statusCode).toBe(6);
    const last = sim.do({ type: 'agree' }, buyer);
    expect(last.events.map((event) => event.name)).toEqual(['agree']);
    expect(last.patch).toContainEqual({ entity: 'party', id: sim.s.parties[0]!.id, set: { agreed: true, agreedAt: T0 } });
    expect(sim.s.statusCode).toBe(15);
  });

  it('buyer and seller agreed, broker missing: 10', () => {
    const sim = new Sim(makeTxn({ agreed: false, broker: true }));
    sim.do({ type: 'agree' }, buyer);
    expect(sim.s.statusCode).toBe(5);
    sim.do({ type: 'agree' }, seller);
    expect(sim.s.statusCode).toBe(10);
  });

  it('refuses a second agreement, the partner alone, strangers and service actors', () => {
    const sim = new Sim(makeTxn({ agreed: false }));
    sim.do({ type: 'agree' }, buyer);
    sim.refuse({ type: 'agree' }, buyer, 'invalid_state', 'already_agreed');
    sim.refuse({ type: 'agree' }, partner, 'forbidden');
    sim.refuse({ type: 'agree' }, stranger, 'forbidden');
    sim.refuse({ type: 'agree' }, operator, 'forbidden');
    sim.refuse({ type: 'agree' }, service, 'forbidden');
  });

  it('an approved partner may agree As-Customer for a party', () => {
    const sim = new Sim(makeTxn({ agreed: false }));
    sim.do({ type: 'agree' }, asCustomer(SELLER));
    expect(sim.s.parties.find((party) => party.role === 'seller')!.agreed).toBe(true);
    expect(sim.s.parties.find((party) => party.role === 'partner')!.agreed).toBe(false);
  });

  it('a draft must be accepted first', () => {
    new Sim(makeTxn({ draft: true, agreed: false })).refuse({ type: 'agree' }, seller, 'invalid_state', 'draft');
  });
});

describe('upgrade_draft', () => {
  it('the offer’s recipient accepts it: offer_accepted, and it agrees', () => {
    const sim = new Sim(makeTxn({ draft: true, agreed: false }));
    expect(sim.s.statusCode).toBe(3);
    sim.s.statusCode = 1;
    const decision = sim.do({ type: 'upgrade_draft', flow: 'create' }, seller);
    expect(decision.events.map((event) => event.name)).toEqual(['offer_accepted']);
    expect(sim.s.isDraft).toBe(false);
    expect(sim.s.statusCode).toBe(6);
  });

  it('emits agree too when the offer’s maker had agreed already', () => {
    const txn = makeTxn({ draft: true, agreed: false });
    txn.parties[0]!.agreed = true; // the buyer made the offer
    const decision = expectOk(decide(txn, { type: 'upgrade_draft', flow: 'create' }, seller, T0));
    expect(decision.events.map((event) => event.name)).toEqual(['offer_accepted', 'agree']);
  });

  it('the partner may accept; the initiator, strangers and As-Customer may not', () => {
    expectOk(decide(makeTxn({ draft: true, agreed: false }), { type: 'upgrade_draft', flow: 'create' }, partner, T0));
    const sim = new Sim(makeTxn({ draft: true, agreed: false }));
    sim.refuse({ type: 'upgrade_draft', flow: 'create' }, buyer, 'forbidden'); // the buyer is the initiator
    sim.refuse({ type: 'upgrade_draft', flow: 'create' }, stranger, 'forbidden');
    sim.refuse({ type: 'upgrade_draft', flow: 'create' }, asCustomer(SELLER), 'forbidden');
  });

  it('refuses a transaction that is not a draft, and a wrong flow', () => {
    new Sim(makeTxn()).refuse({ type: 'upgrade_draft', flow: 'create' }, partner, 'invalid_state', 'not_draft');
    const refused = expectRefused(decide(makeTxn({ draft: true }), { type: 'upgrade_draft', flow: 'other' as 'create' }, partner, T0), 'validation');
    expect(refused.error.details?.fields).toEqual({ flow: ['must be create'] });
  });
});

describe('modify_terms', () => {
  it('changes amounts, reprices fees, updates the total and resets the others’ agreement', () => {
    const txn = makeTxn({ agreed: false });
    txn.parties[1]!.agreed = true; // the seller agreed to the old terms
    const sim = new Sim(txn);
    const item = sim.item();
    const decision = sim.do(
      {
        type: 'modify_terms',
        terms: {
          description: 'New terms',
          items: [{ itemId: item.id, title: 'Better title', inspectionPeriod: 5 * DAY, schedule: [{ scheduleId: item.schedules[0]!.id, amount: 90_000n }] }],
        },
      },
      buyer,
    );
    expect(decision.patch).toEqual(
      expect.arrayContaining([
        { entity: 'transaction', set: { description: 'New terms' } },
        { entity: 'item', id: item.id, set: { title: 'Better title', inspectionPeriod: 5 * DAY } },
        { entity: 'schedule', id: item.schedules[0]!.id, set: { amount: 90_000n } },
        { entity: 'transaction', set: { totalAmount: 90_000n } },
        { entity: 'fees', recompute: true },
      ]),
    );
    expect(sim.s.parties.map((party) => [party.role, party.agreed])).toEqual([
      ['buyer', true],
      ['seller', false],
      ['partner', false],
    ]);
    expect(decision.events).toEqual([]);
    expect(sim.s.statusCode).toBe(5);
  });

  it('is refused once buyer and seller agreed, and to non-parties and As-Customer', () => {
    new Sim(makeTxn()).refuse({ type: 'modify_terms', terms: { description: 'x' } }, partner, 'invalid_state', 'agreed');
    const open = new Sim(makeTxn({ agreed: false }));
    open.refuse({ type: 'modify_terms', terms: { description: 'x' } }, stranger, 'forbidden');
    open.refuse({ type: 'modify_terms', terms: { description: 'x' } }, asCustomer(BUYER), 'forbidden');
    open.refuse({ type: 'modify_terms', terms: { description: 'x' } }, operator, 'forbidden');
  });

  it('validates the payload', () => {
    const sim = new Sim(makeTxn({ agreed: false, items: [gm(), gm()] }));
    const [a, b] = [sim.item(0), sim.item(1)];
    sim.refuse({ type: 'modify_terms' }, buyer, 'validation');
    sim.refuse({ type: 'modify_terms', terms: { description: '  ' } }, buyer, 'validation');
    sim.refuse({ type: 'modify_terms', terms: { items: [{ itemId: a.id, schedule: [{ scheduleId: a.schedules[0]!.id, amount: 0n }] }] } }, buyer, 'validation');
    sim.refuse({ type: 'modify_terms', terms: { items: [{ itemId: a.id, schedule: [{ scheduleId: b.schedules[0]!.id, amount: 5n }] }] } }, buyer, 'validation');
    sim.refuse({ type: 'modify_terms', terms: { items: [{ itemId: 424242 }] } }, buyer, 'validation');
    sim.refuse({ type: 'modify_terms', terms: { items: [{ itemId: a.id, inspectionPeriod: -1 }] } }, buyer, 'validation');
    const unequal = sim.refuse({ type: 'modify_terms', terms: { items: [{ itemId: a.id, inspectionPeriod: DAY }] } }, buyer, 'validation');
    expect(JSON.stringify(unequal.error.details?.fields)).toMatch(/inspection periods must be equal/);
    sim.refuse({ type: 'modify_terms', terms: { description: sim.s.description } }, buyer, 'validation');
  });

  it('milestone items may have different inspection periods', () => {
    const sim = new Sim(makeTxn({ agreed: false, items: [milestone(1_000n), milestone(2_000n)] }));
    sim.do({ type: 'modify_terms', terms: { items: [{ itemId: sim.item(0).id, inspectionPeriod: DAY }] } }, seller);
    expect(sim.item(0).inspectionPeriod).toBe(DAY);
  });
});

describe('modify_party', () => {
  it('replaces a party’s customer before agreement, with its schedules and fees', () => {
    const sim = new Sim(makeTxn({ agreed: false, items: [gm(100_000n, [{ payer: BUYER, amount: 3_250n }])] }));
    const buyerParty = sim.s.parties[0]!;
    const decision = sim.do({ type: 'modify_party', partyId: buyerParty.id, customer: customerEmail(77) }, seller);
    expect(sim.s.parties[0]).toMatchObject({ customerId: 77, agreed: false, role: 'buyer' });
    expect(sim.item().schedules[0]!.payerCustomerId).toBe(77);
    expect(sim.item().fees[0]!.payerCustomerId).toBe(77);
    expect(decision.patch).toContainEqual({ entity: 'fees', recompute: true });
  });

  it('refuses: own party, the partner party, a customer already in another role, unknown party, after agreement', () => {
    const sim = new Sim(makeTxn({ agreed: false, broker: true }));
    const [buyerParty, sellerParty, brokerParty, partnerParty] = sim.s.parties as [
      (typeof sim.s.parties)[0],
      (typeof sim.s.parties)[0],
      (typeof sim.s.parties)[0],
      (typeof sim.s.parties)[0],
    ];
    sim.refuse({ type: 'modify_party', partyId: buyerParty.id, customer: customerEmail(77) }, buyer, 'forbidden');
    sim.refuse({ type: 'modify_party', partyId: partnerParty.id, customer: customerEmail(77) }, seller, 'validation');
    sim.refuse({ type: 'modify_party', partyId: buyerParty.id, customer: customerEmail(SELLER) }, partner, 'validation');
    sim.refuse({ type: 'modify_party', partyId: brokerParty.id, customer: customerEmail(BROKER) }, partner, 'validation');
    sim.refuse({ type: 'modify_party', partyId: 31337, customer: customerEmail(77) }, partner, 'not_found');
    sim.refuse({ type: 'modify_party', partyId: sellerParty.id, customer: customerEmail(77) }, stranger, 'forbidden');
    sim.refuse({ type: 'modify_party', partyId: sellerParty.id, customer: customerEmail(77) }, asCustomer(BUYER), 'forbidden');
    const agreed = makeTxn();
    new Sim(agreed).refuse({ type: 'modify_party', partyId: agreed.parties[1]!.id, customer: customerEmail(77) }, partner, 'invalid_state', 'agreed');
  });

  it('lets the partner replace the buyer even when the partner is that buyer', () => {
    const txn = makeTxn({ agreed: false, partnerIsBuyer: true });
    expectOk(decide(txn, { type: 'modify_party', partyId: txn.parties[0]!.id, customer: customerEmail(78) }, partner, T0, { partyCustomerId: 78 }));
  });

  it('a partner that was also the buyer keeps its partner_fee when the buyer is replaced (the new buyer pays it)', () => {
    // Found by the lifecycle model (seed 7): the fee's payee became the new buyer, who may not
    // choose a payout method, and the fee's held money had no way out.
    const txn = makeTxn({
      agreed: false,
      partnerIsBuyer: true,
      items: [gm(100_000n, []), { type: 'partner_fee', amounts: [1_500n], payer: PARTNER, beneficiary: PARTNER, fees: [] }],
    });
    const sim = new Sim(txn);
    sim.do({ type: 'modify_party', partyId: txn.parties[0]!.id, customer: customerEmail(78) }, partner);
    const fee = sim.s.items.find((item) => item.type === 'partner_fee')!;
    expect(fee.schedules[0]).toMatchObject({ payerCustomerId: 78, beneficiaryCustomerId: PARTNER });
    expect(sim.s.items[0]!.schedules[0]).toMatchObject({ payerCustomerId: 78 });
  });
});

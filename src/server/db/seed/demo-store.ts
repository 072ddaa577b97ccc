/**
 * Demo stores (স্টোর): the District ICT Office, Rajshahi (office 10), whose store officer is the
 * office admin's desk, and the head office (office 2), where none is named and the office admin (the
 * super admin's desk) keeps the store. Each has categories, products (some at or below the reorder
 * level, one out of stock), goods received notes, requisitions in every state (the officer's own
 * among them: pending, approved, delivered, rejected, cancelled) with the ledger they moved, stock
 * adjustments of this fiscal year (damaged, expired, a count difference), and a fixed-asset
 * register. Stock is the ledger's sum, as the service keeps it.
 */
import { eq } from 'drizzle-orm';
import type {
  AdjustmentReason,
  AssetCondition,
  RequisitionStatus,
  Unit,
} from '../../../common/contracts/store.contract';
import type { Tx } from '../client';
import {
  storeAdjustments,
  storeCategories,
  storeFixedAssets,
  storeLedger,
  storeOfficers,
  storeProducts,
  storeReceiptLines,
  storeReceipts,
  storeRequisitionLines,
  storeRequisitions,
} from '../schema';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type ProductSpec = [category: number, nameBn: string, nameEn: string, unit: Unit, reorder: number];

const CATEGORIES: [string, string][] = [
  ['মনিহারি', 'Stationery'],
  ['কম্পিউটার সামগ্রী', 'Computer supplies'],
  ['পরিচ্ছন্নতা সামগ্রী', 'Cleaning supplies'],
];

const PRODUCTS: ProductSpec[] = [
  [0, 'এ৪ কাগজ (৮০ জিএসএম)', 'A4 paper (80 gsm)', 'ream', 20],
  [0, 'বলপয়েন্ট কলম (নীল)', 'Ballpoint pen (blue)', 'box', 5],
  [0, 'স্ট্যাপলার পিন', 'Stapler pins', 'box', 10],
  [0, 'ফাইল কভার', 'File cover', 'piece', 50],
  [0, 'রেজিস্টার খাতা', 'Register book', 'piece', 5],
  [1, 'প্রিন্টার টোনার (১২এ)', 'Printer toner (12A)', 'piece', 3],
  [1, 'পেনড্রাইভ (৩২ জিবি)', 'Pen drive (32 GB)', 'piece', 4],
  [1, 'মাউস (ইউএসবি)', 'Mouse (USB)', 'piece', 3],
  [1, 'ল্যান ক্যাবল (ক্যাট-৬)', 'LAN cable (Cat 6)', 'roll', 1],
  [2, 'হ্যান্ড স্যানিটাইজার', 'Hand sanitiser', 'litre', 5],
  [2, 'টিস্যু পেপার', 'Tissue paper', 'packet', 20],
  [2, 'ফ্লোর ক্লিনার', 'Floor cleaner', 'litre', 4],
  [1, 'রঙিন কালির কার্টিজ', 'Colour ink cartridge', 'piece', 2],
];

/** [supplier, memo, days ago, [product index, quantity][]] */
const RECEIPTS: [string, string, number, [number, number][]][] = [
  [
    'মেসার্স রাজশাহী স্টেশনারী',
    'রাস্টে/২০২৫/১১৮',
    120,
    [
      [0, 60],
      [1, 12],
      [2, 20],
      [3, 150],
      [4, 10],
    ],
  ],
  [
    'মেসার্স বরেন্দ্র কম্পিউটার্স',
    'বক/২০২৫/০৪৫',
    90,
    [
      [5, 6],
      [6, 10],
      [7, 8],
      [8, 2],
    ],
  ],
  [
    'মেসার্স পদ্মা ট্রেডার্স',
    'পট/২০২৫/২২১',
    40,
    [
      [9, 12],
      [10, 40],
      [11, 10],
      [0, 30],
    ],
  ],
];

/** [requester (0: officer's desk, 1: another desk), purpose, status, days ago, lines] */
const REQUISITIONS: [number, string, RequisitionStatus, number, [number, number][]][] = [
  [
    0,
    'মাসিক সমন্বয় সভার কার্যপত্র মুদ্রণ',
    'delivered',
    80,
    [
      [0, 10],
      [1, 2],
    ],
  ],
  [
    1,
    'হিসাব শাখার নথি সংরক্ষণ',
    'delivered',
    60,
    [
      [3, 40],
      [4, 2],
    ],
  ],
  [0, 'ডিজিটাল সেন্টারের প্রিন্টার চালু রাখা', 'delivered', 30, [[5, 2]]],
  [
    1,
    'প্রশিক্ষণ কর্মশালার উপকরণ',
    'delivered',
    20,
    [
      [0, 25],
      [2, 10],
      [10, 20],
    ],
  ],
  [
    0,
    'উপজেলা পরিদর্শনের প্রতিবেদন মুদ্রণ',
    'approved',
    6,
    [
      [0, 8],
      [2, 2],
    ],
  ],
  [0, 'নতুন কম্পিউটার ল্যাবের জন্য মাউস', 'pending', 2, [[7, 4]]],
  [
    0,
    'অফিস কক্ষ পরিচ্ছন্নতা',
    'pending',
    1,
    [
      [9, 2],
      [11, 3],
    ],
  ],
  [0, 'ব্যক্তিগত ব্যবহারের পেনড্রাইভ', 'rejected', 15, [[6, 2]]],
  [0, 'পুরোনো ফাইল কভার (ভুলবশত)', 'cancelled', 12, [[3, 5]]],
];

/**
 * [product index, reason, signed quantity, memo, note, days ago]: after every receipt and delivery,
 * so each is the product's latest movement. This fiscal year: 3 adjustments, 8 written off, 1 added.
 */
const ADJUSTMENTS: [number, AdjustmentReason, number, string, string, number][] = [
  [3, 'damaged', -6, 'স্টোর/২০২৫-২৬/০৩', 'বর্ষায় ছাদ চুঁইয়ে পানি পড়ে ভিজে নষ্ট', 9],
  [9, 'expired', -2, 'স্টোর/২০২৫-২৬/০৪', 'মেয়াদ শেষ হওয়ায় ব্যবহার অনুপযোগী', 5],
  [1, 'count', 1, 'স্টোর/২০২৫-২৬/০৫', 'মজুদ গণনায় খাতার চেয়ে এক বাক্স বেশি পাওয়া গেছে', 2],
];

/**
 * `days` ago, but never before the current fiscal year (July to June) began, so the dashboard's
 * figures for this year hold the demo's adjustments whatever the day; `order` keeps them in turn.
 */
function thisFiscalYear(days: number, order: number): Date {
  const now = new Date();
  const start = Date.UTC(now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1, 6, 1);
  return new Date(Math.max(daysAgo(days).getTime(), start + (order + 1) * 60_000));
}

/** [tag suffix, nameBn, nameEn, custodian (0: store officer's desk, 1: officer's), condition, value] */
const ASSETS: [string, string, string, number, AssetCondition, string][] = [
  ['LAP-001', 'ল্যাপটপ (কোর আই৫)', 'Laptop (Core i5)', 1, 'good', '78500.00'],
  ['LAP-002', 'ল্যাপটপ (কোর আই৫)', 'Laptop (Core i5)', 0, 'good', '78500.00'],
  ['PRN-001', 'লেজার প্রিন্টার', 'Laser printer', 1, 'repairable', '32000.00'],
  ['PRJ-001', 'মাল্টিমিডিয়া প্রজেক্টর', 'Multimedia projector', 0, 'good', '65000.00'],
  ['FUR-001', 'অফিস টেবিল (সেক্রেটারিয়েট)', 'Office table (secretariat)', 0, 'good', '18500.00'],
  ['FUR-002', 'রিভলভিং চেয়ার', 'Revolving chair', 1, 'unusable', '9500.00'],
  ['UPS-001', 'আইপিএস (১২০০ ভিএ)', 'IPS (1200 VA)', 0, 'disposed', '24000.00'],
];

interface StoreSpec {
  officeId: number;
  /** The named store officer's desk, or null (the office admin keeps the store). */
  officerDesk: number | null;
  tagPrefix: string;
  /** [deskId, userId] of the officer's desk and of another desk of the office. */
  requesters: [[number, number], [number, number]];
  keeper: { deskId: number; userId: number };
}

async function seedStore(tx: Tx, spec: StoreSpec) {
  const { officeId } = spec;
  if (spec.officerDesk !== null)
    await tx
      .insert(storeOfficers)
      .values({ officeId, deskId: spec.officerDesk, updatedBy: spec.keeper.userId });
  const categories = await tx
    .insert(storeCategories)
    .values(CATEGORIES.map(([nameBn, nameEn]) => ({ officeId, nameBn, nameEn })))
    .returning({ id: storeCategories.id });
  const products = await tx
    .insert(storeProducts)
    .values(
      PRODUCTS.map(([category, nameBn, nameEn, unit, reorderLevel]) => ({
        officeId,
        categoryId: categories[category].id,
        nameBn,
        nameEn,
        unit,
        reorderLevel,
      })),
    )
    .returning({ id: storeProducts.id });
  const stock = products.map(() => 0);
  const ledger: (typeof storeLedger.$inferInsert)[] = [];
  const move = (
    index: number,
    quantity: number,
    at: Date,
    ref: { receiptId?: number; requisitionId?: number },
  ) => {
    stock[index] += quantity;
    ledger.push({
      officeId,
      productId: products[index].id,
      kind: quantity > 0 ? 'receive' : 'deliver',
      quantity,
      balance: stock[index],
      ...ref,
      createdBy: spec.keeper.userId,
      createdAt: at,
    });
  };

  // Receipts and deliveries in the order they happened, so every balance is the running sum.
  const events = [
    ...RECEIPTS.map((receipt) => ({ at: receipt[2], receipt, requisition: null })),
    ...REQUISITIONS.map((requisition) => ({ at: requisition[3], receipt: null, requisition })),
  ].sort((a, b) => b.at - a.at);
  for (const event of events) {
    if (event.receipt) {
      const [supplier, memoNo, ago, lines] = event.receipt;
      const [row] = await tx
        .insert(storeReceipts)
        .values({
          officeId,
          supplier,
          memoNo,
          memoDate: isoDay(daysAgo(ago + 3)),
          receivedOn: isoDay(daysAgo(ago)),
          createdBy: spec.keeper.userId,
          createdAt: daysAgo(ago),
        })
        .returning({ id: storeReceipts.id });
      await tx
        .insert(storeReceiptLines)
        .values(
          lines.map(([index, quantity]) => ({ receiptId: row.id, productId: products[index].id, quantity })),
        );
      for (const [index, quantity] of lines) move(index, quantity, daysAgo(ago), { receiptId: row.id });
      continue;
    }
    const [who, purpose, status, ago, lines] = event.requisition as (typeof REQUISITIONS)[number];
    const [deskId, userId] = spec.requesters[who];
    const decided = status === 'pending' || status === 'cancelled' ? null : daysAgo(ago - 1);
    const [row] = await tx
      .insert(storeRequisitions)
      .values({
        officeId,
        requesterDeskId: deskId,
        requesterUserId: userId,
        purpose,
        status,
        createdAt: daysAgo(ago),
        decidedBy: decided ? spec.keeper.userId : null,
        decidedAt: decided,
        decisionNote: status === 'rejected' ? 'ব্যক্তিগত ব্যবহারের জন্য অফিসের মালামাল দেওয়া যায় না' : null,
        deliveredBy: status === 'delivered' ? spec.keeper.userId : null,
        deliveredAt: status === 'delivered' ? daysAgo(ago - 2) : null,
      })
      .returning({ id: storeRequisitions.id });
    await tx.insert(storeRequisitionLines).values(
      lines.map(([index, quantity]) => ({
        requisitionId: row.id,
        productId: products[index].id,
        quantity,
      })),
    );
    if (status === 'delivered')
      for (const [index, quantity] of lines)
        move(index, -quantity, daysAgo(ago - 2), { requisitionId: row.id });
  }
  // Adjustments come last, each the latest movement of its product.
  for (const [order, [index, reason, quantity, memoNo, note, ago]] of ADJUSTMENTS.entries()) {
    const at = thisFiscalYear(ago, order);
    const [row] = await tx
      .insert(storeAdjustments)
      .values({
        officeId,
        productId: products[index].id,
        reason,
        quantity,
        memoNo,
        note,
        createdBy: spec.keeper.userId,
        createdAt: at,
      })
      .returning({ id: storeAdjustments.id });
    stock[index] += quantity;
    ledger.push({
      officeId,
      productId: products[index].id,
      kind: 'adjust',
      quantity,
      balance: stock[index],
      adjustmentId: row.id,
      createdBy: spec.keeper.userId,
      createdAt: at,
    });
  }
  await tx.insert(storeLedger).values(ledger);
  for (const [index, product] of products.entries())
    await tx.update(storeProducts).set({ stock: stock[index] }).where(eqId(product.id));

  await tx.insert(storeFixedAssets).values(
    ASSETS.map(([tag, nameBn, nameEn, custodian, condition, value], index) => ({
      officeId,
      tagNo: `${spec.tagPrefix}-${tag}`,
      nameBn,
      nameEn,
      categoryId: categories[1].id,
      custodianDeskId: custodian === 0 ? spec.keeper.deskId : spec.requesters[0][0],
      condition,
      acquiredOn: isoDay(daysAgo(400 + index * 90)),
      value,
    })),
  );
}

const eqId = (id: number) => eq(storeProducts.id, id);

export async function seedDemoStore(tx: Tx) {
  // Office 10: the office admin's desk (10) is the named store officer; the officer (desk 11) and
  // the office admin raise requisitions.
  await seedStore(tx, {
    officeId: 10,
    officerDesk: 10,
    tagPrefix: 'DICT-RAJ',
    requesters: [
      [11, 4],
      [10, 3],
    ],
    keeper: { deskId: 10, userId: 3 },
  });
  // Office 2: no store officer named, so the office admin (the super admin's desk) keeps it; the
  // support admin (desk 3) and the exam controller (desk 4) raise requisitions.
  await seedStore(tx, {
    officeId: 2,
    officerDesk: null,
    tagPrefix: 'ICTD-HQ',
    requesters: [
      [3, 2],
      [4, 8],
    ],
    keeper: { deskId: 1, userId: 1 },
  });
}

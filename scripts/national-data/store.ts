/**
 * Stores at national scale: 20,000 stores (one per office, the generated offices first), each with
 * three categories and 25 products, a stock ledger of 5 million rows (ten movements per product: a
 * receipt, then two deliveries, in turn, so no balance is ever below zero; each row keeps its running
 * balance and the product its stock), a write-off of one or two on about one product in ten, ten
 * requisitions per store with a desk of the office in every state, and eight fixed assets per store.
 */
import type { Tx } from '../../src/server/db/client';
import { banglaDigits, hash, type Plan, run } from './sql';

export const STORES = 20_000;
const PRODUCTS_PER_STORE = 25;
const MOVES_PER_PRODUCT = 10;

const STORE_SET = (plan: Plan) => `create temporary table national_stores on commit drop as
  select id as office_id, row_number() over (order by (id < ${plan.firstOfficeId}), id) as n
  from offices o
  -- The demo stores keep their own ledger.
  where not exists (select 1 from store_products p where p.office_id = o.id)
  order by (id < ${plan.firstOfficeId}), id limit ${STORES}`;

const CATEGORIES = `insert into store_categories (office_id, name_bn, name_en)
  select s.office_id, c.name_bn, c.name_en from national_stores s
  cross join (values ('মনিহারি', 'Stationery'), ('কম্পিউটার সামগ্রী', 'Computer supplies'),
    ('পরিচ্ছন্নতা সামগ্রী', 'Cleaning supplies')) c(name_bn, name_en)
  on conflict do nothing`;

const NAMES = `(array['এ৪ কাগজ','বলপয়েন্ট কলম','স্ট্যাপলার পিন','ফাইল কভার','রেজিস্টার খাতা','প্রিন্টার টোনার',
  'পেনড্রাইভ','মাউস','কি-বোর্ড','ল্যান ক্যাবল','হ্যান্ড স্যানিটাইজার','টিস্যু পেপার','ফ্লোর ক্লিনার','খাম (বড়)',
  'খাম (ছোট)','আঠা','কাঁচি','মার্কার পেন','হাইলাইটার','ক্লিপ বোর্ড','সিডি','ডাস্টার','সাবান','ঝাড়ু','বালতি'])`;
const NAMES_EN = `(array['A4 paper','Ballpoint pen','Stapler pins','File cover','Register book','Printer toner',
  'Pen drive','Mouse','Keyboard','LAN cable','Hand sanitiser','Tissue paper','Floor cleaner','Envelope (large)',
  'Envelope (small)','Glue','Scissors','Marker pen','Highlighter','Clip board','CD','Duster','Soap','Broom','Bucket'])`;

const PRODUCTS = `insert into store_products (office_id, category_id, name_bn, name_en, unit, reorder_level, updated_at)
  select s.office_id, c.id, ${NAMES}[p], ${NAMES_EN}[p],
    (array['ream','box','box','piece','piece','piece','piece','piece','piece','roll','litre','packet','litre',
      'packet','packet','piece','piece','box','box','piece','piece','piece','piece','piece','piece'])[p],
    5 + ${hash('s.n * 31 + p', 20)}, now()
  from national_stores s
  cross join generate_series(1, ${PRODUCTS_PER_STORE}) p
  join store_categories c on c.office_id = s.office_id
    and c.name_en = case when p <= 10 then 'Stationery' when p <= 20 then 'Computer supplies' else 'Cleaning supplies' end
  on conflict do nothing`;

/** Movement k of a product: a receipt of 20–59 when k is 1, 4, 7 or 10, else a delivery of 1–5. */
const LEDGER = `insert into store_ledger (office_id, product_id, kind, quantity, balance, created_at)
  select office_id, product_id, kind, quantity,
    sum(quantity) over (partition by product_id order by k rows unbounded preceding), at
  from (
    select p.office_id, p.id as product_id, k,
      case when k % 3 = 1 then 'receive' else 'deliver' end as kind,
      case when k % 3 = 1 then 20 + ${hash('p.id * 7 + k', 40)} else -(1 + ${hash('p.id * 5 + k', 5)}) end as quantity,
      now() - ((${MOVES_PER_PRODUCT} - k) * 30 + ${hash('p.id', 20)}) * interval '1 day' as at
    from store_products p
    join national_stores s on s.office_id = p.office_id
    cross join generate_series(1, ${MOVES_PER_PRODUCT}) k
  ) moves`;

const STOCK = `update store_products p set stock = l.balance
  from (select distinct on (product_id) product_id, balance from store_ledger order by product_id, id desc) l
  where l.product_id = p.id and p.office_id in (select office_id from national_stores)`;

/**
 * About one product in ten has a write-off of 1–2 (damaged, expired, lost, or a count short) by a
 * memo, after its last movement (half-way between it and now): the adjustment, its ledger row (kind
 * `adjust`, with the balance after it) and the product's stock in one statement, so the stock stays
 * the last balance, and neither goes below zero (at most the stock is written off).
 */
const ADJUSTMENTS = `with chosen as (
    select p.office_id, p.id as product_id, p.stock,
      -least(p.stock, 1 + ${hash('p.id * 17', 2)}) as quantity,
      (array['damaged','damaged','expired','lost','count'])[1 + ${hash('p.id * 19', 5)}] as reason,
      now() - ${hash('p.id', 20)} * interval '12 hours' as at
    from store_products p
    join national_stores s on s.office_id = p.office_id
    where ${hash('p.id * 13 + 5', 10)} = 0 and p.stock > 0
  ), adjustments as (
    insert into store_adjustments (office_id, product_id, reason, quantity, memo_no, note, created_at)
    select office_id, product_id, reason, quantity, 'স্টোর/সমন্বয়/' || ${banglaDigits('product_id')},
      case reason when 'damaged' then 'ব্যবহারের অনুপযোগী, নষ্ট' when 'expired' then 'মেয়াদোত্তীর্ণ'
        when 'lost' then 'খোয়া গেছে, তদন্ত প্রতিবেদন অনুযায়ী' else 'মজুদ গণনায় কম পাওয়া গেছে' end,
      at
    from chosen
    returning id, office_id, product_id, quantity, created_at
  ), ledger as (
    insert into store_ledger (office_id, product_id, kind, quantity, balance, adjustment_id, created_at)
    select a.office_id, a.product_id, 'adjust', a.quantity, c.stock + a.quantity, a.id, a.created_at
    from adjustments a join chosen c on c.product_id = a.product_id
    returning product_id, balance
  )
  update store_products p set stock = ledger.balance from ledger where p.id = ledger.product_id`;

/** The first current holder of a desk in each store's office, who raises its requisitions. */
const REQUESTERS = `create temporary table national_store_requesters on commit drop as
  select distinct on (d.office_id) d.office_id, ur.desk_id, ur.user_id
  from user_roles ur join desks d on d.id = ur.desk_id
  where ur.released_on is null and d.office_id in (select office_id from national_stores)
  order by d.office_id, ur.id`;

const REQUISITIONS = `insert into store_requisitions
    (office_id, requester_desk_id, requester_user_id, purpose, status, decided_at, delivered_at, created_at)
  select r.office_id, r.desk_id, r.user_id,
    (array['দাপ্তরিক কাজে ব্যবহার','সভার কার্যপত্র মুদ্রণ','প্রশিক্ষণের উপকরণ','অফিস পরিচ্ছন্নতা'])[1 + ${hash('r.office_id + g', 4)}],
    st.status,
    case when st.status in ('approved','rejected','delivered') then now() - (g * 9 - 1) * interval '1 day' end,
    case when st.status = 'delivered' then now() - (g * 9 - 2) * interval '1 day' end,
    now() - g * 9 * interval '1 day'
  from national_store_requesters r
  cross join generate_series(1, 10) g
  cross join lateral (select (array['delivered','delivered','delivered','delivered','approved','pending',
    'pending','rejected','cancelled','delivered'])[g] as status) st`;

/**
 * Each store's products numbered from 0, so a requisition's product is an equality join: a lateral
 * probe per requisition was planned over products the transaction had just written, with no
 * statistics, and read every product for every requisition.
 */
const NUMBERED_PRODUCTS = `create temporary table national_store_products on commit drop as
  select office_id, id, (row_number() over (partition by office_id order by id) - 1)::int as k
  from store_products where office_id in (select office_id from national_stores)`;

const REQUISITION_LINES = `insert into store_requisition_lines (requisition_id, product_id, quantity)
  select q.id, p.id, 1 + ${hash('q.id', 4)}
  from store_requisitions q
  join national_store_products p on p.office_id = q.office_id and p.k = ${hash('q.id * 3', PRODUCTS_PER_STORE)}
  where q.office_id in (select office_id from national_stores)
    and not exists (select 1 from store_requisition_lines l where l.requisition_id = q.id)`;

const ASSETS = `insert into store_fixed_assets (office_id, tag_no, name_bn, name_en, custodian_desk_id, condition, acquired_on, value)
  select r.office_id, 'FA-' || r.office_id || '-' || lpad(g::text, 3, '0'),
    (array['ল্যাপটপ','ডেস্কটপ কম্পিউটার','লেজার প্রিন্টার','অফিস টেবিল','রিভলভিং চেয়ার','আলমারি','প্রজেক্টর','আইপিএস'])[g],
    (array['Laptop','Desktop computer','Laser printer','Office table','Revolving chair','Steel almirah','Projector','IPS'])[g],
    r.desk_id, (array['good','good','good','repairable','unusable','disposed'])[1 + ${hash('r.office_id * 7 + g', 6)}],
    current_date - (200 + ${hash('r.office_id + g', 2000)})::int, 5000 + ${hash('r.office_id * 3 + g', 90)} * 1000
  from national_store_requesters r cross join generate_series(1, 8) g
  on conflict do nothing`;

export async function insertStores(tx: Tx, plan: Plan): Promise<number> {
  await run(tx, STORE_SET(plan));
  await run(tx, CATEGORIES);
  await run(tx, PRODUCTS);
  const rows = await run(tx, LEDGER);
  await run(tx, STOCK);
  const adjusted = await run(tx, ADJUSTMENTS);
  await run(tx, REQUESTERS);
  await run(tx, REQUISITIONS);
  await run(tx, NUMBERED_PRODUCTS);
  await run(tx, 'analyze national_store_products');
  await run(tx, REQUISITION_LINES);
  await run(tx, ASSETS);
  return rows + adjusted;
}

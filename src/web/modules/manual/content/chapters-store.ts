/** Manual chapters: the office store and projects. */
import type { ManualChapter } from './manual-types';

export const storeChapters: ManualChapter[] = [
  {
    id: 'store',
    title: { bn: 'স্টোর ব্যবস্থাপনা', en: 'Store management' },
    summary: {
      bn: 'অফিসের স্টোর: পণ্যের ক্যাটাগরি ও তালিকা, মজুদ ও মজুদ খতিয়ান, মালামাল গ্রহণ, চাহিদাপত্র ও বিতরণ, এবং স্থায়ী সম্পদ রেজিস্টার।',
      en: 'The office’s store: product categories and products, stock and its ledger, goods received, requisitions and delivery, and the fixed-asset register.',
    },
    who: {
      bn: 'অফিসের সকল ডেস্ক (চাহিদাপত্র), স্টোর কর্মকর্তা (গ্রহণ, অনুমোদন ও বিতরণ), অফিস অ্যাডমিন (স্টোর কর্মকর্তা মনোনয়ন)',
      en: 'Every desk of the office (requisitions), the store officer (receiving, approving and delivering), the office admin (naming the store officer)',
    },
    sections: [
      {
        key: 'dashboard',
        title: { bn: 'স্টোর ড্যাশবোর্ড ও স্টোর কর্মকর্তা', en: 'Store dashboard and the store officer' },
        path: '/store-mgt/store-dashboard',
        shot: 'officeadmin',
        body: {
          bn: [
            'প্রতিটি অফিসের একটি স্টোর; আপনি সক্রিয় ডেস্কের অফিসের স্টোরে কাজ করেন। ড্যাশবোর্ড এই অর্থবছরে গৃহীত ও বিতরণকৃত পরিমাণ, সিদ্ধান্তের অপেক্ষায় ও বিতরণের অপেক্ষায় থাকা চাহিদাপত্র, অবস্থাভেদে চাহিদাপত্র ও স্থায়ী সম্পদ, এবং এই অর্থবছরের মজুদ সমন্বয় (কয়টি, কত বাদ ও কত যোগ, কারণভেদে) দেখায়।',
            'অফিস অ্যাডমিন ড্যাশবোর্ডে "স্টোর কর্মকর্তা মনোনয়ন" এ একটি ডেস্ক বাছেন। দায়িত্ব ডেস্কের সাথে থাকে: বদলি হলে পদের সাথে স্টোরও হস্তান্তর হয়। কোনো ডেস্ক মনোনীত না হলে অফিস অ্যাডমিন স্টোর পরিচালনা করেন।',
          ],
          en: [
            'Each office has one store, and you work in the store of your active desk’s office. The dashboard shows what was received and delivered this fiscal year, requisitions waiting for a decision and for delivery, requisitions by state, fixed assets by condition, and this fiscal year’s stock adjustments (how many, how much taken out and added, by reason).',
            'On the dashboard the office admin uses "Name the store officer" to choose a desk. The duty stays with the desk, so a transfer hands the store over with the post. Until a desk is named, the office admin keeps the store.',
          ],
        },
      },
      {
        key: 'inventory',
        title: { bn: 'মজুদ, পণ্য ও ক্যাটাগরি', en: 'Inventory, products and categories' },
        path: '/store-mgt/inventory',
        shot: 'officeadmin',
        body: {
          bn: [
            '"মজুদ" প্রতিটি পণ্যের বর্তমান মজুদ দেখায়; পণ্যের নাম লিখে খুঁজুন, ক্যাটাগরি ও মজুদ ("পুনঃক্রয় সীমায় বা নিচে", "মজুদ শেষ") দিয়ে ছাঁকুন, ক্রম বদলান এবং "এক্সেল ডাউনলোড" করুন। সারির "মজুদ খতিয়ান" চাপলে পণ্যটির প্রতিটি গ্রহণ ও বিতরণ, পরিমাণ ও স্থিতি দেখা যায়।',
            '"পণ্যের ক্যাটাগরি" ও "পণ্যের তালিকা" তে স্টোর কর্মকর্তা বা অফিস অ্যাডমিন "যোগ করুন" ও "সম্পাদনা" দিয়ে নাম (বাংলা ও ইংরেজি), একক ও পুনঃক্রয় সীমা ঠিক করেন। পণ্য আছে এমন ক্যাটাগরি মুছে ফেলা যায় না।',
          ],
          en: [
            '"Inventory" shows each product’s stock; search by product name, filter by category and stock ("At or below reorder level", out of stock), change the order and "Download Excel". A row’s "Stock ledger" shows the product’s every receipt and delivery, the quantity and the balance.',
            'In "Product categories" and "Product list" the store officer or the office admin uses "Add" and "Edit" for the names in Bangla and English, the unit and the reorder level. A category that still holds products cannot be deleted.',
          ],
        },
      },
      {
        key: 'receive',
        title: { bn: 'মালামাল গ্রহণ', en: 'Receiving goods' },
        path: '/store-mgt/receive-goods',
        body: {
          bn: [
            'মালামাল এলে স্টোর কর্মকর্তা "নতুন গ্রহণ রসিদ" এ সরবরাহকারী, মেমো নম্বর ও তারিখ, গ্রহণের তারিখ দেন এবং "পণ্য যোগ করুন" দিয়ে প্রতিটি পণ্য ও পরিমাণ লেখেন। সংরক্ষণ করলেই মজুদ বাড়ে এবং খতিয়ানে লেখা হয়। তালিকা সরবরাহকারী বা মেমো নম্বর দিয়ে খোঁজে।',
          ],
          en: [
            'When goods arrive the store officer opens a "New goods received note": the supplier, memo number and date, the day received, and each product and quantity with "Add a product". Saving adds the stock and writes the ledger. The list searches by supplier or memo number.',
          ],
        },
      },
      {
        key: 'deliver',
        title: { bn: 'চাহিদাপত্র ও মালামাল বিতরণ', en: 'Requisitions and delivering goods' },
        path: '/store-mgt/deliver-goods',
        shot: 'officer',
        body: {
          bn: [
            'যেকোনো ডেস্ক "নতুন চাহিদাপত্র" এ উদ্দেশ্য লিখে প্রয়োজনীয় পণ্য ও পরিমাণ দিয়ে পাঠান; "আমার চাহিদাপত্র" এ তার অবস্থা (অপেক্ষমাণ, অনুমোদিত, নামঞ্জুর, বিতরণ করা হয়েছে, প্রত্যাহার করা হয়েছে) দেখা যায়। সিদ্ধান্তের আগে "প্রত্যাহার" করা যায়।',
            'স্টোর কর্মকর্তা "অফিসের সকল চাহিদাপত্র" থেকে "অনুমোদন" বা কারণ লিখে "নামঞ্জুর" করেন (নিজ ডেস্কের চাহিদাপত্র নয়), তারপর "মজুদ থেকে বিতরণ"। চাহিদাপত্র খুললে প্রতিটি পণ্যের পাশে "মজুদ আছে" কত তা দেখা যায়। মজুদে যথেষ্ট না থাকলে কোন পণ্যে কত আছে তা জানিয়ে বিতরণ থামে; একটি চাহিদাপত্রের সব পণ্য একসাথে বিতরণ হয়, অথবা কোনোটিই নয়। "মালামাল চাহিদা ও বিতরণ পত্র" বাংলায় প্রিন্ট করা যায়।',
          ],
          en: [
            'Any desk sends a "New requisition" with its purpose and the products and quantities needed; "My requisitions" shows its state (pending, approved, rejected, delivered, withdrawn). Before the decision it can be withdrawn.',
            'The store officer, under "All requisitions of the office", will "Approve" or "Reject" with a reason (never their own desk’s), then "Deliver from stock". An open requisition shows how much of each product is in stock. If stock is short, the delivery stops and says which product has how much; a requisition is delivered whole or not at all. The "Goods requisition and issue slip" prints in Bangla.',
          ],
        },
      },
      {
        key: 'fixed-assets',
        title: { bn: 'স্থায়ী সম্পদ', en: 'Fixed assets' },
        path: '/store-mgt/fixed-assets',
        body: {
          bn: [
            'স্থায়ী সম্পদ রেজিস্টারে প্রতিটি সম্পদের ট্যাগ নম্বর, নাম (বাংলা ও ইংরেজি), জিম্মাদার ডেস্ক, সংগ্রহের তারিখ, মূল্য (টাকা) ও অবস্থা (ভালো, মেরামতযোগ্য, অকেজো, নিষ্পত্তিকৃত) থাকে। ট্যাগ নম্বর বা নাম দিয়ে খুঁজুন, অবস্থা দিয়ে ছাঁকুন, এক্সেল নামান; স্টোর কর্মকর্তা বা অফিস অ্যাডমিন "যোগ করুন" ও "সম্পাদনা" করেন।',
          ],
          en: [
            'The fixed-asset register holds each asset’s tag number, names in Bangla and English, custodian desk, date acquired, value (taka) and condition (good, repairable, unusable, disposed of). Search by tag number or name, filter by condition, export to Excel; the store officer or the office admin uses "Add" and "Edit".',
          ],
        },
      },
    ],
  },
  {
    id: 'project',
    title: { bn: 'প্রকল্প ব্যবস্থাপনা', en: 'Project management' },
    summary: {
      bn: 'অফিস যেসব প্রকল্প বাস্তবায়ন করে: মেয়াদ, অবস্থা, অগ্রগতি, অর্থবছরভিত্তিক বরাদ্দ ও প্রকল্পের সাইট।',
      en: 'The projects an office implements: period, state, progress, budget by fiscal year, and the project’s sites.',
    },
    who: {
      bn: 'বাস্তবায়নকারী অফিসের ডেস্ক (দেখা), অফিস অ্যাডমিন ও অ্যাপ অ্যাডমিন (যোগ ও সম্পাদনা)',
      en: 'Desks of the implementing office (reading), office admins and app admins (adding and editing)',
    },
    sections: [
      {
        key: 'list',
        title: { bn: 'প্রকল্পের তালিকা', en: 'Project list' },
        path: '/project-mgt/project-list',
        shot: 'officeadmin',
        body: {
          bn: [
            'কোড, নাম বা পরিচালকের নাম লিখে খুঁজুন; অবস্থা (পরিকল্পিত, চলমান, সমাপ্ত, স্থগিত) ও বরাদ্দের অর্থবছর (ইংরেজি অঙ্কে, যেমন 2024-25) দিয়ে ছাঁকুন এবং "এক্সেল ডাউনলোড" করুন। অ্যাপ অ্যাডমিন সব অফিসের প্রকল্প দেখেন, অন্যরা নিজ অফিসের।',
            '"নতুন প্রকল্প" এ কোড, নাম (বাংলা ও ইংরেজি), মন্ত্রণালয়/বিভাগ, প্রকল্প পরিচালক, শুরুর ও শেষের তারিখ, অবস্থা ও অগ্রগতি (%) দিন। "অর্থবছর যোগ করুন" দিয়ে প্রতি অর্থবছরের বরাদ্দ লিখুন; অর্থবছর ইংরেজি অঙ্কে, যেমন 2024-25। মোট বরাদ্দ কথায়ও দেখা যায়।',
          ],
          en: [
            'Search by code, name or director; filter by state (planned, ongoing, completed, suspended) and by a fiscal year of the budget (in English digits, e.g. 2024-25), and "Download Excel". App admins see every office’s projects, others their own office’s.',
            '"New project" takes the code, names in Bangla and English, ministry or division, project director, start and end dates, state and progress (%). "Add fiscal year" adds each year’s budget; the fiscal year is in English digits, e.g. 2024-25. The total budget is also shown in words.',
          ],
        },
      },
      {
        key: 'sites',
        title: { bn: 'প্রকল্পের সাইট', en: 'Project sites' },
        path: '/project-mgt/project-sites',
        body: {
          bn: [
            'সাইটের নাম লিখে খুঁজুন, প্রকল্প ও জেলা দিয়ে ছাঁকুন, এক্সেল নামান। "নতুন সাইট" এ প্রকল্প, নাম, জেলা ও সেই জেলার উপজেলা এবং অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে (যেমন 24.363588) দিন। "প্রকল্প ড্যাশবোর্ড" এখনো নির্মাণাধীন।',
          ],
          en: [
            'Search by site name, filter by project and district, export to Excel. "New site" takes the project, the name, the district and an upazila of it, and the latitude and longitude in English digits (e.g. 24.363588). "Project dashboard" is still being built.',
          ],
        },
      },
    ],
  },
];

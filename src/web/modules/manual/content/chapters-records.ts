/** Manual chapters: asset statements and the digital labs (the lab module and the SRDL screens). */
import type { ManualChapter } from './manual-types';

export const recordChapters: ManualChapter[] = [
  {
    id: 'asset',
    title: { bn: 'সম্পদ বিবরণী', en: 'Asset statements' },
    summary: {
      bn: 'প্রতি অর্থবছরে (জুলাই–জুন) কর্মকর্তার নিজের ও পরিবারের সম্পদ, দায় ও আয়ের গোপনীয় বিবরণী: খসড়া, দাখিল, গ্রহণ বা ফেরত, এবং অফিসভিত্তিক দাখিলের হিসাব।',
      en: 'Each officer’s confidential yearly (July–June) statement of their own and their family’s assets, liabilities and income: draft, submission, acceptance or return, and filing by office.',
    },
    who: {
      bn: 'অফিসের পদে থাকা সকল কর্মকর্তা (দাখিল), গ্রহণকারী কর্তৃপক্ষের পদ (গ্রহণ), অফিস প্রধান ও অফিস অ্যাডমিন (দাখিলের হিসাব ও গ্রহণকারী নির্ধারণ)',
      en: 'Every officer with an office desk (filing), the receiving authority’s desk (acceptance), office heads and office admins (filing figures and the receiver)',
    },
    sections: [
      {
        key: 'dashboard',
        title: { bn: 'সম্পদ বিবরণী ড্যাশবোর্ড', en: 'Asset statement dashboard' },
        path: '/emp-asset-mgt/asset-dashboard',
        shot: 'officeadmin',
        body: {
          bn: [
            '"আমার এ বছরের বিবরণী" আপনার চলতি অর্থবছরের বিবরণীর অবস্থা (খসড়া, দাখিলকৃত, গৃহীত বা ফেরত পাঠানো) এবং দাখিলের শেষ তারিখের স্মরণবার্তা দেখায়।',
            'অফিস প্রধান ও অফিস অ্যাডমিন অফিসের কর্মকর্তাদের হিসাবও দেখেন: কর্মকর্তা, দাখিল করেছেন, গৃহীত ও দাখিল করেননি; প্রতিটি সংখ্যা চাপলে সংশ্লিষ্ট কর্মকর্তাদের নাম আসে। কে কী ঘোষণা করেছেন তা এখানে দেখা যায় না, শুধু কে দাখিল করেছেন।',
          ],
          en: [
            '"My statement this year" shows the state of your statement for the current fiscal year (draft, submitted, accepted or returned) and the reminder of the deadline.',
            'Office heads and office admins also see their office’s officers: officers, filed, accepted and not filed; each figure opens the officers behind it. It shows who has filed, never what anyone declared.',
          ],
        },
      },
      {
        key: 'entry',
        title: { bn: 'সম্পদ বিবরণী দাখিল', en: 'Filing a statement' },
        path: '/emp-asset-mgt/asset-entry',
        shot: 'officer',
        body: {
          bn: [
            'বিবরণী পাঁচ ভাগে লিখুন: ক. পরিবার ও পোষ্য, খ. স্থাবর সম্পদ (জমি, বাড়ি, ফ্ল্যাট), গ. অস্থাবর সম্পদ, ঘ. দায় ও ঋণ, ঙ. আয়ের উৎস। প্রতিটি সারিতে "কার নামে" (নিজ, স্বামী/স্ত্রী বা পোষ্য) বাছুন; "সারি যোগ করুন" দিয়ে আরও সারি দিন।',
            'টাকার অঙ্ক ইংরেজি অঙ্কে লিখুন (যেমন 250000); মোট সম্পদ, দায় ও আয় কথায়ও দেখা যায়। প্রতিটি পরিবর্তনের একটু পরে বিবরণী নিজেই সংরক্ষিত হয় ("স্বয়ংক্রিয়ভাবে সংরক্ষিত")।',
            'কমপক্ষে একটি আয়ের উৎস দিয়ে "চূড়ান্ত দাখিল" চাপুন। দাখিলের পর আর পরিবর্তন করা যায় না; গ্রহণকারী কর্তৃপক্ষ ফেরত পাঠালে কারণসহ আবার খসড়া হিসেবে খোলে। "প্রিন্ট" বিবরণীটি বাংলায় প্রিন্ট করে।',
            'বিবরণী গোপনীয়: শুধু আপনি ও গ্রহণকারী কর্তৃপক্ষ দেখতে পারেন, এবং প্রতিবার দেখা নিরীক্ষা লগে লেখা হয়।',
          ],
          en: [
            'Write the statement in five parts: A. family and dependants, B. immovable assets (land, building, flat), C. movable assets, D. liabilities and loans, E. income sources. On each row choose in whose name it is (self, spouse or a dependant); "Add a row" adds more.',
            'Type amounts in English digits (e.g. 250000); the totals of assets, liabilities and income are also shown in words. The statement saves itself a moment after each change ("Saved automatically").',
            'With at least one income source, press "Submit". A submitted statement cannot be changed; if the receiving authority returns it, it opens again as a draft with the reason. "Print" prints it in Bangla.',
            'The statement is confidential: only you and the receiving authority can read it, and every reading is written to the audit log.',
          ],
        },
      },
      {
        key: 'lists',
        title: { bn: 'খসড়া ও চূড়ান্ত দাখিলকৃত', en: 'Drafts and submitted statements' },
        path: '/emp-asset-mgt/final-submitted',
        body: {
          bn: [
            '"খসড়া" তালিকায় আপনার অসম্পূর্ণ বিবরণী, "চূড়ান্ত দাখিলকৃত" তালিকায় দাখিল করা ও গৃহীত বিবরণী অর্থবছর অনুযায়ী থাকে; "খুলুন" চাপলে বিবরণী দেখা বা প্রিন্ট করা যায়।',
          ],
          en: [
            '"Drafts" holds your unfinished statements, "Final submitted" those you have submitted and those accepted, by fiscal year; "Open" shows or prints one.',
          ],
        },
      },
      {
        key: 'approval',
        title: { bn: 'অনুমোদনের অপেক্ষায়: গ্রহণ বা ফেরত', en: 'Awaiting approval: accept or return' },
        path: '/emp-asset-mgt/approval-pending',
        shot: 'superadmin',
        body: {
          bn: [
            'গ্রহণকারী কর্তৃপক্ষের পদে যিনি আছেন তিনি এখানে "গ্রহণের অপেক্ষায়" বিবরণীগুলো পান, আর "গৃহীত" এ যেগুলো তিনি গ্রহণ করেছেন; নাম দিয়ে খুঁজুন।',
            'বিবরণী খুলে "গ্রহণ করুন" অথবা কারণ লিখে "ফেরত পাঠান"। নিজের বিবরণী নিজে গ্রহণ করা যায় না: অফিস প্রধানের বিবরণী ঊর্ধ্বতন অফিসে যায়।',
          ],
          en: [
            'Whoever holds the receiving authority’s desk finds the statements "Awaiting acceptance" here, and under "Accepted" those they have accepted; search by name.',
            'Open a statement and "Accept" it, or "Send back" with a reason. Nobody decides their own: the head’s statement goes to the office above.',
          ],
        },
      },
      {
        key: 'reports',
        title: { bn: 'প্রতিবেদন, শেষ তারিখ ও গ্রহণকারী', en: 'Reports, deadlines and the receiver' },
        path: '/emp-asset-mgt/reports',
        body: {
          bn: [
            '"প্রতিবেদন" অর্থবছর বাছাই করে অফিসভিত্তিক দাখিলের হিসাব দেখায় (নিজ অফিস ও এর অধীন অফিস; অ্যাপ অ্যাডমিনের জন্য সব অফিস); অফিসের নাম দিয়ে খুঁজুন, এক্সেল নামান, এবং একটি অফিস খুলে কে দাখিল করেছেন বা করেননি দেখুন।',
            '"অ্যাডমিন সেটিংস" এ প্রতি অর্থবছরের দাখিলের শেষ তারিখ ও কত দিন আগে থেকে স্মরণ করানো হবে তা থাকে (অ্যাপ অ্যাডমিন ঠিক করেন)। "অফিস সেটআপ" এ অফিস অ্যাডমিন "গ্রহণকারী পদ" বাছেন; কোনো পদ না বাছলে অফিস প্রধানের পদ গ্রহণ করে।',
          ],
          en: [
            '"Reports" shows filing by office for a chosen fiscal year (your office and those under it; every office for app admins); search by office name, export to Excel, and open an office to see who has and has not filed.',
            '"Admin settings" holds each fiscal year’s deadline and how many days before it the reminder shows (set by app admins). In "Office setup" the office admin chooses the receiving desk; without one, the office head’s desk receives.',
          ],
        },
      },
    ],
  },
  {
    id: 'lab',
    title: { bn: 'ডিজিটাল ল্যাব ব্যবস্থাপনা', en: 'Digital lab management' },
    summary: {
      bn: 'শেখ রাসেল ডিজিটাল ল্যাব, আইসিটি ল্যাব ও ভাষা প্রশিক্ষণ ল্যাবের তালিকা, সরঞ্জাম ও তার অবস্থা, ক্লাস ও প্রশিক্ষণ, পরিদর্শন এবং সুপারিশ বাস্তবায়ন।',
      en: 'Sheikh Russel digital labs, ICT labs and language labs: the list, equipment and its condition, classes and trainings, inspections, and progress on recommendations.',
    },
    who: {
      bn: 'জেলা ও উপজেলা আইসিটি অফিসের কর্মকর্তা (নিজ এলাকার ল্যাব), অফিস অ্যাডমিন ও অ্যাপ অ্যাডমিন (ল্যাব ও সরঞ্জাম যোগ ও পরিবর্তন)',
      en: 'Officers of district and upazila ICT offices (the labs of their area), office admins and app admins (adding and changing labs and equipment)',
    },
    sections: [
      {
        key: 'dashboard',
        title: { bn: 'ল্যাব ড্যাশবোর্ড ও ল্যাব প্রতিবেদন', en: 'Lab dashboard and lab report' },
        path: '/lab-mgt/lab-dashboard',
        shot: 'officeadmin',
        body: {
          bn: [
            'ড্যাশবোর্ড চলতি অর্থবছরের (জুলাই–জুন) কার্যক্রম ও পরিদর্শন এবং সরঞ্জামের বর্তমান অবস্থা দেখায়। প্রথমে মোট ল্যাব, সচল, অকেজো ও হারানো সরঞ্জাম, এ অর্থবছরের কার্যক্রম ও অংশগ্রহণকারী, পরিদর্শিত ল্যাব ও বাস্তবায়নাধীন সুপারিশের সংখ্যা; নিচে জেলাভিত্তিক ল্যাব, সরঞ্জামের অবস্থা, মাসভিত্তিক কার্যক্রম ও পরিদর্শনের আওতা।',
            '"ল্যাব প্রতিবেদন" জেলাভিত্তিক সারি ও সর্বমোট দেখায়; "প্রিন্ট" চেপে বাংলায় প্রিন্ট করুন।',
          ],
          en: [
            'The dashboard covers the current fiscal year (July–June) for activities and inspections, and equipment as it stands. First come the labs, working, faulty and lost equipment, this year’s activities and participants, inspected labs and open recommendations; below are labs by district, equipment condition, activities by month and inspection coverage.',
            '"Lab reports" gives the district rows and the totals; "Print" prints it in Bangla.',
          ],
        },
      },
      {
        key: 'list',
        title: { bn: 'ল্যাবের তালিকা ও নতুন ল্যাব', en: 'Lab list and new labs' },
        path: '/lab-mgt/lab-list',
        shot: 'officeadmin',
        body: {
          bn: [
            'প্রতিষ্ঠান, EIIN বা কোড দিয়ে খুঁজুন; ল্যাবের ধরন দিয়ে (একাধিক জেলার ল্যাব যিনি দেখেন তিনি জেলা দিয়েও) ছাঁকুন, "অকেজো বা হারানো সরঞ্জামসহ" ল্যাব দেখুন, ক্রম বদলান এবং এক্সেল নামান। আপনি নিজ অফিসের এলাকার (উপজেলা বা জেলা) ল্যাবগুলোই দেখেন।',
            '"নতুন ল্যাব" এ ধরন, প্রতিষ্ঠানের নাম (বাংলা ও ইংরেজি), EIIN / কোড, জেলা ও উপজেলা, স্থাপনের সাল, যোগাযোগকারী শিক্ষক ও মোবাইল দিন। অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে দিন (যেমন 24.363588), দুটোই একসাথে। নতুন ল্যাব যোগ করেন অফিস অ্যাডমিন (নিজ এলাকার ল্যাব) এবং সুপার ও সাপোর্ট অ্যাডমিন।',
            'প্রতিষ্ঠানের নাম চেপে ল্যাবের বিস্তারিত খুলুন: সরঞ্জাম, কার্যক্রম, সর্বশেষ পরিদর্শন ও বাস্তবায়নাধীন সুপারিশ; সেখানে "কার্যক্রম লিখুন", এবং যাঁরা ল্যাব পরিবর্তন করতে পারেন তাঁদের জন্য "সরঞ্জাম যোগ করুন" ও "সম্পাদনা"।',
          ],
          en: [
            'Search by institution, EIIN or code; filter by lab type (and by district, for those who see more than one), show labs with faulty or lost equipment, change the order and export to Excel. You see the labs of your office’s area (its upazila or district).',
            '"New lab" takes the type, the institution’s name in Bangla and English, the EIIN or code, district and upazila, the year set up, and the contact teacher and mobile. Give latitude and longitude in English digits (e.g. 24.363588), both or neither. Labs are added by office admins (for their area) and by the super and support admins.',
            'The institution’s name opens the lab’s details: equipment, activities, last inspection and open recommendations; there "Log an activity", and for those who may change labs "Add equipment" and "Edit".',
          ],
        },
      },
      {
        key: 'equipment',
        title: { bn: 'সরঞ্জাম ও কার্যক্রম', en: 'Equipment and activities' },
        path: '/lab-mgt/lab-equipment-list',
        body: {
          bn: [
            '"ল্যাবের সরঞ্জামের তালিকা" সিরিয়াল বা প্রতিষ্ঠান দিয়ে খোঁজে এবং সরঞ্জামের ধরন ও অবস্থা (সচল, অকেজো, হারানো) দিয়ে ছাঁকে। "অবস্থা পরিবর্তন" এ নতুন অবস্থা বাছুন; অন্য কেউ একই সময়ে অবস্থা বদলে থাকলে নতুন করে দেখে আবার চেষ্টা করতে বলা হয়।',
            '"ল্যাবের কার্যক্রম" এ ক্লাস, প্রশিক্ষণ ও ব্যবহার লগ থাকে: তারিখ, বিবরণ, অংশগ্রহণকারী ও নারী অংশগ্রহণকারী, সময় (ঘণ্টা)। যিনি ক্লাস নিয়েছেন বা ল্যাবে গিয়েছেন তিনিই ল্যাবের বিস্তারিত থেকে "কার্যক্রম লিখুন"।',
          ],
          en: [
            '"Lab equipment list" searches by serial or institution and filters by kind and condition (working, faulty, lost). "Change condition" takes the new condition; if someone changed it at the same moment, you are asked to look again and retry.',
            '"Lab activities" holds classes, trainings and usage logs: the date, description, participants and women among them, and hours. Whoever held the class or visited the lab uses "Log an activity" on the lab’s details.',
          ],
        },
      },
      {
        key: 'inspections',
        title: { bn: 'পরিদর্শন ও সুপারিশ বাস্তবায়ন', en: 'Inspections and recommendations' },
        path: '/lab-mgt/recommendation-progress-update',
        body: {
          bn: [
            'ল্যাব পরিদর্শন পরিদর্শন ব্যবস্থাপনা মডিউলে হয়: ভ্রমণসূচিতে ল্যাবটি বাছলে পরিদর্শন ও তার সুপারিশ ল্যাবের সাথে যুক্ত থাকে।',
            '"সুপারিশ বাস্তবায়নের অগ্রগতি হালনাগাদ" এ দায়িত্বপ্রাপ্ত অফিস "অগ্রগতি জানান": কী করা হয়েছে, অগ্রগতি (%) ও বাস্তবায়নের অবস্থা। "সুপারিশ বাস্তবায়নের অগ্রগতি প্রতিবেদন" সব সুপারিশের অবস্থা দেখায়; "ল্যাব পরিদর্শনের জিওলোকেশন প্রতিবেদন" ল্যাবের ও পরিদর্শনের অবস্থান পাশাপাশি দেখায়, "মানচিত্রে দেখুন" চাপলে মানচিত্র খোলে।',
            '"কর্মকর্তাদের ল্যাব পরিদর্শন প্রতিবেদন" ও "ল্যাব পরিদর্শনের রুট" এখনো নির্মাণাধীন।',
          ],
          en: [
            'Labs are inspected in the inspection module: choosing the lab on the tour plan ties the inspection and its recommendations to the lab.',
            'In "Recommendation progress update" the responsible office uses "Report progress": what was done, progress (%) and the state. "Recommendation progress reports" shows every recommendation’s state; "Geolocation lab inspection reports" shows the lab’s and the inspector’s positions side by side, and "Show on the map" opens a map.',
            '"Officer lab visit reports" and "Lab visit routes" are still being built.',
          ],
        },
      },
    ],
  },
  {
    id: 'srdl',
    title: { bn: 'শেখ রাসেল ডিজিটাল ল্যাব', en: 'Sheikh Russel digital labs' },
    summary: {
      bn: 'ডিজিটাল ল্যাব ব্যবস্থাপনার একই পাতা, শুধু শেখ রাসেল ডিজিটাল ল্যাবগুলো নিয়ে।',
      en: 'The digital lab screens, narrowed to the Sheikh Russel digital labs.',
    },
    who: {
      bn: 'ডিজিটাল ল্যাব ব্যবস্থাপনার মতোই: আইসিটি অফিসের কর্মকর্তা, অফিস অ্যাডমিন ও অ্যাপ অ্যাডমিন',
      en: 'As for digital labs: ICT offices’ officers, office admins and app admins',
    },
    sections: [
      {
        key: 'dashboard',
        title: { bn: 'ড্যাশবোর্ড ও ল্যাবের তালিকা', en: 'Dashboard and lab list' },
        path: '/srdl-mgt/srdl-dashboard',
        shot: 'officeadmin',
        body: {
          bn: [
            'ল্যাব মেনুর শেষ লিংক "শেখ রাসেল ডিজিটাল ল্যাব ব্যবস্থাপনা" এখানে আনে। ড্যাশবোর্ড, তালিকা, কার্যক্রম, সুপারিশ বাস্তবায়ন ও প্রতিবেদন ডিজিটাল ল্যাব ব্যবস্থাপনার মতোই কাজ করে, শুধু শেখ রাসেল ডিজিটাল ল্যাব নিয়ে; নির্দেশনার জন্য সেই অধ্যায় দেখুন।',
            '"কর্মকর্তাদের ল্যাব পরিদর্শন প্রতিবেদন", "জিওলোকেশন প্রতিবেদন" ও "পরিদর্শনের রুট" এখনো নির্মাণাধীন।',
          ],
          en: [
            'The lab menu’s last link, "Sheikh Russel Digital Lab management", leads here. The dashboard, list, activities, recommendation progress and reports work as in digital lab management, for Sheikh Russel labs only; see that chapter for the steps.',
            '"Officer lab visit reports", "Geolocation reports" and "Visit routes" are still being built.',
          ],
        },
      },
    ],
  },
];

/** Charge handover sits with the office chapters: it is the officer menu's, beside postings. */
export const chargeChapter: ManualChapter = {
  id: 'charge',
  title: { bn: 'দায়িত্ব হস্তান্তর', en: 'Charge handover' },
  summary: {
    bn: 'কেউ ছুটিতে বা অনুপস্থিত থাকলে তাঁর পদের চলতি বা অতিরিক্ত দায়িত্ব অন্য কর্মকর্তাকে নির্দিষ্ট দিনের জন্য দেওয়া, অফিস আদেশ এবং ভারপ্রাপ্ত হিসেবে করা কাজের হিসাব।',
    en: 'Giving the current or additional charge of an absent officer’s post to a colleague for set days, the office order, and a record of what was done in charge.',
  },
  who: {
    bn: 'অফিস অ্যাডমিন ও অ্যাপ অ্যাডমিন (দায়িত্ব প্রদান ও শেষ করা), অফিসের কর্মকর্তারা (তালিকা ও আদেশ দেখা), দায়িত্বপ্রাপ্ত কর্মকর্তা',
    en: 'Office admins and app admins (giving and ending charges), the office’s staff (reading the list and orders), the acting officer',
  },
  sections: [
    {
      key: 'list',
      title: { bn: 'দায়িত্ব হস্তান্তরের তালিকা', en: 'The list of charges' },
      path: '/charges',
      shot: 'officeadmin',
      body: {
        bn: [
          'কর্মকর্তা ব্যবস্থাপনা মেনুর "দায়িত্ব হস্তান্তর" অফিসের সব দায়িত্ব হস্তান্তর দেখায়: পদ, পদধারী, দায়িত্বপ্রাপ্ত কর্মকর্তা, দায়িত্বের ধরন, মেয়াদ ও অবস্থা (আসন্ন, চলমান, মেয়াদ শেষ, আগেই সমাপ্ত, পদধারী বদলি/অবমুক্ত)।',
          'পদধারী বা দায়িত্বপ্রাপ্তের নাম দিয়ে খুঁজুন, অবস্থা, ধরন ও তারিখ দিয়ে ছাঁকুন এবং এক্সেল নামান। অফিস অ্যাডমিনের ড্যাশবোর্ডে "আজ ভারপ্রাপ্তের দায়িত্বে থাকা পদ" চাপলে চলমান দায়িত্বগুলো আসে; অর্গানোগ্রামেও পদের পাশে ভারপ্রাপ্ত কর্মকর্তার নাম দেখা যায়।',
        ],
        en: [
          '"Charge handover" in the officer management menu lists the office’s charges: the post, its holder, the acting officer, the kind of charge, the period and the state (upcoming, running, over, ended early, holder moved).',
          'Search by the holder’s or acting officer’s name, filter by state, kind and dates, and export to Excel. On the office admin’s dashboard "Posts under an acting officer today" opens the running ones; the organogram also names the acting officer beside the post.',
        ],
      },
    },
    {
      key: 'give',
      title: { bn: 'দায়িত্ব প্রদান ও অফিস আদেশ', en: 'Giving a charge and the office order' },
      path: '/charges',
      body: {
        bn: [
          '"দায়িত্ব প্রদান" চেপে পদ ও দায়িত্বপ্রাপ্ত কর্মকর্তা (একই অফিসের, ছুটিতে নেই এমন কর্মকর্তা) বাছুন; দায়িত্বের ধরন (চলতি দায়িত্ব বা অতিরিক্ত দায়িত্ব), শুরুর ও শেষের তারিখ (সর্বোচ্চ এক বছর), স্মারক নম্বর, আদেশের তারিখ ও কারণ দিয়ে "দায়িত্ব দিন"। একটি পদের একই দিনে একটির বেশি দায়িত্ব হস্তান্তর হয় না; শূন্য পদ পদায়নের মাধ্যমে পূরণ করুন।',
          'দায়িত্ব দিলে দায়িত্বপ্রাপ্ত কর্মকর্তা, পদধারী ও অফিস প্রধান বার্তা পান। তালিকায় পদের নাম চেপে অফিস আদেশ খুলুন এবং "মুদ্রণ" চেপে বাংলায় প্রিন্ট করুন। পদধারী আগেই ফিরলে কারণ লিখে "আগেই শেষ করুন"।',
          'ছুটি মঞ্জুরির সাথেও দায়িত্ব হস্তান্তর হয়: আবেদনে যে পদের ধারককে দায়িত্ব দেওয়ার কথা আছে, চূড়ান্ত অনুমোদনে ছুটির দিনগুলোর জন্য তিনি চলতি দায়িত্ব পান (স্মারক নম্বর "ছুটি-<আবেদন নম্বর>")।',
          'কোনো কর্মকর্তাকে প্রশিক্ষণ ব্যাচের চূড়ান্ত প্রশিক্ষণার্থী করার সময় তাঁর প্রতিটি পদের জন্য দায়িত্ব পালনকারী বাছুন; ব্যাচের দিনগুলোতে তিনি চলতি দায়িত্ব পান (স্মারক নম্বর "প্রশিক্ষণ-<নম্বর>")। প্রশিক্ষণার্থী ব্যাচ শুরুর আগে প্রত্যাহার করলে বা ব্যাচ বাতিল হলে দায়িত্বটি শেষ হয়। ছুটিতে, অনুমোদিত ভ্রমণের দিনে বা প্রশিক্ষণে থাকা কর্মকর্তাকে দায়িত্ব দেওয়া যায় না।',
        ],
        en: [
          'Press "Give charge", choose the post and the acting officer (a colleague of the same office who is not on leave), the kind (current or additional charge), the first and last day (a year at most), the order number, order date and reason, and press "Give charge". A post has one charge running on any day; a vacant post is filled by a posting instead.',
          'The acting officer, the holder and the office head are notified. The post’s name in the list opens the office order; "Print" prints it in Bangla. If the holder returns sooner, "End early" with the reason.',
          'Leave approval hands over a charge too: at the last approval, the holder of the charge desk named in the application gets the current charge for the days of leave; the order number names the leave application.',
          'Making an officer a final trainee of a training batch asks who takes the charge of each post they hold; that officer gets the current charge for the batch’s days (the order number, "training" in Bangla with the trainee’s number, names it). The trainee’s withdrawal before the batch begins, or the batch’s cancellation, ends it. No one on leave, on an approved tour’s day or in training at the time can be given a charge.',
        ],
      },
    },
    {
      key: 'acting',
      title: { bn: 'ভারপ্রাপ্ত হিসেবে কাজ', en: 'Working in charge' },
      path: '/charges',
      body: {
        bn: [
          'দায়িত্বের দিনগুলোতে দায়িত্বপ্রাপ্ত কর্মকর্তা উপরে ডানে নিজের নাম চেপে ডেস্ক পরিবর্তনে পদটি পান, পাশে লেখা থাকে "ভারপ্রাপ্ত, <শেষের তারিখ> পর্যন্ত"। সেই ডেস্কে গেলে পদের সব কাজ (ছুটি, বদলি, প্রতিবেদন, সভা ইত্যাদির অপেক্ষমাণ তালিকা) তিনি পদের হয়ে করেন; মেয়াদ শেষ হলে পরদিন পদটি আর থাকে না।',
          'ভারপ্রাপ্ত হিসেবে করা প্রতিটি কাজ নিরীক্ষা লগে "ভারপ্রাপ্ত হিসেবে" লেখা থাকে, ছুটির আবেদনের ইতিহাস ও মঞ্জুরি আদেশে এবং বদলির আবেদনের সিদ্ধান্তেও। অফিস আদেশের পাতায় "এই দায়িত্বে যা করা হয়েছে" অংশে পদধারী ফিরে এসে তা দেখে নেন।',
        ],
        en: [
          'During the charge the acting officer finds the post under their name at the top right (switch desk), marked "acting, until <last day>". On that desk they do the post’s work (its leave, transfer, report and meeting queues and the rest) on its behalf; the day after the last day the post is gone from the list.',
          'Everything done in charge is marked "as acting" in the audit log, in a leave application’s history and its sanction order, and in a transfer application’s decision. The order’s page lists it under "Done under this charge", where the holder reads it on return.',
        ],
      },
    },
  ],
};

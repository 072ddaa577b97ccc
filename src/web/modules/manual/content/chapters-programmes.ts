/** Manual chapters: training, exams, freelancers, app security and the audit log. */
import type { ManualChapter } from './manual-types';

export const programmeChapters: ManualChapter[] = [
  {
    id: 'training',
    title: { bn: 'প্রশিক্ষণ ব্যবস্থাপনা', en: 'Training management' },
    summary: {
      bn: 'বহিঃস্থ ও অভ্যন্তরীণ প্রশিক্ষণ: ব্যাচ, আবেদন ও মনোনয়ন, সংক্ষিপ্ত ও চূড়ান্ত তালিকা, হাজিরা ও সনদ।',
      en: 'External and internal training: batches, applications and nominations, shortlists and final lists, attendance and certificates.',
    },
    who: {
      bn: 'সকল কর্মকর্তা (আবেদন ও আমার প্রশিক্ষণ), সুপার ও সাপোর্ট অ্যাডমিন (ব্যাচ পরিচালনা), স্কুল অ্যাকাউন্ট (শিক্ষার্থী)',
      en: 'Every officer (applying, my trainings), super and support admins (running batches), school accounts (students)',
    },
    sections: [
      {
        key: 'apply',
        title: { bn: 'প্রশিক্ষণের জন্য আবেদন ও আমার প্রশিক্ষণ', en: 'Applying, and my trainings' },
        path: '/training-mgt-internal/training-application-internal',
        shot: 'officer',
        body: {
          bn: [
            '"প্রশিক্ষণের জন্য আবেদন" পাতায় আবেদন চলছে এমন ব্যাচ দেখে আবেদন করুন। "আমার প্রশিক্ষণ" পাতায় আপনার আবেদন, মনোনয়ন, হাজিরা, সনদ ও মতামত দেখুন।',
          ],
          en: [
            'On "Apply for training" apply to a batch that is taking applications. "My trainings" shows your applications, nominations, attendance, certificates and feedback.',
          ],
        },
      },
      {
        key: 'batch',
        title: { bn: 'নতুন ব্যাচ ও মনোনয়ন', en: 'New batch and nominations' },
        path: '/training-mgt/batchlist',
        shot: 'superadmin',
        body: {
          bn: [
            'প্রশিক্ষণ অ্যাডমিন নতুন ব্যাচে বিষয়, স্থান, তারিখ, আসন, প্রশিক্ষক ও অফিসভিত্তিক কোটা দেন। ব্যাচসমূহ পাতায় অবস্থা (আবেদন চলছে, তালিকা চূড়ান্ত, সম্পন্ন, বাতিল) দিয়ে ছাঁকুন ও এক্সেল নামান।',
            'মনোনয়ন পাতায় অফিস বেছে কর্মকর্তাদের মনোনয়ন দিন; কোটা পূর্ণ হলে আর মনোনয়ন নেওয়া হয় না। মনোনয়ন স্মারক প্রিন্ট করুন।',
          ],
          en: [
            'The training admin gives a new batch its title, venue, dates, seats, trainers and a quota per office. Filter batches by status (open, list final, completed, cancelled) and export them.',
            'On the nomination screen choose an office and nominate its officers; a full quota takes no more. Print the nomination memo.',
          ],
        },
      },
      {
        key: 'applicants',
        title: {
          bn: 'আবেদনকারী, সংক্ষিপ্ত তালিকা ও চূড়ান্ত প্রশিক্ষণার্থী',
          en: 'Applicants, shortlist and final trainees',
        },
        path: '/training-mgt/applicants',
        body: {
          bn: [
            'আবেদনকারী পাতায় যোগ্যদের সংক্ষিপ্ত তালিকায় নিন (ক্রম ও কারণসহ), অন্যদের অপেক্ষমাণ রাখুন বা বাতিল করুন; সংক্ষিপ্ত তালিকা থেকে আসন থাকা পর্যন্ত চূড়ান্ত করুন।',
            'চূড়ান্ত প্রশিক্ষণার্থী পাতায় দিনভিত্তিক হাজিরা নিন ও হাজিরা শিট প্রিন্ট করুন; ব্যাচ সম্পন্ন ঘোষণা করলে উপস্থিত প্রশিক্ষণার্থীরা সনদ পান এবং প্রোফাইলের প্রশিক্ষণ অংশে তা দেখা যায়।',
          ],
          en: [
            'On the applicants screen shortlist the suitable ones (with rank and reason), waitlist or reject the others, and finalise from the shortlist while seats last.',
            'On the final trainee list take attendance by day and print the sheet; completing the batch gives those who attended a certificate, which their profile’s training part shows.',
          ],
        },
      },
      {
        key: 'school',
        title: { bn: 'স্কুলের প্রশিক্ষণার্থী', en: 'School trainees' },
        path: '/training-mgt/internal-applicant-list-import',
        shot: 'school',
        body: {
          bn: [
            'স্কুল অ্যাকাউন্ট এক্সেল টেমপ্লেটে শিক্ষার্থী ইমপোর্ট বা "প্রশিক্ষণার্থী তৈরি" করে, নিজের ব্যাচ তৈরি করে "প্রশিক্ষণার্থী নির্বাচন" ও "ব্যাচে প্রশিক্ষণার্থী যোগ" করে এবং চূড়ান্ত তালিকা তৈরি করে।',
            '"টেমপ্লেট ডাউনলোড" করে পূরণ করুন, তারপর "ফাইল নির্বাচন করে ইমপোর্ট করুন"। কোনো সারিতে ভুল থাকলে কাউকে যোগ করা হয় না; প্রতিটি ভুল সারি ও কলামসহ দেখানো হয়। একই এনআইডি বা মোবাইল দুবার দেওয়া যায় না।',
          ],
          en: [
            'A school account imports students from the Excel template or creates them, makes a batch of its own, selects students into it and finalises the list.',
            '"Download template", fill it in, then "Choose a file and import". If any row is wrong nobody is added, and every wrong row and column is listed. The same NID or mobile cannot be given twice.',
          ],
        },
      },
      {
        key: 'dashboard',
        title: { bn: 'প্রশিক্ষণ ড্যাশবোর্ড', en: 'Training dashboard' },
        path: '/training-mgt/training-dashboard',
        body: {
          bn: [
            'প্রতিষ্ঠান ও বিষয়ভিত্তিক প্রশিক্ষণ, প্রশিক্ষণার্থী (পুরুষ, নারী) ও সম্পন্ন ব্যাচের হিসাব; প্রতিষ্ঠান বা বিষয়ে চাপ দিলে তার বিস্তারিত ড্যাশবোর্ড খোলে।',
          ],
          en: [
            'Training by provider and by topic, trainees (men, women) and completed batches; a provider or topic opens its own dashboard.',
          ],
        },
      },
    ],
  },
  {
    id: 'exam',
    title: { bn: 'পরীক্ষা ব্যবস্থাপনা', en: 'Exam management' },
    summary: {
      bn: 'পরীক্ষা ও বিশেষজ্ঞ, গোপনীয় প্রশ্নপত্র ও উত্তরপত্রের প্রদান-গ্রহণ, সম্মানী বিল, অনুমোদন ও পরিশোধ।',
      en: 'Exams and experts, handing over confidential question and answer papers, honorarium bills, approval and payment.',
    },
    who: {
      bn: 'পরীক্ষা নিয়ন্ত্রক ও পরীক্ষা শাখার যেসব ডেস্ককে অনুমতি দেওয়া হয়েছে',
      en: 'The controller of examinations and exam-section desks given permission',
    },
    sections: [
      {
        key: 'setup',
        title: { bn: 'পরীক্ষা, বিষয়, কাজের খাত ও ব্যাংক শাখা', en: 'Exams, subjects, work heads and bank branches' },
        path: '/exam-mgt/exam-list',
        shot: 'exam',
        body: {
          bn: [
            '"পরীক্ষার তালিকা" তে পরীক্ষা, বছর, সেশন, শুরুর ও শেষের তারিখ এবং কেন্দ্রসমূহ দিন। "পরীক্ষার বিষয়", "পরীক্ষার কাজের খাত" (হারের একক: প্রতি প্রশ্নপত্র, প্রতি উত্তরপত্র, প্রতি দিন; হার টাকায়) এবং "ব্যাংক শাখার রাউটিং নম্বর" আগে ঠিক করে রাখুন।',
            '"বিশেষজ্ঞদের প্রোফাইল" এ বিশেষজ্ঞের পদবি, প্রতিষ্ঠান, বিষয়, মোবাইল ও ব্যাংক হিসাব থাকে; "পরীক্ষাভিত্তিক বিশেষজ্ঞ" এ কোন পরীক্ষায় কে কোন কাজ কত পরিমাণ করবেন তা দিন।',
          ],
          en: [
            'On "Exam list" give the exam, year, session, dates and centres. Set up "Exam subjects", "Exam work heads" (unit: per question paper, per answer script, per day; rate in taka) and "Bank branch routing numbers" first.',
            '"Expert profiles" hold each expert’s designation, institution, subjects, mobile and bank account; "Experts by exam" says who does which work, and how much, in each exam.',
          ],
        },
      },
      {
        key: 'papers',
        title: { bn: 'প্রশ্নপত্র ও উত্তরপত্র প্রদান ও গ্রহণ', en: 'Handing over question and answer papers' },
        path: '/exam-mgt/exam-questions',
        body: {
          bn: [
            '"প্রশ্নপত্র প্রদান" এ প্রাপক, কেন্দ্র, সেট ও সিলগালা প্যাকেটের সংখ্যা লিখুন; প্রাপক পৌঁছালে "গ্রহণ লিপিবদ্ধ করুন"। উত্তরপত্রের বান্ডেল একইভাবে "উত্তরপত্র প্রদান ও গ্রহণ" পাতায়।',
            'প্রশ্নপত্র গোপনীয়: প্রতিবার দেখা অডিট লগে লিপিবদ্ধ হয়।',
          ],
          en: [
            '"Hand over question papers" records the recipient, centre, set and number of sealed packets; "Record receipt" when they arrive. Answer-script bundles work the same on their own page.',
            'Question papers are confidential: every view is written to the audit log.',
          ],
        },
      },
      {
        key: 'bills',
        title: { bn: 'সম্মানী বিল, অনুমোদন ও পরিশোধ', en: 'Honorarium bills, approval and payment' },
        path: '/exam-mgt/exam-bills',
        body: {
          bn: [
            '"বিল তৈরি করুন" বিশেষজ্ঞের কাজ থেকে মোট, উৎসে কর (১০%), রাজস্ব স্ট্যাম্প ও নিট প্রদেয় হিসাব করে; বিল টাকার অঙ্ক কথায়ও বাংলায় প্রিন্ট হয়।',
            '"বিল অনুমোদন" পাতায় অনুমোদন করুন; "বিল পরিশোধ" পাতায় পরিশোধের রেফারেন্স (ইএফটি) ও তারিখ লিখে "পরিশোধ লিপিবদ্ধ করুন" এবং ব্যাংক অ্যাডভাইস (এক্সেল) নামান। একটি বিল দুবার অনুমোদন বা পরিশোধ হয় না।',
          ],
          en: [
            '"Make bill" works out the total, tax at source (10%), revenue stamp and net payable from the expert’s work; the bill prints in Bangla with the amount in words.',
            'Approve on "Bill approval"; on "Bill payment" record the EFT reference and date and download the bank advice (Excel). No bill is approved or paid twice.',
          ],
        },
      },
    ],
  },
  {
    id: 'freelancer',
    title: { bn: 'ফ্রিল্যান্সার ব্যবস্থাপনা', en: 'Freelancer management' },
    summary: {
      bn: 'জেলার ফ্রিল্যান্সার, মেন্টর ও টিমের তালিকা, মার্কেটপ্লেস ও উপার্জনের হিসাব।',
      en: 'Districts’ freelancers, mentors and teams, their marketplaces and earnings.',
    },
    who: { bn: 'অফিস অ্যাডমিন ও অ্যাপ অ্যাডমিন', en: 'Office and app admins' },
    sections: [
      {
        key: 'list',
        title: { bn: 'ফ্রিল্যান্সার তালিকা', en: 'Freelancer list' },
        path: '/freelancer-mgt/freelancer-list',
        shot: 'officeadmin',
        body: {
          bn: [
            'নাম, মোবাইল বা ইমেইল দিয়ে খুঁজুন; জেলা, ক্যাটাগরি, মার্কেটপ্লেস, অবস্থা, উপার্জনের সীমা ($) ও যোগদানের বছর দিয়ে ছাঁকুন; "এক্সেল ডাউনলোড" করুন।',
            '"নতুন ফ্রিল্যান্সার" বা "এক্সেল থেকে আমদানি" দিয়ে যোগ করুন: ক্যাটাগরি, ভূমিকা, দক্ষতা (কমা দিয়ে আলাদা), প্রতিটি মার্কেটপ্লেসের প্রোফাইল লিংক, উপার্জন ও প্রজেক্ট সংখ্যা।',
          ],
          en: [
            'Search by name, mobile or e-mail; filter by district, category, marketplace, status, earnings range ($) and joining year; "Download Excel".',
            'Add one with "New freelancer" or "Import from Excel": category, role, skills (comma separated), each marketplace’s profile link, earnings and projects.',
          ],
        },
      },
      {
        key: 'dashboard',
        title: { bn: 'ড্যাশবোর্ড, মেন্টর ও টিম', en: 'Dashboard, mentors and teams' },
        path: '/freelancer-mgt/freelancer-dashboard',
        body: {
          bn: [
            'ড্যাশবোর্ড জেলা, ক্যাটাগরি ও মার্কেটপ্লেসভিত্তিক ফ্রিল্যান্সার ও উপার্জন দেখায়। "মেন্টর তালিকা" ও "টিম তালিকা" তে মেন্টর ও টিম রাখা হয়; ক্যাটাগরি, ভূমিকা ও মার্কেটপ্লেসের তালিকা নিজ নিজ পাতায় ঠিক করা হয়।',
          ],
          en: [
            'The dashboard shows freelancers and earnings by district, category and marketplace. Mentors and teams have their lists; categories, roles and marketplaces are kept on their own screens.',
          ],
        },
      },
    ],
  },
  {
    id: 'app-security',
    title: { bn: 'সফটওয়্যার নিরাপত্তা', en: 'App security' },
    summary: {
      bn: 'অ্যাপের মডিউল ও পেজের তালিকা, পেজভিত্তিক অনুমতি এবং অ্যাক্সেস রোল পদবি বা ডেস্ককে দেওয়া।',
      en: 'The registry of modules and pages, permissions per page, and access roles given to designations or desks.',
    },
    who: { bn: 'সুপার অ্যাডমিন', en: 'The super admin' },
    sections: [
      {
        key: 'modules',
        title: { bn: 'মডিউল ও মডিউলের পেজ', en: 'Modules and module pages' },
        path: '/app-security/modules',
        shot: 'superadmin',
        body: {
          bn: [
            'পাতা খুললেই তালিকা অ্যাপের সাথে মিলানো হয়: নতুন মডিউল ও পেজ যোগ হয়, অ্যাপে আর নেই এমন পেজ "অ্যাপে আর নেই" দেখায়। "মডিউলের পেজ" পাতায় পেজের নাম বা ঠিকানা দিয়ে খুঁজুন এবং "শুধু অনুমতি দেওয়া যায় এমন পেজ" দেখুন।',
          ],
          en: [
            'Opening the page brings the registry in step with the app: new modules and pages are added, pages the app no longer has show as gone. "Module pages" searches by a page’s name or address and can show only the pages a grant can open.',
          ],
        },
      },
      {
        key: 'access-roles',
        title: { bn: 'অ্যাক্সেস রোল ও অনুমতি', en: 'Access roles and permissions' },
        path: '/app-security/access-roles',
        shot: 'superadmin',
        body: {
          bn: [
            '"নতুন রোল" এ নাম (বাংলা ও ইংরেজি) ও বিবরণ দিন। রোল খুলে "পদবিকে দিন" (সব অফিসের এই পদবির সব ডেস্ক) বা "একটি ডেস্ককে দিন"; "ফিরিয়ে নিন" দিয়ে প্রত্যাহার করুন।',
            '"অনুমতি ঠিক করুন" চাপলে "মডিউলের অনুমতি" পাতা খোলে: প্রতিটি পেজে দেখা, তৈরি, সম্পাদনা, মুছে ফেলা, অনুমোদন ও এক্সেলের ঘর টিক দিয়ে "অনুমতি সংরক্ষণ" করুন।',
            'অনুমতি শুধু বাড়ায়: নির্ধারিত নিয়মে যিনি পেজটি খুলতে পারেন তিনি পারবেনই; অনুমতি পেলে অন্যরাও নিজের অফিসের তথ্য দেখতে পারবেন। পরের অনুরোধ থেকেই নতুন অনুমতি বা প্রত্যাহার কার্যকর হয়।',
          ],
          en: [
            '"New role" takes the names in Bangla and English and a description. Open the role to give it to a designation (every desk of it in every office) or to one desk; "Take back" revokes it.',
            '"Set permissions" opens "Module permissions": tick view, create, edit, delete, approve or Excel on each page and "Save permissions".',
            'A grant only widens: whoever may open a page by the rules still may; a grant lets others see their own office’s data too. Grants and revocations take effect from the next request.',
          ],
        },
      },
    ],
  },
  {
    id: 'audit',
    title: { bn: 'নিরীক্ষা লগ', en: 'Audit log' },
    summary: {
      bn: 'কে, কোন পদে, কখন, কী পরিবর্তন করেছেন তার অপরিবর্তনীয় হিসাব।',
      en: 'Who changed what, from which desk and when; a record nobody can change.',
    },
    who: {
      bn: 'সুপার অ্যাডমিন (সব অফিস), অফিস অ্যাডমিন (নিজ অফিস)',
      en: 'The super admin (every office), office admins (their own)',
    },
    sections: [
      {
        key: 'log',
        title: { bn: 'ঘটনা খোঁজা ও বিস্তারিত', en: 'Finding events and their details' },
        path: '/audit-log',
        shot: 'superadmin',
        body: {
          bn: [
            'নাম, ই-মেইল বা মোবাইল দিয়ে ব্যক্তি খুঁজুন; মডিউল, কাজ, অফিস ও তারিখের পরিসর দিয়ে ছাঁকুন এবং "এক্সেল ডাউনলোড" করুন। "বিস্তারিত দেখুন" প্রতিটি ঘরের আগে ও পরের মান দেখায়।',
            'নিরীক্ষা লগ পরিবর্তন বা মুছে ফেলা যায় না। গোপনীয় তথ্য (যেমন প্রশ্নপত্র) দেখাও এখানে লেখা থাকে।',
          ],
          en: [
            'Find a person by name, e-mail or mobile; filter by module, action, office and date range, and "Download Excel". "View details" shows each field before and after.',
            'The audit log cannot be changed or deleted. Reads of confidential records (question papers, say) are written here too.',
          ],
        },
      },
    ],
  },
];

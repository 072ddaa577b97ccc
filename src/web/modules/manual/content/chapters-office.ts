/** Manual chapters: signing in, the home page, the office, its officers, leave, transfer, skills, innovation. */
import type { ManualChapter } from './manual-types';

export const officeChapters: ManualChapter[] = [
  {
    id: 'home',
    title: { bn: 'হোম ও ড্যাশবোর্ড', en: 'Home and dashboard' },
    summary: {
      bn: 'লগইনের পর প্রথম পাতা: সক্রিয় ডেস্কের অফিসের সারসংক্ষেপ ও প্রতিটি মডিউলের টাইল।',
      en: 'The first page after signing in: a summary of the active desk’s office and a tile for each module.',
    },
    who: { bn: 'সকল কর্মকর্তা-কর্মচারী', en: 'Every officer and staff member' },
    sections: [
      {
        key: 'dashboard',
        title: { bn: 'হোম পাতার টাইল ও ড্যাশবোর্ড', en: 'Home tiles and the dashboard' },
        path: '/dashboard',
        shot: 'officeadmin',
        body: {
          bn: [
            'হোম পাতায় "স্বাগতম" এর পাশে আপনার নাম এবং মডিউলের টাইল: অফিস ব্যবস্থাপনা, কর্মকর্তা ব্যবস্থাপনা, ছুটি ব্যবস্থাপনা, প্রতিবেদন ব্যবস্থাপনা, প্রশিক্ষণ ব্যবস্থাপনা ইত্যাদি। আপনার পদে যে মডিউল খোলা, শুধু সেটির টাইল দেখা যায়।',
            '"ড্যাশবোর্ড" পাতার "জনবল" অংশে অফিস অ্যাডমিন ও অফিস প্রধান দেখেন: নিজ অফিসের ও অন্যান্য অফিসের অনুমোদনের অপেক্ষায় থাকা ছুটির আবেদন, মোট কর্মকর্তা-কর্মচারী (পুরুষ ও নারী আলাদা), সংযুক্ত ও পদায়নবিহীন কর্মকর্তা-কর্মচারী, দক্ষ কর্মকর্তা, গবেষক ও দক্ষতার ক্ষেত্র এবং পদবিভিত্তিক মোট পদ, কর্মরত ও শূন্য পদ।',
            '"প্রিন্ট" বোতামে ড্যাশবোর্ড প্রিন্ট হয়; "ডার্ক মোড" ও "সাইড মেনুর ধরন" (হালকা বা গাঢ়) দিয়ে পর্দার চেহারা বদলান। অর্থবছর জুলাই থেকে জুন, প্রান্তিকগুলো সেভাবেই গোনা হয়।',
          ],
          en: [
            'The home page shows your name beside "Welcome" and a tile per module: office management, officer management, leave, reports, training and so on. Only the modules your desk may use have a tile.',
            'Under "Staff" on the "Dashboard" office admins and heads see leave applications awaiting approval in their office and in others, all officers and staff (men and women apart), attached and unposted staff, skilled officers, researchers and skill areas, and posts by designation: total, filled and vacant.',
            '"Print" prints the dashboard; "Dark mode" and "Side menu style" (light or dark) change how the screen looks. The fiscal year runs July to June and its quarters are counted that way.',
          ],
        },
      },
      {
        key: 'switch-desk',
        title: { bn: 'একাধিক ডেস্ক ও ভাষা পরিবর্তন', en: 'Several desks, and the language' },
        body: {
          bn: [
            'যাঁর একাধিক ডেস্ক আছে (যেমন অতিরিক্ত দায়িত্ব), তিনি উপরের ডান কোণে নিজের নামে চাপ দিয়ে সক্রিয় ডেস্ক বদলাতে পারেন। মেনু, টাইল ও তালিকা সক্রিয় ডেস্কের অফিস অনুযায়ী বদলে যায়।',
            'উপরের "English" / "বাংলা" বোতামে ভাষা বদলায়; বাংলায় সব সংখ্যা ও তারিখ বাংলা অঙ্কে দেখায়।',
          ],
          en: [
            'Whoever holds several desks (an additional charge, say) switches the active desk from their name at the top right. Menus, tiles and lists follow the active desk’s office.',
            'The language button at the top switches between Bangla and English; in Bangla every number and date is shown in Bangla digits.',
          ],
        },
      },
    ],
  },
  {
    id: 'auth',
    title: { bn: 'লগইন, নিবন্ধন ও পাসওয়ার্ড', en: 'Signing in, registration and password' },
    summary: {
      bn: 'কার্যালয়ে প্রবেশ, নিজের পদে নিবন্ধন এবং পাসওয়ার্ড ভুলে গেলে পুনরুদ্ধার।',
      en: 'Getting in, registering on your own post, and recovering a forgotten password.',
    },
    who: { bn: 'সকল ব্যবহারকারী', en: 'Every user' },
    sections: [
      {
        key: 'login',
        title: { bn: 'লগইন', en: 'Signing in' },
        path: '/login',
        body: {
          bn: [
            '"ইমেইল অথবা মোবাইল নম্বর" ঘরে আপনার সরকারি ইমেইল বা ০১ দিয়ে শুরু মোবাইল নম্বর, তারপর পাসওয়ার্ড লিখুন। ক্যাপচা চাইলে ছবির অক্ষরগুলো লিখুন; না পড়া গেলে "নতুন ক্যাপচা" চাপুন।',
            'কয়েকবার ভুল পাসওয়ার্ড দিলে কিছুক্ষণের জন্য লগইন বন্ধ থাকে; পরে আবার চেষ্টা করুন বা "পাসওয়ার্ড ভুলে গেছেন?" ব্যবহার করুন।',
          ],
          en: [
            'Enter your official e-mail or mobile number (starting 01) under "E-mail or mobile number", then your password. If a captcha is asked, type the letters of the picture; "New captcha" gives another.',
            'After several wrong passwords sign-in pauses for a while; try again later or use "Forgot password?".',
          ],
        },
      },
      {
        key: 'signup',
        title: { bn: 'নিবন্ধন (চার ধাপে)', en: 'Registration (four steps)' },
        path: '/signup',
        body: {
          bn: [
            'লগইন পাতার "নতুন নিবন্ধন" থেকে শুরু করুন। যা লাগবে: সচল মোবাইল নম্বর (ওটিপির জন্য), ইমেইল, জাতীয় পরিচয়পত্র নম্বর, জন্ম তারিখ ও যোগদানের তারিখসমূহ।',
            'ধাপ ১ পদবি নির্বাচন: অফিস, শাখা ও শূন্য পদ বাছুন। ধাপ ২ লগইন তথ্য: ইমেইল, মোবাইলে পাঠানো ওটিপি যাচাই ও পাসওয়ার্ড (কমপক্ষে ৮ অক্ষর, বড় ও ছোট হাতের অক্ষর, সংখ্যা ও চিহ্নসহ)। ধাপ ৩ ব্যক্তিগত তথ্য। ধাপ ৪ দক্ষতা ও অন্যান্য।',
            'নিবন্ধন শেষে আপনার অফিসের অফিস অ্যাডমিন "কর্মকর্তা পদায়ন" পাতায় অনুমোদন করলে ডেস্কটি চালু হয়; ততক্ষণ হোম পাতায় "অনুমোদনের অপেক্ষায়" বার্তা দেখায়।',
          ],
          en: [
            'Start from "New registration" on the sign-in page. You need a working mobile number (for the one-time password), an e-mail, your national ID number, date of birth and joining dates.',
            'Step 1, designation: choose the office, section and vacant post. Step 2, sign-in details: e-mail, the one-time password sent to your mobile, and a password (8 characters at least, with capital and small letters, a digit and a symbol). Step 3, personal details. Step 4, skills and more.',
            'When the office admin of your office approves it on "Officer posting", the desk opens; until then the home page says it is awaiting approval.',
          ],
        },
      },
      {
        key: 'reset',
        title: { bn: 'পাসওয়ার্ড পুনরুদ্ধার', en: 'Password recovery' },
        path: '/reset-password',
        body: {
          bn: [
            'নিবন্ধিত মোবাইল নম্বর দিন, এসএমএসে আসা ওটিপি লিখুন এবং নতুন পাসওয়ার্ড দুবার লিখে সংরক্ষণ করুন। ওটিপির মেয়াদ পাতায় গণনা করে দেখানো হয়।',
          ],
          en: [
            'Give your registered mobile number, type the one-time password from the SMS, and enter the new password twice. The page counts down the code’s validity.',
          ],
        },
      },
    ],
  },
  {
    id: 'office',
    title: { bn: 'অফিস ব্যবস্থাপনা', en: 'Office management' },
    summary: {
      bn: 'অফিসের তথ্য, শাখা, অর্গানোগ্রাম, অফিস প্রধান ও অ্যাডমিন, অনার বোর্ড ও সেটিংস।',
      en: 'Office details, sections, organogram, the office head and admins, honour board and settings.',
    },
    who: {
      bn: 'সুপার অ্যাডমিন ও সাপোর্ট অ্যাডমিন (সব অফিস), অফিস অ্যাডমিন (নিজ অফিস)',
      en: 'Super and support admins (every office), office admins (their own office)',
    },
    sections: [
      {
        key: 'office-list',
        title: { bn: 'অফিসের তালিকা ও নতুন অফিস', en: 'Office list and new office' },
        path: '/office-setup/office-list',
        shot: 'superadmin',
        body: {
          bn: [
            '"অফিসের তালিকা" পাতায় নাম লিখে অনুসন্ধান করুন, মন্ত্রণালয়/বিভাগ, অফিসের স্তর ও জেলা দিয়ে ছাঁকুন এবং "এক্সেল" বোতামে তালিকা নামান। প্রতিটি সারির "অফিস", "শাখা" ও "অর্গানোগ্রাম" বোতাম সেই অফিসের পাতাগুলো খোলে।',
            '"নতুন অফিস" (শুধু সুপার অ্যাডমিন) ফরমে নাম (বাংলা ও ইংরেজি), মন্ত্রণালয়/বিভাগ, অধিদপ্তর/দপ্তর, অফিসের স্তর, অবস্থান, ঊর্ধ্বতন অফিস ও নিয়ন্ত্রণকারী অফিস দিন। নিয়ন্ত্রণকারী অফিস খালি রাখলে ঊর্ধ্বতন অফিসই নিয়ন্ত্রণকারী হয়।',
          ],
          en: [
            'On "Office list" search by name, filter by ministry/division, office level and district, and download the list with "Excel". Each row’s "Office", "Sections" and "Organogram" buttons open that office’s pages.',
            '"New office" (super admin only) takes the names in Bangla and English, ministry/division, directorate, office level, location, parent office and controlling office; left empty, the parent office controls it.',
          ],
        },
      },
      {
        key: 'organogram',
        title: { bn: 'শাখা ও অর্গানোগ্রাম', en: 'Sections and organogram' },
        path: '/office-setup/office-structure',
        shot: 'officeadmin',
        body: {
          bn: [
            '"অফিসের শাখা" পাতায় নতুন শাখা যোগ ও সম্পাদনা করুন। "অফিস কাঠামো (অর্গানোগ্রাম)" পাতায় পদগুলো গাছের মতো সাজানো থাকে: প্রতিটি পদের ঊর্ধ্বতন পদ, পদবি ও শাখা। উপরে মোট পদ, পূরণকৃত পদ ও শূন্য পদের সংখ্যা দেখায়।',
            'একটি পদে চাপ দিয়ে "এর অধীনে নতুন পদ" যোগ করুন বা পদ সম্পাদনা করুন। যে পদে কেউ কর্মরত আছেন বা আগে ছিলেন, চাকরির ইতিহাস রক্ষার জন্য সেই পদ মুছে ফেলা যায় না।',
          ],
          en: [
            'Add and edit sections on "Office sections". "Office structure (organogram)" shows the posts as a tree: each post’s superior post, designation and section, with the total, filled and vacant posts above.',
            'Choose a post to add "a new post under it" or edit it. A post someone holds, or once held, cannot be deleted: the service history keeps it.',
          ],
        },
      },
      {
        key: 'heads-admins',
        title: { bn: 'অফিস প্রধান, অফিস অ্যাডমিন ও অনার বোর্ড', en: 'Office head, office admins and honour board' },
        path: '/officeadminssetup',
        body: {
          bn: [
            '"অফিস প্রধান ও অফিস অ্যাডমিন" পাতায় কর্মকর্তা নির্বাচন করে অফিস প্রধান, অফিস অ্যাডমিন, শাখা অ্যাডমিন ও শাখা প্রধান নির্ধারণ করুন। অফিস প্রধান পরিবর্তন করলে অনার বোর্ডে মেয়াদ স্বয়ংক্রিয়ভাবে লেখা হয়।',
            '"অনার বোর্ড" পাতায় অফিসের সাবেক প্রধানদের নাম, পদবি, যোগদান ও বিদায়ের তারিখ থাকে; হাতে যোগ বা সংশোধনও করা যায়।',
          ],
          en: [
            'On "Office head and office admins" choose officers as office head, office admins, section admins and section heads. Changing the head writes the term on the honour board by itself.',
            'The "Honour board" lists the office’s former heads with designation and dates of joining and leaving; entries can also be added or corrected by hand.',
          ],
        },
      },
      {
        key: 'office-info',
        title: { bn: 'অফিসের তথ্য, জিওলোকেশন ও সেটিংস', en: 'Office details, geolocation and settings' },
        path: '/officeinfo',
        body: {
          bn: [
            '"অফিসের তথ্য" পাতায় ঠিকানা, ফোন, ইমেইল, ওয়েবসাইট হালনাগাদ করুন। "জিওলোকেশন" পাতায় অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে লিখুন (যেমন 24.363588, 88.624138); পরিদর্শনের দূরত্ব যাচাই এটি ব্যবহার করে।',
            '"অফিস সেটিংস" পাতায় অফিসের জন্য কোন মডিউল চালু থাকবে (যেমন সভা ব্যবস্থাপনা) তা ঠিক করা হয়; "অ্যাডমিন সেটিংস" সুপার অ্যাডমিনের সার্বিক সেটিংস।',
          ],
          en: [
            'Update the address, phone, e-mail and website on "Office details". On "Geolocation" write latitude and longitude in English digits (e.g. 24.363588, 88.624138); inspections check distances against it.',
            '"Office settings" decides which modules the office uses (meeting management, for one); "Admin settings" holds the super admin’s app-wide settings.',
          ],
        },
      },
    ],
  },
  {
    id: 'officer',
    title: { bn: 'কর্মকর্তা ব্যবস্থাপনা', en: 'Officer management' },
    summary: {
      bn: 'কর্মকর্তাদের তালিকা, নতুন কর্মকর্তা, পদায়ন ও অবমুক্তি, কর্মস্থলের ইতিহাস এবং নিজের চাকরির তথ্য।',
      en: 'The officer list, new officers, posting and release, service history, and your own service record.',
    },
    who: {
      bn: 'সুপার, সাপোর্ট ও অফিস অ্যাডমিন; "আমার চাকরির তথ্য" সকলের',
      en: 'Super, support and office admins; "My service information" for everyone',
    },
    sections: [
      {
        key: 'officers',
        title: { bn: 'কর্মকর্তাদের তালিকা', en: 'The officer list' },
        path: '/officers',
        shot: 'officeadmin',
        body: {
          bn: [
            'নাম, ইমেইল, মোবাইল বা এনআইডি দিয়ে খুঁজুন; পদবি, জেলা, উপজেলা ও অবস্থা (পদায়িত, পদায়নবিহীন, সংযুক্ত) দিয়ে ছাঁকুন। "এক্সেল ডাউনলোড" বর্তমান ছাঁকনির তালিকা নামায়।',
            '"বিস্তারিত" চাপলে কর্মকর্তার ব্যক্তিগত তথ্য, চাকরির তথ্য, পরিবার ও পদায়নের ইতিহাস খোলে; সেখান থেকে প্রিন্ট করা যায়। অ্যাক্সেস রোলে অনুমতি পেলে অন্য পদের কর্মকর্তারাও নিজ অফিসের তালিকা দেখতে পান।',
          ],
          en: [
            'Search by name, e-mail, mobile or NID; filter by designation, district, upazila and status (posted, unposted, attached). "Download Excel" takes the filtered list.',
            '"Details" opens the officer’s personal and service information, family and postings, with a print view. A desk given an access role that grants the page also sees its own office’s list.',
          ],
        },
      },
      {
        key: 'new-officer',
        title: { bn: 'নতুন কর্মকর্তা', en: 'New officer' },
        path: '/new-officer',
        body: {
          bn: [
            'লগইন তথ্য (ইমেইল, মোবাইল নম্বর, পাসওয়ার্ড), ব্যক্তিগত তথ্য এবং "পদ ও যোগদান" অংশে শূন্য পদ ও যোগদানের তারিখ দিয়ে "কর্মকর্তা নিবন্ধন করুন" চাপুন। কর্মকর্তা সরাসরি নির্বাচিত শূন্য পদে পদায়িত হন এবং এই ইমেইল ও পাসওয়ার্ড দিয়ে লগইন করতে পারেন।',
          ],
          en: [
            'Fill in the sign-in details (e-mail, mobile, password), personal details, and under "Post and joining" a vacant post and joining date, then "Register officer". The officer is posted to that post at once and signs in with that e-mail and password.',
          ],
        },
      },
      {
        key: 'posting',
        title: { bn: 'কর্মকর্তা পদায়ন ও অবমুক্তি', en: 'Posting and release' },
        path: '/officermgt',
        body: {
          bn: [
            '"নিবন্ধিত কর্মকর্তাদের পদায়নের আবেদন" তালিকায় নিবন্ধনের সময় বেছে নেওয়া পদ দেখায়। "অনুমোদন" চাপলে পদটি তাঁর ডেস্ক হয়; "নামঞ্জুর" করলে তাঁর হোম পাতায় আবেদন নামঞ্জুরের বার্তা দেখায়।',
            'কর্মকর্তার বিস্তারিত পাতায় "অবমুক্ত করুন" দিয়ে অবমুক্তির তারিখ ও অফিস আদেশ নং লিখে পদ থেকে অবমুক্ত করুন; "শূন্য পদে পদায়ন" বা "অতিরিক্ত দায়িত্ব হিসেবে দিন" দিয়ে নতুন পদ দিন।',
          ],
          en: [
            '"Posting requests of registered officers" lists the posts chosen at registration. "Approve" makes the post their desk; after "Reject" their home page says the request was rejected.',
            'On an officer’s details, "Release" with the release date and office order number ends a posting; "Post to a vacant post" or "Give as additional charge" gives a new one.',
          ],
        },
      },
      {
        key: 'service-info',
        title: { bn: 'আমার চাকরির তথ্য ও কর্মস্থলের ইতিহাস', en: 'My service information and history' },
        path: '/service-info',
        shot: 'officer',
        body: {
          bn: [
            '"আমার চাকরির তথ্য" পাতায় নিজের বর্তমান পদ, অতিরিক্ত দায়িত্ব, চাকরিতে প্রথম যোগদান ও বর্তমান কর্মস্থলে যোগদানের তারিখ এবং সব পদায়ন দেখা যায়।',
            '"কর্মস্থলের ইতিহাস" (অ্যাডমিনদের জন্য) একজন কর্মকর্তার সব কর্মস্থল, যোগদান ও অবমুক্তির তারিখ এবং অফিস আদেশ নং দেখায়।',
          ],
          en: [
            '"My service information" shows your current post, additional charges, first joining and joining at the present station, and all your postings.',
            '"Service history" (for admins) lists every station of an officer with joining and release dates and office order numbers.',
          ],
        },
      },
    ],
  },
  {
    id: 'leave',
    title: { bn: 'ছুটি ব্যবস্থাপনা', en: 'Leave management' },
    summary: {
      bn: 'ছুটির আবেদন, ধাপে ধাপে অনুমোদন, ছুটির স্থিতি ও ইতিহাস এবং অনুমোদনকারী নির্ধারণ।',
      en: 'Leave applications, approval step by step, leave balance and history, and who approves.',
    },
    who: {
      bn: 'সকল কর্মকর্তা (আবেদন), অনুমোদনকারী ডেস্ক ও অফিস অ্যাডমিন (অনুমোদন)',
      en: 'Every officer (applying), approving desks and office admins (approving)',
    },
    sections: [
      {
        key: 'apply',
        title: { bn: 'ছুটির আবেদন', en: 'Applying for leave' },
        path: '/leaveapplications',
        shot: 'officer',
        body: {
          bn: [
            '"নতুন আবেদন" চাপুন। ছুটির ধরন, শুরুর ও শেষের তারিখ দিন; ফরম নিজেই শুক্র-শনিবার ও সরকারি ছুটি বাদে কর্মদিবস এবং প্রাপ্য দিন দেখায়। ছুটির কারণ, ছুটিকালীন ঠিকানা এবং ছুটিকালে যিনি আপনার দায়িত্ব পালন করবেন সেই ডেস্ক বাছুন।',
            'কিছু ছুটির (যেমন অসুস্থতাজনিত) জন্য প্রমাণপত্র (চিকিৎসা সনদ, আদেশ ইত্যাদি) সংযুক্ত করা আবশ্যক। "খসড়া সংরক্ষণ" করে পরে দাখিল করা যায়; "দাখিল করুন" চাপলে আবেদন প্রথম অনুমোদনকারীর ডেস্কে যায়।',
            'তালিকায় প্রতিটি আবেদনের অবস্থা, বর্তমান ডেস্ক ও ধাপ দেখা যায়। দাখিলের পর সিদ্ধান্তের আগে "আবেদন বাতিল" করা যায়; অনুমোদিত আবেদনের "প্রিন্ট" দিয়ে ছুটির আদেশ প্রিন্ট করুন।',
          ],
          en: [
            'Press "New application". Give the leave type and the start and end dates; the form counts the working days without Fridays, Saturdays and public holidays, and shows your balance. Add the reason, the address during leave, and the desk that covers your work.',
            'Some leave (sick leave, for one) needs a supporting document such as a medical certificate. "Save draft" keeps it for later; "Submit" sends it to the first approver’s desk.',
            'The list shows each application’s status, current desk and step. Before a decision you may cancel it; "Print" on an approved one prints the leave order.',
          ],
        },
      },
      {
        key: 'approve',
        title: { bn: 'ছুটি অনুমোদন', en: 'Approving leave' },
        path: '/leaveapprovals',
        shot: 'officeadmin',
        body: {
          bn: [
            'আপনার ডেস্কে আসা আবেদনগুলো এখানে। "নিজ অফিস" ও "অন্যান্য অফিস" ট্যাবে ভাগ করা; আবেদনকারীর নাম দিয়ে খুঁজুন, ধরন ও অবস্থা দিয়ে ছাঁকুন।',
            'আবেদন খুললে আবেদনকারীর ছুটির হিসাব (প্রাপ্য, ভোগকৃত, অপেক্ষমাণ, অবশিষ্ট) দেখা যায়। "অনুমোদন", পরবর্তী ডেস্কে "অগ্রায়ন", সংশোধনের জন্য "ফেরত পাঠান" অথবা কারণসহ "নামঞ্জুর" করুন।',
            'একই আবেদনে দুজন একসাথে সিদ্ধান্ত দিলে প্রথমটি গৃহীত হয়; দ্বিতীয়জন দেখেন: "আবেদনটিতে ইতোমধ্যে সিদ্ধান্ত দেওয়া হয়েছে বা এটি অন্য ধাপে গেছে"।',
          ],
          en: [
            'Applications waiting at your desk, under "Own office" and "Other offices"; search by applicant, filter by type and status.',
            'An application shows the applicant’s balance (entitled, used, pending, remaining). "Approve", "Forward" to the next desk, "Send back" for correction, or "Reject" with a reason.',
            'When two people decide the same application at once the first decision stands; the second is told it was decided already or has moved on.',
          ],
        },
      },
      {
        key: 'balance',
        title: { bn: 'ছুটির স্থিতি, ইতিহাস ও অনুমোদনকারী', en: 'Balance, history and approvers' },
        path: '/leavebalance',
        body: {
          bn: [
            '"ছুটির স্থিতি" বছরভিত্তিক প্রতিটি ধরনের প্রাপ্য, ভোগকৃত, অপেক্ষমাণ ও অবশিষ্ট দিন দেখায়। "ছুটির ইতিহাস" আপনার বা (অ্যাডমিন হলে) অফিসের সবার আবেদনের তালিকা, এক্সেলে নামানো যায়।',
            '"ছুটি অনুমোদনকারী" পাতায় অফিস অ্যাডমিন ঠিক করেন কোন ডেস্কের আবেদন কোন ক্রমে কোন ডেস্কগুলো অনুমোদন করবে।',
          ],
          en: [
            '"Leave balance" shows, by year, the entitled, used, pending and remaining days of each type. "Leave history" lists your applications or, for admins, the office’s, with an Excel download.',
            'On "Leave approvers" the office admin sets which desks approve whose applications, and in what order.',
          ],
        },
      },
    ],
  },
  {
    id: 'transfer',
    title: { bn: 'বদলি ব্যবস্থাপনা', en: 'Transfer management' },
    summary: {
      bn: 'বদলির আবেদন, অনুমোদন এবং পর্বভিত্তিক বদলি পরিকল্পনা ও আদেশ কার্যকর।',
      en: 'Transfer applications, their approval, and planning transfers in rounds up to the office order.',
    },
    who: {
      bn: 'সকল কর্মকর্তা (আবেদন), সুপার ও সাপোর্ট অ্যাডমিন (অনুমোদন ও পরিকল্পনা)',
      en: 'Every officer (applying), super and support admins (approval and planning)',
    },
    sections: [
      {
        key: 'apply',
        title: { bn: 'আমার বদলির আবেদন', en: 'My transfer applications' },
        path: '/transfer-applications',
        shot: 'officer',
        body: {
          bn: [
            '"বদলির আবেদন" বোতামে পছন্দের অফিস বা জেলা (প্রতিটি সর্বোচ্চ ৫টি, অন্তত একটি) এবং বদলির কারণ (পারিবারিক, স্বাস্থ্যগত, চাকরির মেয়াদ ইত্যাদি) লিখে দাখিল করুন; প্রয়োজনে সংযুক্তি দিন।',
            'তালিকায় অবস্থা দেখুন: অনুমোদনের অপেক্ষায়, অনুমোদিত, নামঞ্জুর, প্রত্যাহৃত বা বদলি সম্পন্ন। সিদ্ধান্তের আগে "আবেদন প্রত্যাহার" করা যায়।',
          ],
          en: [
            'The "Transfer application" button takes the preferred offices or districts (up to 5 each, at least one) and the reason (family, health, length of service and so on); attach papers if needed.',
            'The list shows the status: awaiting approval, approved, rejected, withdrawn or transferred. Before a decision you may withdraw it.',
          ],
        },
      },
      {
        key: 'approve',
        title: { bn: 'বদলি অনুমোদন', en: 'Approving transfers' },
        path: '/transferapprovals',
        body: {
          bn: [
            'নাম বা কারণে খুঁজে আবেদন খুলুন; "অনুমোদন" বা নামঞ্জুরের কারণসহ "নামঞ্জুর" করুন। অনুমোদিত আবেদনকারীরা বদলি পরিকল্পনায় প্রার্থী হিসেবে আসেন।',
          ],
          en: [
            'Search by name or reason and open an application; "Approve", or "Reject" with a reason. Approved applicants become candidates in the transfer planner.',
          ],
        },
      },
      {
        key: 'planner',
        title: { bn: 'বদলি পরিকল্পনা', en: 'Transfer planner' },
        path: '/transfer-planner',
        body: {
          bn: [
            '"নতুন বদলি পর্ব" দিয়ে অফিস আদেশের স্মারক নং ও তারিখসহ পর্ব তৈরি করুন। পর্ব খুলে অনুমোদিত আবেদনকারী বা প্রার্থীকে শূন্য পদে দিন; ভুল হলে "বাদ দিন"।',
            '"আদেশ কার্যকর করুন" চাপলে পর্বের সব বদলি একসাথে কার্যকর হয়: পদায়ন ও চাকরির ইতিহাস হালনাগাদ হয়। যে পদ ইতোমধ্যে পূরণ হয়েছে সেই বদলি "ব্যর্থ" দেখায়।',
          ],
          en: [
            '"New transfer round" creates a round with the office order’s memo number and date. Open it and place approved applicants or other candidates on vacant posts; "Remove" undoes one.',
            '"Carry out the order" applies every transfer of the round together, updating postings and service histories. A transfer whose post was filled meanwhile shows as failed.',
          ],
        },
      },
    ],
  },
  {
    id: 'skills',
    title: { bn: 'দক্ষতা', en: 'Skills' },
    summary: {
      bn: 'অফিসের কর্মকর্তাদের দক্ষতার তালিকা এবং নিজের দক্ষতা।',
      en: 'The skills of the office’s officers, and your own.',
    },
    who: {
      bn: 'অফিস অ্যাডমিন ও অ্যাপ অ্যাডমিন; নিজের দক্ষতা সকলের',
      en: 'Office and app admins; your own skills for everyone',
    },
    sections: [
      {
        key: 'userskills',
        title: { bn: 'অফিসের কর্মকর্তাদের দক্ষতা', en: 'Skills of the office’s officers' },
        path: '/userskills',
        shot: 'officeadmin',
        body: {
          bn: [
            'কর্মকর্তা বা দক্ষতার নাম লিখে খুঁজুন; দক্ষতার ক্ষেত্র ও স্তর (প্রাথমিক, মধ্যম, দক্ষ) দিয়ে ছাঁকুন; অভিজ্ঞতা (বছর) দেখুন এবং "এক্সেল ডাউনলোড" করুন।',
            'কর্মকর্তারা নিজেদের দক্ষতা প্রোফাইলের "দক্ষতা" অংশে যোগ করেন; "আমার দক্ষতা সম্পাদনা" সেখানেই নিয়ে যায়।',
          ],
          en: [
            'Search by officer or skill; filter by skill area and level (basic, intermediate, expert); see years of experience and "Download Excel".',
            'Officers add their skills under "Skills" in their profile; "Edit my skills" goes there.',
          ],
        },
      },
    ],
  },
  {
    id: 'innovation',
    title: { bn: 'উদ্ভাবন', en: 'Innovation' },
    summary: {
      bn: 'কর্মকর্তাদের উদ্ভাবনী উদ্যোগ দাখিল, পাইলটিংয়ের জন্য গ্রহণ ও দেশব্যাপী রেপ্লিকেশন।',
      en: 'Officers’ innovation ideas: submitting, accepting for piloting, and nationwide replication.',
    },
    who: {
      bn: 'সকল কর্মকর্তা (দাখিল), অফিস অ্যাডমিন (সিদ্ধান্ত)',
      en: 'Every officer (submitting), office admins (deciding)',
    },
    sections: [
      {
        key: 'list',
        title: { bn: 'উদ্ভাবনের তালিকা ও নতুন উদ্ভাবন', en: 'Innovation list and new innovation' },
        path: '/innovations',
        shot: 'officeadmin',
        body: {
          bn: [
            '"নতুন উদ্ভাবন" ফরমে শিরোনাম, বিবরণ, প্রভাব, পাইলটিংয়ের বিবরণ ও তারিখ, অর্থবছর (যেমন 2025-26), বাজেট (টাকা; কথায়ও দেখায়), লাইভ লিংক ও ছবি দিন। সংরক্ষণের পর প্রমাণক (ছবি, পিডিএফ, ওয়ার্ড, এক্সেল) যুক্ত করা যায়।',
            'খসড়া অবস্থায় হালনাগাদ করা যায়; "দাখিল করুন" চাপলে অফিস অ্যাডমিন সিদ্ধান্ত না দেওয়া পর্যন্ত পরিবর্তন করা যায় না।',
          ],
          en: [
            '"New innovation" takes the title, description, impact, piloting details and date, fiscal year (e.g. 2025-26), budget (in taka, shown in words too), live link and a picture. After saving, attach evidence (pictures, PDF, Word, Excel).',
            'A draft can be edited; once "Submit" is pressed it stays as it is until the office admin decides.',
          ],
        },
      },
      {
        key: 'decide',
        title: { bn: 'সিদ্ধান্ত ও প্রিন্ট', en: 'Decisions and print' },
        body: {
          bn: [
            'অফিস অ্যাডমিন দাখিলকৃত উদ্ভাবন খুলে "গ্রহণ করুন" (পাইলটিংয়ের জন্য গৃহীত) বা কারণ লিখে "ফেরত পাঠান"; সফল পাইলটিংয়ের পর "দেশব্যাপী রেপ্লিকেশন" হিসেবে চিহ্নিত করেন। বিবরণ পাতা থেকে "প্রিন্ট" করা যায়।',
          ],
          en: [
            'The office admin opens a submitted innovation and "Accepts" it for piloting or "Sends it back" with a reason; after a good pilot it is marked for nationwide replication. The details page prints.',
          ],
        },
      },
    ],
  },
];

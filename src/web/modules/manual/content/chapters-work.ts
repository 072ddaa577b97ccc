/** Manual chapters: profile, messages, support, reports, meetings and inspections. */
import type { ManualChapter } from './manual-types';

export const workChapters: ManualChapter[] = [
  {
    id: 'profile',
    title: { bn: 'প্রোফাইল ও সিভি', en: 'Profile and CV' },
    summary: {
      bn: 'নিজের মৌলিক তথ্য, শিক্ষা, প্রশিক্ষণ, দক্ষতা, গবেষণা, কর্ম অভিজ্ঞতা ও ছবি; সিভি প্রিন্ট।',
      en: 'Your basic details, education, training, skills, research, work history and photo; the CV print.',
    },
    who: { bn: 'সকল কর্মকর্তা-কর্মচারী', en: 'Every officer and staff member' },
    sections: [
      {
        key: 'basic',
        title: { bn: 'মৌলিক তথ্য ও প্রোফাইল সম্পূর্ণতা', en: 'Basic details and completeness' },
        path: '/profile/basic',
        shot: 'officer',
        body: {
          bn: [
            'নাম, পিতা-মাতার নাম, জন্ম তারিখ, ধর্ম, ঠিকানা এবং পরিবারের (স্বামী/স্ত্রী ও সন্তান) তথ্য দিয়ে "মৌলিক তথ্য সংরক্ষণ করুন" চাপুন। এনআইডি, সার্ভিস আইডি, ইমেইল ও মোবাইল নিবন্ধন ও কর্মকর্তা ব্যবস্থাপনা থেকে আসে; এখানে পরিবর্তন করা যায় না।',
            'উপরের "প্রোফাইল সম্পূর্ণতা" শতাংশ দেখায় কী বাকি আছে।',
          ],
          en: [
            'Give your name, parents’ names, date of birth, religion, addresses and family (spouse and children), then "Save basic details". NID, service ID, e-mail and mobile come from registration and officer management and cannot be changed here.',
            '"Profile completeness" above shows, as a percentage, what is still missing.',
          ],
        },
      },
      {
        key: 'sections',
        title: {
          bn: 'শিক্ষা, প্রশিক্ষণ, দক্ষতা ও অন্যান্য অংশ',
          en: 'Education, training, skills and the other parts',
        },
        path: '/profile/education',
        body: {
          bn: [
            'প্রতিটি অংশে "নতুন যোগ করুন" দিয়ে সারি যোগ করুন, "সম্পাদনা" বা মুছে ফেলুন: শিক্ষাগত যোগ্যতা (ডিগ্রি, বিষয়, প্রতিষ্ঠান, পাসের সাল, ফলাফল), প্রশিক্ষণ, দক্ষতা, গবেষণা, কাঙ্ক্ষিত পদায়ন, কর্ম অভিজ্ঞতা ও পোর্টফোলিও।',
            'কার্যালয়ের প্রশিক্ষণ ব্যাচ সম্পন্ন হলে সেই প্রশিক্ষণ "প্রশিক্ষণ" অংশে নিজে থেকেই যোগ হয়। "প্রোফাইল ছবি" অংশে ছবি আপলোড করুন।',
          ],
          en: [
            'In each part "Add new" adds a row, which you can edit or delete: education (degree, subject, institution, year, result), training, skills, research, desired postings, work history and portfolio.',
            'A training batch of Karjaloy that completes adds itself to "Training". Upload your photo under "Profile photo".',
          ],
        },
      },
      {
        key: 'cv',
        title: { bn: 'সিভি প্রিন্ট', en: 'Printing the CV' },
        path: '/profile',
        body: {
          bn: ['"সিভি প্রিন্ট" বোতাম প্রোফাইলের সব তথ্য দিয়ে বাংলায় জীবন বৃত্তান্ত তৈরি করে প্রিন্টে পাঠায়।'],
          en: ['"Print CV" builds a curriculum vitae in Bangla from the whole profile and prints it.'],
        },
      },
    ],
  },
  {
    id: 'message',
    title: { bn: 'বার্তা', en: 'Messages' },
    summary: {
      bn: 'কর্মকর্তা বা পদে বার্তা পাঠানো, ইনবক্স, প্রেরিত বার্তা ও পঠনের রসিদ।',
      en: 'Messages to officers or posts, the inbox, sent items and read receipts.',
    },
    who: { bn: 'সকল কর্মকর্তা-কর্মচারী', en: 'Every officer and staff member' },
    sections: [
      {
        key: 'inbox',
        title: { bn: 'ইনবক্স', en: 'Inbox' },
        path: '/messages/inbox',
        shot: 'officer',
        body: {
          bn: [
            'বিষয়, বার্তা বা প্রেরকের নাম দিয়ে খুঁজুন; "শুধু অপঠিত" চাপলে না-পড়া বার্তা দেখায়। বার্তা খুললে তা পঠিত হয়; "উত্তর দিন" দিয়ে জবাব লিখুন।',
            'পদে পাঠানো বার্তা সেই পদে যিনি থাকেন তিনি পান; বার্তার নিচে "পদের মাধ্যমে" লেখা থাকে।',
          ],
          en: [
            'Search by subject, text or sender; "Unread only" shows what you have not read. Opening a message marks it read; "Reply" answers it.',
            'A message sent to a post reaches whoever holds the post; it says "through the post" below.',
          ],
        },
      },
      {
        key: 'new',
        title: { bn: 'নতুন বার্তা ও প্রেরিত বার্তা', en: 'New message and sent items' },
        path: '/messages/new-message',
        body: {
          bn: [
            'প্রাপকের ঘরে নাম, পদবি বা অফিসের নাম লিখে কর্মকর্তা বা পদ বাছুন (একাধিক দেওয়া যায়), বিষয় ও বার্তা লিখুন, প্রয়োজনে সংযুক্তি যোগ করে "পাঠান" চাপুন।',
            '"প্রেরিত বার্তা" তালিকায় দেখুন সবাই পড়েছেন কি না; বার্তা খুলে "পঠনের রসিদ" অংশে কে কখন পড়েছেন দেখা যায়।',
          ],
          en: [
            'In the recipient box type a name, designation or office to choose officers or posts (several allowed), write the subject and message, attach files if needed and "Send".',
            '"Sent items" shows whether everyone has read it; the message’s "Read receipts" say who read it and when.',
          ],
        },
      },
    ],
  },
  {
    id: 'support',
    title: { bn: 'সহায়তা', en: 'Support' },
    summary: {
      bn: 'সমস্যা হলে সহায়তা টিকিট খোলা এবং সহায়তা ডেস্কের নিষ্পত্তি।',
      en: 'Opening a support ticket when something is wrong, and the support desk’s handling of it.',
    },
    who: {
      bn: 'সকল ব্যবহারকারী (টিকিট), সহায়তা ডেস্ক (নিষ্পত্তি)',
      en: 'Every user (tickets), the support desk (handling)',
    },
    sections: [
      {
        key: 'my-tickets',
        title: { bn: 'আমার সহায়তা টিকিট', en: 'My support tickets' },
        path: '/support',
        shot: 'officer',
        body: {
          bn: [
            '"নতুন টিকিট" চাপুন, বিষয় (দক্ষতা, গবেষণা, শিক্ষা, প্রশিক্ষণ, বদলি, ছুটি, অন্যান্য) বাছুন এবং সমস্যাটি কোথায়, কী করছিলেন ও কী দেখাচ্ছে তা লিখুন; স্ক্রিনশট সংযুক্ত করুন।',
            'টিকিট খুলে সহায়তা ডেস্কের উত্তর পড়ুন ও জবাব দিন। নিষ্পন্ন টিকিটে সমস্যা থেকে গেলে "পুনরায় খুলুন"।',
          ],
          en: [
            'Press "New ticket", choose the subject (skills, research, education, training, transfer, leave, other) and write where the problem is, what you were doing and what it shows; attach a screenshot.',
            'Open the ticket to read the desk’s answers and reply. If a resolved problem returns, "Reopen" it.',
          ],
        },
      },
      {
        key: 'desk',
        title: { bn: 'সহায়তা টিকিট নিষ্পত্তি', en: 'Handling tickets' },
        path: '/admin-supports',
        shot: 'support',
        body: {
          bn: [
            'সারিতে অবস্থা, বিষয়, স্তর ও দায়িত্বপ্রাপ্ত দিয়ে ছাঁকুন; "শুধু মেয়াদোত্তীর্ণ" দেখায় প্রথম উত্তরের সময়সীমা পেরোনো টিকিট।',
            'টিকিট খুলে "নিজে নিন" বা কাউকে "দায়িত্ব দিন", উত্তর পাঠান বা শুধু ডেস্কের জন্য "অভ্যন্তরীণ নোট" লিখুন। প্রয়োজনে "উচ্চতর স্তরে পাঠান"; শেষে কারণসহ "নিষ্পন্ন করুন" বা "বাতিল করুন"।',
          ],
          en: [
            'Filter the queue by status, subject, level and assignee; "Overdue only" shows tickets past their first-answer deadline.',
            'Open a ticket to "Take it" or assign it, answer, or write an internal note the applicant does not see. "Escalate" when needed; finally "Resolve" or "Cancel" with a reason.',
          ],
        },
      },
    ],
  },
  {
    id: 'report',
    title: { bn: 'প্রতিবেদন ব্যবস্থাপনা', en: 'Report management' },
    summary: {
      bn: 'নিয়ন্ত্রণাধীন অফিসের কাছে মাসিক, ত্রৈমাসিক, অর্ধবার্ষিক বা বার্ষিক প্রতিবেদন চাওয়া; প্রস্তুত, যাচাই, অনুমোদন ও প্রেরণ।',
      en: 'Asking controlled offices for monthly, quarterly, half-yearly or yearly reports; preparing, verifying, approving and sending them.',
    },
    who: {
      bn: 'অফিস অ্যাডমিন (প্রতিবেদন নির্ধারণ), অনুমোদিত ডেস্কের প্রস্তুতকারী, যাচাইকারী ও অনুমোদনকারী',
      en: 'Office admins (defining reports), the preparer, verifier and approver desks',
    },
    sections: [
      {
        key: 'dashboard',
        title: { bn: 'প্রতিবেদন ড্যাশবোর্ড', en: 'Report dashboard' },
        path: '/report-mgt/report-dashboard',
        shot: 'officeadmin',
        body: {
          bn: [
            'চলতি সময়কালের প্রতিবেদনগুলো কোন অবস্থায় আছে (শুরু হয়নি, প্রস্তুত হচ্ছে, যাচাই ও অনুমোদনের অপেক্ষায়, দাখিলকৃত, বিলম্বিত) তার হিসাব; প্রতিটি সংখ্যায় চাপ দিলে সংশ্লিষ্ট তালিকা খোলে।',
          ],
          en: [
            'Where this period’s reports stand (not started, being prepared, awaiting verification or approval, submitted, late); each figure opens its list.',
          ],
        },
      },
      {
        key: 'asked',
        title: { bn: 'চাহিত প্রতিবেদন: নতুন প্রতিবেদন নির্ধারণ', en: 'Asked reports: defining a report' },
        path: '/report-mgt/asked-reports',
        body: {
          bn: [
            '"নতুন প্রতিবেদন" ফরমে কোড, শিরোনাম (বাংলা ও ইংরেজি), সময়কাল ও দাখিলের দিন দিন। "তথ্যক্ষেত্র যোগ করুন" দিয়ে প্রতিটি ঘর (সংখ্যা, লেখা বা তারিখ; আবশ্যক কি না) এবং প্রত্যাশিত সংযুক্তি যোগ করুন।',
            '"অফিস নির্ধারণ" এ যেসব অফিস প্রতিবেদন পাঠাবে তাদের বাছুন, অথবা "নিয়ন্ত্রণাধীন সকল অফিস নির্ধারণ করুন"।',
          ],
          en: [
            '"New report" takes a code, the titles in Bangla and English, the period and the due day. "Add field" adds each entry (number, text or date; required or not) and the attachments expected.',
            'Under "Assign offices" choose the offices that must send it, or assign every controlled office.',
          ],
        },
      },
      {
        key: 'prepare',
        title: { bn: 'প্রস্তুত, যাচাই ও অনুমোদন', en: 'Preparing, verifying and approving' },
        path: '/report-mgt/creation-pending-reports',
        shot: 'officer',
        body: {
          bn: [
            'প্রেরণকারী অফিসে প্রতিটি ধাপের জন্য "অনুমোদিত ডেস্ক" যোগ করতে হয়: প্রস্তুতকারী, যাচাইকারী, অনুমোদনকারী। "প্রস্তুতের অপেক্ষায়" তালিকা থেকে প্রস্তুতকারী "পূরণ করুন" চেপে তথ্য ও সংযুক্তি দেন।',
            'যাচাইকারী "যাচাইয়ের অপেক্ষায়" তালিকা থেকে যাচাই করেন বা সংশোধনের জন্য ফেরত দেন; অনুমোদনকারী "অনুমোদনের অপেক্ষায়" থেকে অনুমোদন করলে প্রতিবেদন চাহিদাকারী অফিসে দাখিল হয়। "কার্যক্রমের বিবরণ" এ কে কখন কী করেছেন থাকে।',
          ],
          en: [
            'The sending office adds its "Permitted desks" for each step: preparer, verifier, approver. From "Awaiting preparation" the preparer presses "Fill in" and gives the data and attachments.',
            'The verifier verifies from "Awaiting verification" or returns it for correction; the approver approves from "Awaiting approval", which submits it to the asking office. "Activity" records who did what and when.',
          ],
        },
      },
      {
        key: 'office-wise',
        title: { bn: 'অফিসভিত্তিক ও প্রেরিত প্রতিবেদন', en: 'Office-wise and sent reports' },
        path: '/report-mgt/office-wise-reports',
        body: {
          bn: [
            'চাহিদাকারী অফিস "অফিসভিত্তিক প্রতিবেদন" এ অর্থবছর ও সময়কাল বেছে দেখে কোন অফিস যথাসময়ে, বিলম্বে বা এখনো দাখিল করেনি; এক্সেলে নামানো যায়। "প্রেরিত প্রতিবেদন" আপনার অফিসের দাখিলকৃত প্রতিবেদন।',
          ],
          en: [
            'The asking office chooses a fiscal year and period in "Office-wise reports" to see who submitted on time, late or not yet, with an Excel download. "Sent reports" are those your office submitted.',
          ],
        },
      },
    ],
  },
  {
    id: 'meeting',
    title: { bn: 'সভা ব্যবস্থাপনা', en: 'Meeting management' },
    summary: {
      bn: 'সভা আহ্বান, আমন্ত্রণ ও মনোনয়ন, কার্যবিবরণী এবং সিদ্ধান্ত বাস্তবায়নের অগ্রগতি।',
      en: 'Calling meetings, invitations and nominations, minutes, and following up decisions.',
    },
    who: {
      bn: 'সভা ব্যবস্থাপনা চালু থাকা অফিসের কর্মকর্তারা',
      en: 'Officers of offices that use meeting management',
    },
    sections: [
      {
        key: 'new',
        title: { bn: 'নতুন সভা', en: 'New meeting' },
        path: '/meeting-mgt/new-meeting-view',
        shot: 'officeadmin',
        body: {
          bn: [
            'সভার বিষয়, ধরন, সভাপতি, তারিখ, শুরুর ও শেষের সময় (যেমন 10:30), স্থান বা অনলাইন লিংক দিন। ধারাবাহিক সভায় পূর্ববর্তী সভা বাছলে তার অসম্পন্ন সিদ্ধান্তগুলো এই সভার আলোচ্যসূচিতে আসে।',
            '"আলোচ্যসূচি যোগ করুন" দিয়ে আলোচ্যসূচি লিখুন, নিজ অফিসের আমন্ত্রিত ডেস্ক বাছুন এবং "খসড়া সংরক্ষণ" বা "আমন্ত্রণ পাঠান" চাপুন।',
            '"অন্য অফিসের সাথে নতুন সভা" তে আমন্ত্রিত অফিস যোগ করুন; প্রত্যেক অফিস একজন কর্মকর্তা ও একজন বিকল্প কর্মকর্তার মনোনয়ন দেয়।',
          ],
          en: [
            'Give the subject, type, chair, date, start and end times (e.g. 10:30), venue or online link. For a series, choosing the previous meeting brings its unfinished decisions onto this agenda.',
            'Write the agenda with "Add agenda item", choose the invited desks of your office, and "Save draft" or "Send invitations".',
            '"New meeting with other offices" adds invited offices; each nominates an officer and an alternate.',
          ],
        },
      },
      {
        key: 'draft-reminder',
        title: { bn: 'খসড়া সম্পাদনা ও স্মরণ বার্তা', en: 'Editing a draft and reminders' },
        path: '/meeting-mgt/upcoming-meeting-list-other-office',
        body: {
          bn: [
            'আমন্ত্রণ পাঠানোর আগে খসড়া সভা খুলে "সম্পাদনা" চাপুন: "খসড়া সভা সম্পাদনা" ফর্মে নতুন সভার মতোই সব ঘর আগের তথ্যসহ আসে। আমন্ত্রণ পাঠানো হয়ে গেলে সভা আর সম্পাদনা করা যায় না।',
            'আমন্ত্রিত ডেস্ক, মনোনীত কর্মকর্তা ও বিকল্প এবং আমন্ত্রিত অফিসের প্রধান ও অ্যাডমিন সভার আগের দিন স্বয়ংক্রিয়ভাবে একটি স্মরণ বার্তা পান। আহ্বানকারী অফিস চাইলে আগেই সভার পাতায় "স্মরণ করিয়ে দিন" চাপতে পারে; স্মরণ বার্তা একবারই যায়, এবং সভার পাতার "স্মরণ বার্তা" ঘরে কখন গেছে তা দেখা যায়।',
          ],
          en: [
            'Before the invitations go, open a draft meeting and press "Edit": "Edit the draft meeting" shows the new-meeting form filled with the draft. Once invited, a meeting can no longer be edited.',
            'The invited desks, the nominated officers and alternates, and the heads and admins of invited offices get a reminder automatically the day before the meeting. The calling office may press "Send a reminder" on the meeting’s page sooner; a reminder goes once only, and the meeting’s "Reminder" field shows when it went.',
          ],
        },
      },
      {
        key: 'lists',
        title: {
          bn: 'আসন্ন, সম্পন্ন ও আর্কাইভকৃত সভা; ক্যালেন্ডার',
          en: 'Upcoming, completed and archived meetings; calendar',
        },
        path: '/meeting-mgt/upcoming-meeting-list-other-office',
        body: {
          bn: [
            'প্রতিটি তালিকায় সভার বিষয় দিয়ে খুঁজুন, ধরন ও তারিখ থেকে/পর্যন্ত দিয়ে ছাঁকুন এবং এক্সেল নামান। "মনোনয়নের অপেক্ষায় সভা" থেকে আমন্ত্রিত অফিস "মনোনয়ন দিন"। "সভার ক্যালেন্ডার" মাসভিত্তিক সভা দেখায়; সভা থেকে "ক্যালেন্ডারে যোগ (.ics)" করা যায়।',
          ],
          en: [
            'Every list searches by subject, filters by type and date range, and exports to Excel. Invited offices "Nominate" from "Meetings awaiting nomination". "Meeting calendar" shows the month; a meeting can be added to your own calendar (.ics).',
          ],
        },
      },
      {
        key: 'minutes',
        title: { bn: 'কার্যবিবরণী ও সিদ্ধান্ত বাস্তবায়ন', en: 'Minutes and decisions' },
        path: '/meeting-mgt/all-meeting-task-view',
        body: {
          bn: [
            'সভা অনুষ্ঠিত হলে "কার্যবিবরণী লিখুন": উপস্থিতি (উপস্থিত/অনুপস্থিত), প্রতিটি আলোচ্যসূচির আলোচনা ও সিদ্ধান্ত, দায়িত্বপ্রাপ্ত ডেস্ক বা অফিস এবং সময়সীমা। "কার্যবিবরণী চূড়ান্ত করুন" এর পর আর পরিবর্তন করা যায় না; "কার্যবিবরণী প্রিন্ট" বাংলায় প্রিন্ট করে।',
            'চূড়ান্ত সিদ্ধান্তগুলো "সকল সিদ্ধান্ত বাস্তবায়ন কার্যক্রম", "অসম্পন্ন কার্যক্রম" ও "সম্পন্ন কার্যক্রম" তালিকায় আসে; দায়িত্বপ্রাপ্তরা অগ্রগতি লিখে "সম্পন্ন করুন"।',
          ],
          en: [
            'After the meeting "Write minutes": attendance, each agenda item’s discussion and decisions, the responsible desk or office and the deadline. Once "Finalise minutes" is pressed they cannot change; "Print minutes" prints them in Bangla.',
            'Final decisions appear under "All decisions", "Pending" and "Completed"; those responsible record progress and mark them complete.',
          ],
        },
      },
    ],
  },
  {
    id: 'inspection',
    title: { bn: 'পরিদর্শন ব্যবস্থাপনা', en: 'Inspection management' },
    summary: {
      bn: 'লক্ষ্যমাত্রা, ভ্রমণসূচি ও তার অনুমোদন, চেকলিস্টে পরিদর্শন, প্রতিবেদন এবং সুপারিশ বাস্তবায়নের অগ্রগতি।',
      en: 'Targets, tour plans and their approval, inspecting with a checklist, reports, and progress on recommendations.',
    },
    who: {
      bn: 'পরিদর্শনকারী কর্মকর্তা, অনুমোদনকারী ডেস্ক, পরিদর্শিত অফিস, অ্যাডমিন (টেমপ্লেট ও সেটিংস)',
      en: 'Inspecting officers, approving desks, inspected offices, admins (templates and settings)',
    },
    sections: [
      {
        key: 'tour-plan',
        title: { bn: 'ভ্রমণসূচি', en: 'Tour plan' },
        path: '/inspection-mgt/tour-plan',
        shot: 'officer',
        body: {
          bn: [
            '"নতুন ভ্রমণসূচি" দিয়ে কোন অফিস কবে পরিদর্শন করবেন এবং চেকলিস্ট (না দিলে সেটিংসের নির্ধারিত চেকলিস্ট) দিন; অনুমোদনকারী ডেস্কে পাঠান। অনুমোদনকারী অনুমোদন, কারণসহ ফেরত বা নামঞ্জুর করেন।',
          ],
          en: [
            '"New tour plan" says which office you will inspect and when, with a checklist (the one set in settings if none); send it to the approving desk, who approves, sends back or rejects with a reason.',
          ],
        },
      },
      {
        key: 'inspect',
        title: { bn: 'পরিদর্শন ও প্রতিবেদন', en: 'Inspecting and the report' },
        path: '/inspection-mgt/inspection-list',
        shot: 'officer',
        body: {
          bn: [
            'অনুমোদিত ভ্রমণসূচি থেকে পরিদর্শন শুরু করুন: চেকলিস্টের প্রতিটি আইটেমের উত্তর দিন, ছবি যোগ করুন এবং অবস্থান (জিপিএস) নিন। "সুপারিশ যোগ করুন" দিয়ে সুপারিশ ও সময়সীমা দিন (না দিলে সেটিংসের নির্ধারিত দিন)।',
            'দাখিলের পর "পরিদর্শন প্রতিবেদন" বাংলায় প্রিন্ট করা যায়; "পরিদর্শনের তালিকা" অফিস, অবস্থা ও তারিখ দিয়ে ছাঁকা ও এক্সেলে নামানো যায়।',
          ],
          en: [
            'Start from an approved tour plan: answer each checklist item, add pictures and take the position (GPS). "Add recommendation" sets recommendations and their deadline (the settings’ default if none).',
            'After submission the "Inspection report" prints in Bangla; the "Inspection list" filters by office, status and date and exports to Excel.',
          ],
        },
      },
      {
        key: 'progress',
        title: { bn: 'সুপারিশ বাস্তবায়নের অগ্রগতি', en: 'Progress on recommendations' },
        path: '/inspection-mgt/visit-feedback-progress',
        body: {
          bn: [
            'পরিদর্শিত অফিস প্রতিটি সুপারিশের বাস্তবায়নের বিবরণ লিখে অগ্রগতি পাঠায় এবং প্রমাণ সংযুক্ত করে। পরিদর্শনকারী যাচাই করে "নিষ্পন্ন হিসেবে বন্ধ করুন"; সময়সীমা পেরোলে সুপারিশ মেয়াদোত্তীর্ণ দেখায়।',
          ],
          en: [
            'The inspected office describes how each recommendation was carried out, sends the progress and attaches evidence. The inspector checks it and closes it as done; past its deadline a recommendation shows as overdue.',
          ],
        },
      },
      {
        key: 'templates',
        title: { bn: 'চেকলিস্ট টেমপ্লেট, লক্ষ্যমাত্রা ও সেটিংস', en: 'Checklist templates, targets and settings' },
        path: '/inspection-mgt/checklist-template-design',
        body: {
          bn: [
            '"চেকলিস্ট আইটেম তৈরি" তে আইটেম লিখুন, "চেকলিস্ট টেমপ্লেট তৈরি" তে টেমপ্লেট খুলুন এবং "চেকলিস্ট টেমপ্লেট ডিজাইন" এ অংশ ও আইটেম সাজান। আইটেম যোগ করলে নতুন সংস্করণ হয়; পুরোনো পরিদর্শন আগের সংস্করণেই থাকে।',
            '"পরিদর্শনের লক্ষ্যমাত্রা" মাসভিত্তিক লক্ষ্য ও অর্জন দেখায়; "পরিদর্শন সেটিংস" এ নির্ধারিত চেকলিস্ট টেমপ্লেট ও সুপারিশ বাস্তবায়নের নির্ধারিত সময় (দিন) ঠিক করুন।',
          ],
          en: [
            'Write items on "Create checklist item", open a template on "Create checklist template", and arrange parts and items on "Checklist template design". Adding items makes a new version; earlier inspections keep theirs.',
            '"Inspection targets" shows monthly targets against achievement; "Inspection settings" sets the default template and the days allowed for recommendations.',
          ],
        },
      },
    ],
  },
];

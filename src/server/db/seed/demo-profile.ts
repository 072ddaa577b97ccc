/**
 * Demo profile tabs for the demo personas (users 1–8): education,
 * trainings, skills, researches, desired postings, work history and portfolio, and the personal
 * fields of the basic tab, so no tab of a persona is empty and the admin dashboard shows real skill
 * and research figures. The officer (user 4) leaves religion, post office and photo for the journey
 * to fill. Progress is computed at the end, as every profile write does.
 */
import { eq } from 'drizzle-orm';
import { refreshProfileProgress } from '../../modules/profile/profile.progress';
import type { Tx } from '../client';
import {
  profileDesirePostings,
  profileEducations,
  profilePortfolio,
  profileResearches,
  profileSkills,
  profiles,
  profileTrainings,
  profileWorkHistory,
} from '../schema';

/* The skill areas (ids 1–12, 12 'অন্যান্য') are master data of migration 0017_skill_areas.sql. */

type Level = 'beginner' | 'intermediate' | 'expert';

interface PersonaProfile {
  father: [string, string];
  mother: [string, string];
  dateOfBirth: string;
  religion?: string;
  permanentAddress: string;
  presentAddress: string;
  postOffice?: string;
  postCode?: string;
  preferredDistrictId: number;
  education: [
    degree: string,
    subject: string,
    institution: string,
    board: string,
    year: number,
    result: string,
  ][];
  trainings: [title: string, institute: string, country: string, from: string, to: string, days: number][];
  skills: [areaId: number, skill: string, level: Level, years: number][];
  researches: [title: string, area: string, publication: string, year: number][];
  desire: [
    officeId: number | null,
    districtId: number | null,
    post: string,
    priority: number,
    reason: string,
  ][];
  work: [organisation: string, designation: string, from: string, to: string, responsibilities: string][];
  portfolio: [title: string, description: string, link: string][];
}

const SSC = (school: string, year: number): PersonaProfile['education'][number] => [
  'এসএসসি',
  'বিজ্ঞান',
  school,
  'রাজশাহী শিক্ষা বোর্ড',
  year,
  'জিপিএ ৫.০০',
];

const BASE_TRAINING: PersonaProfile['trainings'][number] = [
  'বুনিয়াদি প্রশিক্ষণ কোর্স',
  'বাংলাদেশ লোক-প্রশাসন প্রশিক্ষণ কেন্দ্র (বিপিএটিসি)',
  'বাংলাদেশ',
  '2016-01-10',
  '2016-06-30',
  120,
];

/** Users 1–8 of demo-identity.ts, in order. */
const PROFILES: Record<number, PersonaProfile> = {
  1: {
    father: ['মোঃ আব্দুল করিম', 'Md. Abdul Karim'],
    mother: ['রোকেয়া বেগম', 'Rokeya Begum'],
    dateOfBirth: '1972-03-15',
    religion: 'ইসলাম',
    permanentAddress: 'গ্রাম: চরকাঁকড়া, উপজেলা: কোম্পানীগঞ্জ, জেলা: নোয়াখালী',
    presentAddress: 'বাড়ি ১২, রোড ৫, আগারগাঁও, ঢাকা',
    postOffice: 'শেরে বাংলা নগর',
    postCode: '1207',
    preferredDistrictId: 47,
    education: [
      ['এমএসসি', 'কম্পিউটার বিজ্ঞান', 'ঢাকা বিশ্ববিদ্যালয়', 'ঢাকা বিশ্ববিদ্যালয়', 1996, 'প্রথম শ্রেণি'],
      ['বিএসসি (সম্মান)', 'কম্পিউটার বিজ্ঞান', 'ঢাকা বিশ্ববিদ্যালয়', 'ঢাকা বিশ্ববিদ্যালয়', 1994, 'প্রথম শ্রেণি'],
    ],
    trainings: [
      [
        'ই-গভর্ন্যান্স নেতৃত্ব',
        'কোরিয়া ইন্টারনেট অ্যান্ড সিকিউরিটি এজেন্সি',
        'দক্ষিণ কোরিয়া',
        '2019-09-01',
        '2019-09-21',
        21,
      ],
      BASE_TRAINING,
    ],
    skills: [
      [4, 'ই-গভর্ন্যান্স', 'expert', 15],
      [5, 'প্রকল্প ব্যবস্থাপনা', 'expert', 12],
    ],
    researches: [['জেলা পর্যায়ে ই-সেবা গ্রহণের প্রতিবন্ধকতা', 'ই-গভর্ন্যান্স', 'লোকপ্রশাসন সাময়িকী', 2021]],
    desire: [[2, null, 'মহাপরিচালক', 1, 'সদর দপ্তরে নীতি প্রণয়নে অভিজ্ঞতা কাজে লাগানো']],
    work: [
      ['বাংলাদেশ কম্পিউটার কাউন্সিল', 'সিস্টেম এনালিস্ট', '1998-02-01', '2004-06-30', 'জাতীয় ডেটা সেন্টারের নকশা ও পরিচালনা'],
    ],
    portfolio: [['জাতীয় ই-সেবা কাঠামো', 'জেলা পর্যায়ের ই-সেবার সমন্বিত কাঠামোর নকশা', 'https://bcc.gov.bd']],
  },
  2: {
    father: ['আবুল হোসেন', 'Abul Hossain'],
    mother: ['সালমা খাতুন', 'Salma Khatun'],
    dateOfBirth: '1985-11-02',
    religion: 'ইসলাম',
    permanentAddress: 'মহল্লা: কাজীপাড়া, বগুড়া সদর, বগুড়া',
    presentAddress: 'মিরপুর ১০, ঢাকা',
    postOffice: 'মিরপুর',
    postCode: '1216',
    preferredDistrictId: 47,
    education: [
      [
        'বিএসসি ইঞ্জিনিয়ারিং',
        'কম্পিউটার সায়েন্স অ্যান্ড ইঞ্জিনিয়ারিং',
        'রাজশাহী প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়',
        'রুয়েট',
        2008,
        'সিজিপিএ ৩.৬৫',
      ],
    ],
    trainings: [['আইটিআইএল ফাউন্ডেশন', 'বাংলাদেশ কম্পিউটার কাউন্সিল', 'বাংলাদেশ', '2020-02-02', '2020-02-13', 10]],
    skills: [[8, 'ব্যবহারকারী সহায়তা', 'expert', 9]],
    researches: [['সরকারি সফটওয়্যারে ব্যবহারকারী সহায়তার মান', 'সেবা ব্যবস্থাপনা', 'বিসিসি জার্নাল', 2022]],
    desire: [[null, 47, 'সিস্টেম এনালিস্ট', 1, 'পরিবারের কাছাকাছি থাকা']],
    work: [['গ্রামীণফোন লিমিটেড', 'সহকারী ব্যবস্থাপক', '2009-01-01', '2013-12-31', 'গ্রাহক সহায়তা দলের তত্ত্বাবধান']],
    portfolio: [['সহায়তা টিকিট বিশ্লেষণ', 'মাসিক টিকিটের কারণভিত্তিক বিশ্লেষণ', 'https://support.gov.bd']],
  },
  3: {
    father: ['মোঃ হাবিবুর রহমান', 'Md. Habibur Rahman'],
    mother: ['নাজমা বেগম', 'Nazma Begum'],
    dateOfBirth: '1980-07-21',
    religion: 'ইসলাম',
    permanentAddress: 'গ্রাম: বাঘা, উপজেলা: বাঘা, জেলা: রাজশাহী',
    presentAddress: 'উপশহর, রাজশাহী',
    postOffice: 'সপুরা',
    postCode: '6203',
    preferredDistrictId: 15,
    education: [
      [
        'বিএসসি ইঞ্জিনিয়ারিং',
        'তড়িৎ ও ইলেকট্রনিক প্রকৌশল',
        'রাজশাহী প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়',
        'রুয়েট',
        2003,
        'সিজিপিএ ৩.৪২',
      ],
      SSC('রাজশাহী কলেজিয়েট স্কুল', 1996),
    ],
    trainings: [
      BASE_TRAINING,
      ['সরকারি ক্রয় ব্যবস্থাপনা (ই-জিপি)', 'সিপিটিইউ', 'বাংলাদেশ', '2021-03-07', '2021-03-18', 10],
    ],
    skills: [
      [5, 'প্রকল্প ব্যবস্থাপনা', 'intermediate', 6],
      [1, 'প্রোগ্রামিং', 'intermediate', 8],
    ],
    researches: [['উপজেলা ডিজিটাল সেন্টারের সেবা মূল্যায়ন', 'ই-গভর্ন্যান্স', 'রাজশাহী বিশ্ববিদ্যালয় পত্রিকা', 2020]],
    desire: [[10, null, 'উপপরিচালক', 1, 'বর্তমান কর্মস্থলে চলমান প্রকল্প শেষ করা']],
    work: [['ওয়ালটন ডিজিটেক', 'প্রকৌশলী', '2004-01-01', '2008-08-31', 'নেটওয়ার্ক যন্ত্রাংশের মান নিয়ন্ত্রণ']],
    portfolio: [['জেলা ই-সেবা কেন্দ্র ড্যাশবোর্ড', 'জেলার ই-সেবার মাসিক হিসাবের ড্যাশবোর্ড', 'https://rajshahi.gov.bd']],
  },
  4: {
    father: ['মোঃ জাহাঙ্গীর আলম', 'Md. Jahangir Alam'],
    mother: ['শাহনাজ পারভীন', 'Shahnaz Parvin'],
    dateOfBirth: '1990-01-12',
    permanentAddress: 'মহল্লা: সাহেববাজার, বোয়ালিয়া, রাজশাহী',
    presentAddress: 'নওদাপাড়া, রাজশাহী',
    preferredDistrictId: 15,
    education: [
      [
        'বিএসসি (সম্মান)',
        'কম্পিউটার বিজ্ঞান ও প্রকৌশল',
        'রাজশাহী বিশ্ববিদ্যালয়',
        'রাজশাহী বিশ্ববিদ্যালয়',
        2012,
        'সিজিপিএ ৩.৭১',
      ],
      SSC('রাজশাহী সরকারি বালিকা উচ্চ বিদ্যালয়', 2006),
    ],
    trainings: [['ওয়েব অ্যাপ্লিকেশন উন্নয়ন', 'বাংলাদেশ কম্পিউটার কাউন্সিল', 'বাংলাদেশ', '2022-05-08', '2022-06-02', 20]],
    skills: [
      [1, 'প্রোগ্রামিং', 'expert', 9],
      [2, 'ডেটাবেজ ব্যবস্থাপনা', 'intermediate', 5],
      [3, 'নেটওয়ার্কিং', 'beginner', 2],
    ],
    researches: [['সরকারি ওয়েবসাইটে বাংলা ইউনিকোডের ব্যবহার', 'তথ্যপ্রযুক্তি', 'বাংলা কম্পিউটিং সম্মেলন', 2023]],
    desire: [[null, 15, 'প্রোগ্রামার', 1, 'জেলা সদরে বড় পরিসরে কাজের সুযোগ']],
    work: [['রাজশাহী বিশ্ববিদ্যালয়', 'খণ্ডকালীন প্রভাষক', '2013-01-01', '2015-12-31', 'প্রোগ্রামিং কোর্সের ব্যবহারিক ক্লাস']],
    portfolio: [
      [
        'উপজেলা ছুটি ব্যবস্থাপনা সফটওয়্যার',
        'উপজেলা পর্যায়ের ছুটির আবেদন ও অনুমোদনের ওয়েব সফটওয়্যার',
        'https://paba.rajshahi.gov.bd',
      ],
    ],
  },
};

/** Users 5–8 get a smaller, still complete profile. */
for (const [userId, degree, institution, skill, area] of [
  [5, 'স্নাতকোত্তর', 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়', 'ই-নথি', 6],
  [6, 'বিএড', 'সরকারি টিচার্স ট্রেনিং কলেজ, রাজশাহী', 'প্রশিক্ষণ পরিকল্পনা', 8],
  [7, 'এমবিএ', 'ঢাকা বিশ্ববিদ্যালয়', 'সরকারি ক্রয়', 7],
  [8, 'এমএ', 'চট্টগ্রাম বিশ্ববিদ্যালয়', 'পরীক্ষা ব্যবস্থাপনা', 6],
] as const) {
  PROFILES[userId] = {
    father: ['মোঃ সিরাজুল ইসলাম', 'Md. Sirajul Islam'],
    mother: ['মমতাজ বেগম', 'Momtaz Begum'],
    dateOfBirth: '1987-05-05',
    religion: 'ইসলাম',
    permanentAddress: 'ঘোড়ামারা, বোয়ালিয়া, রাজশাহী',
    presentAddress: 'ঘোড়ামারা, বোয়ালিয়া, রাজশাহী',
    postOffice: 'ঘোড়ামারা',
    postCode: '6100',
    preferredDistrictId: 15,
    education: [[degree, 'লোকপ্রশাসন', institution, institution, 2010, 'দ্বিতীয় শ্রেণি']],
    trainings: [BASE_TRAINING],
    skills: [[area, skill, 'intermediate', 4]],
    researches: [['সেবা প্রদানে নাগরিক সনদের বাস্তবায়ন', 'লোকপ্রশাসন', 'লোকপ্রশাসন সাময়িকী', 2019]],
    desire: [[null, 15, 'সহকারী পরিচালক', 1, 'নিজ জেলায় কাজের সুযোগ']],
    work: [['ব্র্যাক', 'প্রোগ্রাম অফিসার', '2011-01-01', '2014-12-31', 'মাঠ পর্যায়ের কার্যক্রম তদারকি']],
    portfolio: [['নাগরিক সনদ হালনাগাদ', 'দপ্তরের নাগরিক সনদ হালনাগাদের প্রতিবেদন', 'https://www.bangladesh.gov.bd']],
  };
}

export async function seedDemoProfiles(tx: Tx): Promise<void> {
  for (const [key, p] of Object.entries(PROFILES)) {
    const userId = Number(key);
    await tx
      .update(profiles)
      .set({
        fatherNameBn: p.father[0],
        fatherNameEn: p.father[1],
        motherNameBn: p.mother[0],
        motherNameEn: p.mother[1],
        dateOfBirth: p.dateOfBirth,
        religion: p.religion ?? null,
        permanentAddress: p.permanentAddress,
        presentAddress: p.presentAddress,
        postOffice: p.postOffice ?? null,
        postCode: p.postCode ?? null,
        preferredDistrictId: p.preferredDistrictId,
      })
      .where(eq(profiles.userId, userId));
    await tx.insert(profileEducations).values(
      p.education.map(([degree, subject, institution, board, passingYear, result]) => ({
        userId,
        degree,
        subject,
        institution,
        board,
        passingYear,
        result,
      })),
    );
    await tx.insert(profileTrainings).values(
      p.trainings.map(([title, institute, country, fromDate, toDate, days]) => ({
        userId,
        title,
        institute,
        country,
        fromDate,
        toDate,
        days,
      })),
    );
    await tx
      .insert(profileSkills)
      .values(
        p.skills.map(([skillAreaId, skill, level, years]) => ({ userId, skillAreaId, skill, level, years })),
      );
    await tx
      .insert(profileResearches)
      .values(
        p.researches.map(([title, area, publication, year]) => ({ userId, title, area, publication, year })),
      );
    await tx.insert(profileDesirePostings).values(
      p.desire.map(([officeId, districtId, post, priority, reason]) => ({
        userId,
        officeId,
        districtId,
        post,
        priority,
        reason,
      })),
    );
    await tx.insert(profileWorkHistory).values(
      p.work.map(([organisation, designation, fromDate, toDate, responsibilities]) => ({
        userId,
        organisation,
        designation,
        fromDate,
        toDate,
        responsibilities,
      })),
    );
    await tx
      .insert(profilePortfolio)
      .values(p.portfolio.map(([title, description, link]) => ({ userId, title, description, link })));
    await refreshProfileProgress(tx, userId);
  }
}

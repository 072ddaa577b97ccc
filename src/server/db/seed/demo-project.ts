/**
 * Demo projects (প্রকল্প): the District ICT Office, Rajshahi (office 10) implements three projects in
 * every state but planned, with budgets over fiscal years and sites in Rajshahi and Natore upazilas
 * (coordinates in English digits); the head office (office 2), where the super and support admins
 * sit, has a national project and a planned one.
 */
import type { ProjectStatus } from '../../../common/contracts/project.contract';
import type { Tx } from '../client';
import { projectBudgets, projectSites, projects } from '../schema';

type SiteSpec = [
  nameBn: string,
  nameEn: string,
  district: number,
  upazila: number,
  lat: string,
  lng: string,
  progress: number,
];
type ProjectSpec = {
  officeId: number;
  code: string;
  nameBn: string;
  nameEn: string;
  ministry: string;
  director: string;
  startDate: string;
  endDate: string;
  status: ProjectStatus;
  progress: number;
  budgets: [string, string][];
  sites: SiteSpec[];
};

const PROJECTS: ProjectSpec[] = [
  {
    officeId: 10,
    code: 'RAJ-DL-2023',
    nameBn: 'শেখ রাসেল ডিজিটাল ল্যাব স্থাপন (রাজশাহী অঞ্চল)',
    nameEn: 'Digital labs in schools (Rajshahi region)',
    ministry: 'ডাক, টেলিযোগাযোগ ও তথ্যপ্রযুক্তি মন্ত্রণালয় / তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ',
    director: 'মোঃ আব্দুল করিম',
    startDate: '2023-07-01',
    endDate: '2026-06-30',
    status: 'ongoing',
    progress: 64,
    budgets: [
      ['2023-24', '18500000.00'],
      ['2024-25', '24000000.00'],
      ['2025-26', '15500000.00'],
    ],
    sites: [
      ['পবা পাইলট উচ্চ বিদ্যালয়', 'Paba Pilot High School', 15, 134, '24.404530', '88.621740', 90],
      ['গোদাগাড়ী সরকারি মডেল স্কুল', 'Godagari Govt Model School', 15, 140, '24.468120', '88.329310', 75],
      ['বাঘা শাহদৌলা কলেজ', 'Bagha Shahdoula College', 15, 139, '24.195200', '88.836400', 40],
      ['সিংড়া দমদমা পাইলট স্কুল', 'Singra Damdama Pilot School', 16, 144, '24.505410', '89.139920', 20],
    ],
  },
  {
    officeId: 10,
    code: 'RAJ-UDC-2022',
    nameBn: 'ইউনিয়ন ডিজিটাল সেন্টার আধুনিকায়ন',
    nameEn: 'Union digital centre upgrade',
    ministry: 'তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ',
    director: 'নাসরিন সুলতানা',
    startDate: '2022-01-01',
    endDate: '2024-12-31',
    status: 'completed',
    progress: 100,
    budgets: [
      ['2021-22', '6000000.00'],
      ['2022-23', '9500000.00'],
      ['2023-24', '4200000.00'],
    ],
    sites: [
      ['হরিপুর ইউনিয়ন ডিজিটাল সেন্টার', 'Haripur UDC', 15, 134, '24.428800', '88.571200', 100],
      ['তানোর পৌর ডিজিটাল সেন্টার', 'Tanore municipal digital centre', 15, 141, '24.614900', '88.561000', 100],
    ],
  },
  {
    officeId: 10,
    code: 'RAJ-WIFI-2024',
    nameBn: 'উপজেলা পরিষদ উন্মুক্ত ওয়াই-ফাই',
    nameEn: 'Open Wi-Fi at upazila councils',
    ministry: 'তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ',
    director: 'মোঃ আব্দুল করিম',
    startDate: '2024-07-01',
    endDate: '2026-12-31',
    status: 'suspended',
    progress: 15,
    budgets: [['2024-25', '3500000.00']],
    sites: [['চারঘাট উপজেলা পরিষদ', 'Charghat upazila council', 15, 137, '24.286700', '88.770300', 15]],
  },
  {
    officeId: 2,
    code: 'ICTD-EGOV-2021',
    nameBn: 'ই-গভর্নমেন্ট মাস্টার প্ল্যান বাস্তবায়ন',
    nameEn: 'e-Government master plan implementation',
    ministry: 'তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ',
    director: 'ড. ফারহানা ইসলাম',
    startDate: '2021-07-01',
    endDate: '2026-06-30',
    status: 'ongoing',
    progress: 72,
    budgets: [
      ['2023-24', '120000000.00'],
      ['2024-25', '150000000.00'],
      ['2025-26', '95000000.00'],
    ],
    sites: [
      ['জাতীয় ডেটা সেন্টার, কালিয়াকৈর', 'National data centre, Kaliakair', 41, 318, '24.075100', '90.216500', 80],
      ['রাজশাহী বিভাগীয় ডেটা হাব', 'Rajshahi divisional data hub', 15, 134, '24.374500', '88.604200', 55],
    ],
  },
  {
    officeId: 2,
    code: 'ICTD-AI-2026',
    nameBn: 'সরকারি সেবায় কৃত্রিম বুদ্ধিমত্তা প্রয়োগ সক্ষমতা',
    nameEn: 'Capacity for intelligent public services',
    ministry: 'তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ',
    director: 'ড. ফারহানা ইসলাম',
    startDate: '2026-07-01',
    endDate: '2029-06-30',
    status: 'planned',
    progress: 0,
    budgets: [['2026-27', '40000000.00']],
    sites: [],
  },
];

export async function seedDemoProjects(tx: Tx) {
  for (const { budgets, sites, ...project } of PROJECTS) {
    const [row] = await tx.insert(projects).values(project).returning({ id: projects.id });
    await tx
      .insert(projectBudgets)
      .values(budgets.map(([fiscalYear, amount]) => ({ projectId: row.id, fiscalYear, amount })));
    if (sites.length > 0)
      await tx.insert(projectSites).values(
        sites.map(([nameBn, nameEn, districtId, upazilaId, latitude, longitude, progress]) => ({
          projectId: row.id,
          nameBn,
          nameEn,
          districtId,
          upazilaId: upazilaId || null,
          latitude,
          longitude,
          progress,
        })),
      );
  }
}

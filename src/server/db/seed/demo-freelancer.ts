/**
 * Demo freelancers (ফ্রিল্যান্সার): the master lists (categories, roles, marketplaces), a freelancer
 * in each of the 64 districts and a dozen more in Rajshahi (the demo district office's), with
 * marketplace entries, mentors and teams. The officer persona (01711000004) is one of them, so
 * /profile/freelancer-view has a record. Everything is fixed (no randomness), so the tests can
 * compare the dashboard with these figures.
 */
import type { Tx } from '../client';
import {
  freelancerCategories,
  freelancerMarketplaceEntries,
  freelancerMarketplaces,
  freelancerMentors,
  freelancerRoles,
  freelancers,
  freelancerTeamMembers,
  freelancerTeams,
} from '../schema';

export const DEMO_FREELANCER_CATEGORIES: [bn: string, en: string][] = [
  ['ওয়েব ডেভেলপমেন্ট', 'Web development'],
  ['গ্রাফিক ডিজাইন', 'Graphic design'],
  ['ডিজিটাল মার্কেটিং', 'Digital marketing'],
  ['কনটেন্ট রাইটিং', 'Content writing'],
  ['ভিডিও এডিটিং', 'Video editing'],
  ['ডেটা এন্ট্রি', 'Data entry'],
];

const ROLES: [string, string][] = [
  ['ফ্রিল্যান্সার', 'Freelancer'],
  ['এজেন্সি মালিক', 'Agency owner'],
  ['প্রশিক্ষক', 'Trainer'],
];

export const DEMO_MARKETPLACES: [bn: string, en: string, website: string][] = [
  ['আপওয়ার্ক', 'Upwork', 'https://www.upwork.com'],
  ['ফাইভার', 'Fiverr', 'https://www.fiverr.com'],
  ['ফ্রিল্যান্সার ডটকম', 'Freelancer.com', 'https://www.freelancer.com'],
  ['পিপল পার আওয়ার', 'PeoplePerHour', 'https://www.peopleperhour.com'],
];

const FIRST = [
  'রাকিব',
  'সুমাইয়া',
  'তানভীর',
  'নুসরাত',
  'মাহফুজ',
  'ফারজানা',
  'আরিফ',
  'সাবরিনা',
  'ইমরান',
  'জান্নাতুল',
  'শাকিল',
  'মৌসুমী',
];
const LAST = ['হাসান', 'আক্তার', 'রহমান', 'ইসলাম', 'আহমেদ', 'খাতুন', 'হোসেন', 'সুলতানা'];
const SKILLS = [
  'ওয়ার্ডপ্রেস, পিএইচপি, জাভাস্ক্রিপ্ট',
  'ফটোশপ, ইলাস্ট্রেটর, লোগো ডিজাইন',
  'এসইও, ফেসবুক মার্কেটিং',
  'কনটেন্ট রাইটিং, ইংরেজি অনুবাদ',
  'প্রিমিয়ার প্রো, মোশন গ্রাফিক্স',
  'এক্সেল, ডেটা এন্ট্রি',
];

const RAJSHAHI = 15;

/** The freelancers: one per district (ids 1–64), then twelve more in Rajshahi. */
export function demoFreelancers() {
  const rows = [];
  for (let index = 0; index < 76; index++) {
    const districtId = index < 64 ? index + 1 : RAJSHAHI;
    const category = index % DEMO_FREELANCER_CATEGORIES.length;
    const year = 2015 + (index % 11);
    const month = String((index % 12) + 1).padStart(2, '0');
    const officer = index === 64;
    rows.push({
      name: officer ? 'নুসরাত জাহান' : `${FIRST[index % FIRST.length]} ${LAST[(index * 5) % LAST.length]}`,
      email: officer ? 'officer@demo.gov.bd' : `freelancer${index + 1}@example.com`,
      mobile: officer ? '01711000004' : `0181${String(5000000 + index).padStart(7, '0')}`,
      districtId,
      status: (index % 7 === 3 ? 'inactive' : 'active') as 'active' | 'inactive',
      categoryId: category + 1,
      roleId: (index % 3) + 1,
      totalIncome: String(150000 + index * 12500),
      lifetimeEarnings: `${1000 + index * 250}.50`,
      hourlyRate: String(8 + (index % 10) * 2),
      firstJoiningDate: `${year}-${month}-15`,
      skills: SKILLS[category],
      suggestedSkills: 'কৃত্রিম বুদ্ধিমত্তা, ক্লাউড কম্পিউটিং',
      trainingInterest: index % 2 === 0 ? 'উন্নত ওয়েব ডেভেলপমেন্ট' : 'ক্লায়েন্ট ব্যবস্থাপনা',
      peopleTrained: index % 4 === 0 ? 10 + index : 0,
      trainingHours: index % 4 === 0 ? 40 : 0,
      otherExperience: index % 5 === 0 ? 'স্থানীয় আইসিটি ক্লাবে স্বেচ্ছাসেবক' : null,
      comment: null,
      address: 'জেলা সদর',
      officeId: districtId === RAJSHAHI ? 10 : 2,
    });
  }
  return rows;
}

/** Marketplace entries: every freelancer on one marketplace, every second one on a second. */
export function demoEntries(ids: number[]) {
  return ids.flatMap((freelancerId, index) => {
    const first = index % DEMO_MARKETPLACES.length;
    const entry = (marketplace: number, share: number) => ({
      freelancerId,
      marketplaceId: marketplace + 1,
      profileLink: `https://www.example.com/freelancer/${freelancerId}/${marketplace + 1}`,
      earnings: `${(1000 + index * 250) * share}.00`,
      totalProjects: 5 + (index % 20),
      joiningDate: `${2015 + (index % 11)}-06-01`,
    });
    return index % 2 === 0
      ? [entry(first, 1)]
      : [entry(first, 1), entry((first + 1) % DEMO_MARKETPLACES.length, 2)];
  });
}

export async function seedDemoFreelancers(tx: Tx): Promise<void> {
  const master = (rows: [string, string, string?][]) =>
    rows.map(([nameBn, nameEn, website]) => ({ nameBn, nameEn, website: website ?? null }));
  await tx.insert(freelancerCategories).values(master(DEMO_FREELANCER_CATEGORIES));
  await tx.insert(freelancerRoles).values(master(ROLES));
  await tx.insert(freelancerMarketplaces).values(master(DEMO_MARKETPLACES));
  const inserted = await tx.insert(freelancers).values(demoFreelancers()).returning({
    id: freelancers.id,
    districtId: freelancers.districtId,
  });
  const ids = inserted.map((row) => row.id);
  await tx.insert(freelancerMarketplaceEntries).values(demoEntries(ids));
  const rajshahi = inserted.filter((row) => row.districtId === RAJSHAHI).map((row) => row.id);
  await tx.insert(freelancerMentors).values([
    { freelancerId: rajshahi[1], expertise: 'ওয়ার্ডপ্রেস ও ক্লায়েন্ট যোগাযোগ', menteeCount: 12 },
    { freelancerId: rajshahi[2], expertise: 'গ্রাফিক ডিজাইন', menteeCount: 8 },
    { freelancerId: ids[0], expertise: 'ডিজিটাল মার্কেটিং', menteeCount: 5 },
  ]);
  const [team] = await tx
    .insert(freelancerTeams)
    .values({
      name: 'রাজশাহী ওয়েব টিম',
      districtId: RAJSHAHI,
      leadId: rajshahi[1],
      description: 'সরকারি অফিসের ওয়েবসাইট ও ই-সেবার কাজ',
    })
    .returning();
  await tx
    .insert(freelancerTeamMembers)
    .values(rajshahi.slice(1, 5).map((freelancerId) => ({ teamId: team.id, freelancerId })));
}

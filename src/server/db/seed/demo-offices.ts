/**
 * The demo hierarchy (DOMAIN.md): geography, ministries and their departments, office levels, and
 * offices at head-office, division, district and upazila level across several districts, each with
 * an organogram (demo-organograms.ts). The five offices of demo-identity.ts keep their ids and posts;
 * here they only gain their ministry, level, place and contact details.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { departments, ministries, officeLevels, offices } from '../schema';
import { type DistrictPoint, seedGeography } from './demo-geography';
import { type OfficeSeed, seedDemoOrganograms } from './demo-organograms';

/** Office levels; ids are fixed because forms and tests refer to them. */
export const OFFICE_LEVEL = {
  ministry: 1,
  headOffice: 2,
  division: 3,
  district: 4,
  upazila: 5,
  institution: 6,
  project: 7,
} as const;

const LEVELS: [id: number, bn: string, en: string][] = [
  [1, 'মন্ত্রণালয়/বিভাগ', 'Ministry/Division'],
  [2, 'সদর দপ্তর', 'Head office'],
  [3, 'বিভাগীয় কার্যালয়', 'Divisional office'],
  [4, 'জেলা কার্যালয়', 'District office'],
  [5, 'উপজেলা কার্যালয়', 'Upazila office'],
  [6, 'শিক্ষা প্রতিষ্ঠান', 'Educational institution'],
  [7, 'প্রকল্প কার্যালয়', 'Project office'],
];

const MINISTRIES: [id: number, bn: string, en: string, short: string][] = [
  [1, 'তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ', 'Information and Communication Technology Division', 'ICTD'],
  [2, 'প্রাথমিক ও গণশিক্ষা মন্ত্রণালয়', 'Ministry of Primary and Mass Education', 'MoPME'],
  [3, 'স্বাস্থ্য সেবা বিভাগ', 'Health Services Division', 'HSD'],
  [4, 'কৃষি মন্ত্রণালয়', 'Ministry of Agriculture', 'MoA'],
  [5, 'মাধ্যমিক ও উচ্চ শিক্ষা বিভাগ', 'Secondary and Higher Education Division', 'SHED'],
];

const DEPARTMENTS: [id: number, ministryId: number, bn: string, en: string, short: string][] = [
  [1, 1, 'তথ্য ও যোগাযোগ প্রযুক্তি অধিদপ্তর', 'Department of Information and Communication Technology', 'DoICT'],
  [2, 1, 'বাংলাদেশ কম্পিউটার কাউন্সিল', 'Bangladesh Computer Council', 'BCC'],
  [3, 1, 'বাংলাদেশ হাই-টেক পার্ক কর্তৃপক্ষ', 'Bangladesh Hi-Tech Park Authority', 'BHTPA'],
  [4, 2, 'প্রাথমিক শিক্ষা অধিদপ্তর', 'Directorate of Primary Education', 'DPE'],
  [5, 2, 'উপানুষ্ঠানিক শিক্ষা ব্যুরো', 'Bureau of Non-Formal Education', 'BNFE'],
  [6, 3, 'স্বাস্থ্য অধিদপ্তর', 'Directorate General of Health Services', 'DGHS'],
  [7, 3, 'ঔষধ প্রশাসন অধিদপ্তর', 'Directorate General of Drug Administration', 'DGDA'],
  [8, 4, 'কৃষি সম্প্রসারণ অধিদপ্তর', 'Department of Agricultural Extension', 'DAE'],
  [9, 4, 'বাংলাদেশ কৃষি উন্নয়ন কর্পোরেশন', 'Bangladesh Agricultural Development Corporation', 'BADC'],
  [10, 5, 'মাধ্যমিক ও উচ্চ শিক্ষা অধিদপ্তর', 'Directorate of Secondary and Higher Education', 'DSHE'],
];

/** Telephone area codes of the districts used below. */
const AREA_CODE: Record<number, string> = {
  1: '081',
  14: '051',
  15: '0721',
  16: '0771',
  27: '041',
  36: '0821',
  41: '02',
  47: '02',
};

type Place = [divisionId: number, districtId: number, upazilaId: number | null];
const DHAKA: Place = [6, 47, null];

/**
 * The new offices, one per line, parents before children:
 * id | Bangla name | English name | level | ministry | department | parent (also controlling) |
 * division | district | upazila | organogram template (demo-organograms.ts) | e-mail | address.
 */
const NEW_OFFICES = `
100|তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ|ICT Division|1|1|||6|47||secretariat|info@ictd.gov.bd|আইসিটি টাওয়ার, আগারগাঁও, ঢাকা-১২০৭
101|বিভাগীয় আইসিটি কার্যালয়, রাজশাহী|Divisional ICT Office, Rajshahi|3|1|1|2|2|15||ictDivision|rajshahi.div@doict.gov.bd|বিভাগীয় কমিশনারের কার্যালয়, রাজশাহী
102|জেলা আইসিটি কার্যালয়, বগুড়া|District ICT Office, Bogura|4|1|1|101|2|14||ictDistrict|bogura@doict.gov.bd|জেলা প্রশাসকের কার্যালয়, বগুড়া
103|জেলা আইসিটি কার্যালয়, নাটোর|District ICT Office, Natore|4|1|1|101|2|16||ictDistrict|natore@doict.gov.bd|জেলা প্রশাসকের কার্যালয়, নাটোর
104|উপজেলা আইসিটি কার্যালয়, গোদাগাড়ী, রাজশাহী|Upazila ICT Office, Godagari, Rajshahi|5|1|1|10|2|15|140|ictUpazila|godagari@doict.gov.bd|উপজেলা পরিষদ, গোদাগাড়ী, রাজশাহী
105|উপজেলা আইসিটি কার্যালয়, শিবগঞ্জ, বগুড়া|Upazila ICT Office, Shibganj, Bogura|5|1|1|102|2|14|133|ictUpazila|shibganj@doict.gov.bd|উপজেলা পরিষদ, শিবগঞ্জ, বগুড়া
106|জেলা আইসিটি কার্যালয়, খুলনা|District ICT Office, Khulna|4|1|1|2|3|27||ictDistrict|khulna@doict.gov.bd|জেলা প্রশাসকের কার্যালয়, খুলনা
107|জেলা আইসিটি কার্যালয়, সিলেট|District ICT Office, Sylhet|4|1|1|2|5|36||ictDistrict|sylhet@doict.gov.bd|জেলা প্রশাসকের কার্যালয়, সিলেট
110|প্রাথমিক শিক্ষা অধিদপ্তর|Directorate of Primary Education|2|2|4||6|47||headOffice|info@dpe.gov.bd|সেকশন-২, মিরপুর, ঢাকা-১২১৬
111|বিভাগীয় উপপরিচালকের কার্যালয়, প্রাথমিক শিক্ষা, রাজশাহী|Office of the Divisional Deputy Director, Primary Education, Rajshahi|3|2|4|110|2|15||smallDivision|ddrajshahi@dpe.gov.bd|সপুরা, রাজশাহী
112|জেলা প্রাথমিক শিক্ষা অফিসারের কার্যালয়, রাজশাহী|District Primary Education Office, Rajshahi|4|2|4|111|2|15||dpeDistrict|dpeo.rajshahi@dpe.gov.bd|রাজশাহী কোর্ট, রাজশাহী
113|উপজেলা শিক্ষা অফিসারের কার্যালয়, পবা, রাজশাহী|Upazila Education Office, Paba, Rajshahi|5|2|4|112|2|15|134|dpeUpazila|ueo.paba@dpe.gov.bd|উপজেলা পরিষদ, পবা, রাজশাহী
114|জেলা প্রাথমিক শিক্ষা অফিসারের কার্যালয়, কুমিল্লা|District Primary Education Office, Cumilla|4|2|4|110|1|1||dpeDistrict|dpeo.cumilla@dpe.gov.bd|কান্দিরপাড়, কুমিল্লা
115|উপজেলা শিক্ষা অফিসারের কার্যালয়, দেবিদ্বার, কুমিল্লা|Upazila Education Office, Debidwar, Cumilla|5|2|4|114|1|1|1|dpeUpazila|ueo.debidwar@dpe.gov.bd|উপজেলা পরিষদ, দেবিদ্বার, কুমিল্লা
120|স্বাস্থ্য অধিদপ্তর|Directorate General of Health Services|2|3|6||6|47||headOffice|info@dghs.gov.bd|মহাখালী, ঢাকা-১২১২
121|সিভিল সার্জনের কার্যালয়, রাজশাহী|Office of the Civil Surgeon, Rajshahi|4|3|6|120|2|15||civilSurgeon|cs.rajshahi@dghs.gov.bd|লক্ষ্মীপুর, রাজশাহী
122|সিভিল সার্জনের কার্যালয়, খুলনা|Office of the Civil Surgeon, Khulna|4|3|6|120|3|27||civilSurgeon|cs.khulna@dghs.gov.bd|সদর হাসপাতাল সড়ক, খুলনা
123|উপজেলা স্বাস্থ্য কমপ্লেক্স, পবা, রাজশাহী|Upazila Health Complex, Paba, Rajshahi|5|3|6|121|2|15|134|upazilaHealth|uhfpo.paba@dghs.gov.bd|নওহাটা, পবা, রাজশাহী
124|উপজেলা স্বাস্থ্য কমপ্লেক্স, ডুমুরিয়া, খুলনা|Upazila Health Complex, Dumuria, Khulna|5|3|6|122|3|27|211|upazilaHealth|uhfpo.dumuria@dghs.gov.bd|ডুমুরিয়া, খুলনা
130|কৃষি সম্প্রসারণ অধিদপ্তর|Department of Agricultural Extension|2|4|8||6|47||headOffice|info@dae.gov.bd|খামারবাড়ি, ফার্মগেট, ঢাকা-১২১৫
131|উপপরিচালকের কার্যালয়, কৃষি সম্প্রসারণ অধিদপ্তর, বগুড়া|Office of the Deputy Director, DAE, Bogura|4|4|8|130|2|14||daeDistrict|ddbogura@dae.gov.bd|খামারবাড়ি সড়ক, বগুড়া
132|উপজেলা কৃষি অফিসারের কার্যালয়, শিবগঞ্জ, বগুড়া|Upazila Agriculture Office, Shibganj, Bogura|5|4|8|131|2|14|133|daeUpazila|uao.shibganj@dae.gov.bd|উপজেলা পরিষদ, শিবগঞ্জ, বগুড়া
133|উপপরিচালকের কার্যালয়, কৃষি সম্প্রসারণ অধিদপ্তর, সিলেট|Office of the Deputy Director, DAE, Sylhet|4|4|8|130|5|36||daeDistrict|ddsylhet@dae.gov.bd|খাদিমনগর, সিলেট
134|উপজেলা কৃষি অফিসারের কার্যালয়, কালিয়াকৈর, গাজীপুর|Upazila Agriculture Office, Kaliakair, Gazipur|5|4|8|130|6|41|318|daeUpazila|uao.kaliakair@dae.gov.bd|উপজেলা পরিষদ, কালিয়াকৈর, গাজীপুর
`;

interface NewOffice {
  id: number;
  nameBn: string;
  nameEn: string;
  level: number;
  ministry: number;
  department: number | null;
  parent: number | null;
  place: Place;
  template: OfficeSeed['template'];
  email: string;
  address: string;
}

function parseOffices(text: string): NewOffice[] {
  const orNull = (value: string) => (value === '' ? null : Number(value));
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [
        id,
        nameBn,
        nameEn,
        level,
        ministry,
        department,
        parent,
        division,
        district,
        upazila,
        template,
        email,
        address,
      ] = line.split('|');
      return {
        id: Number(id),
        nameBn,
        nameEn,
        level: Number(level),
        ministry: Number(ministry),
        department: orNull(department),
        parent: orNull(parent),
        place: [Number(division), Number(district), orNull(upazila)],
        template: template as OfficeSeed['template'],
        email,
        address,
      };
    });
}

/** The offices of demo-identity.ts: level, ministry, department, place and contact details only. */
const EXISTING_OFFICES: {
  id: number;
  level: number;
  ministry: number;
  department: number;
  place: Place;
  email: string;
  address: string;
  latitude: string | null;
  longitude: string | null;
}[] = [
  {
    id: 2,
    level: 2,
    ministry: 1,
    department: 1,
    place: DHAKA,
    email: 'info@doict.gov.bd',
    address: 'আইসিটি টাওয়ার, আগারগাঁও, শেরে বাংলা নগর, ঢাকা-১২০৭',
    latitude: '23.7778440',
    longitude: '90.3793560',
  },
  {
    id: 10,
    level: 4,
    ministry: 1,
    department: 1,
    place: [2, 15, null],
    email: 'rajshahi@doict.gov.bd',
    address: 'জেলা প্রশাসকের কার্যালয় ভবন, রাজশাহী',
    latitude: '24.3635880',
    longitude: '88.6241380',
  },
  {
    id: 11,
    level: 5,
    ministry: 1,
    department: 1,
    place: [2, 15, 134],
    email: 'paba@doict.gov.bd',
    address: 'উপজেলা পরিষদ, নওহাটা, পবা, রাজশাহী',
    latitude: '24.4262100',
    longitude: '88.6196800',
  },
  {
    id: 12,
    level: 6,
    ministry: 5,
    department: 10,
    place: [2, 15, null],
    email: 'rgghs@school.gov.bd',
    address: 'রাণীবাজার, রাজশাহী',
    latitude: '24.3682100',
    longitude: '88.5986300',
  },
  {
    id: 861,
    level: 7,
    ministry: 1,
    department: 1,
    place: DHAKA,
    email: 'icttower@doict.gov.bd',
    address: 'আইসিটি টাওয়ার, আগারগাঁও, ঢাকা-১২০৭',
    latitude: null,
    longitude: null,
  },
];

function phoneOf(officeId: number, districtId: number): string {
  const local = String(500000 + ((officeId * 7919) % 400000));
  return `${AREA_CODE[districtId] ?? '02'}-${local}`;
}

/** A point near the district's DC office, so offices of one district do not sit on one spot. */
function nearDistrict(point: DistrictPoint | undefined, officeId: number): [string | null, string | null] {
  if (!point?.latitude || !point.longitude) return [null, null];
  const shift = ((officeId % 9) - 4) * 0.011;
  return [(Number(point.latitude) + shift).toFixed(7), (Number(point.longitude) - shift).toFixed(7)];
}

export async function seedDemoOffices(tx: Tx): Promise<void> {
  const districtPoints = await seedGeography(tx);
  await tx
    .insert(officeLevels)
    .values(LEVELS.map(([id, nameBn, nameEn]) => ({ id, nameBn, nameEn, sortOrder: id })));
  await tx
    .insert(ministries)
    .values(
      MINISTRIES.map(([id, nameBn, nameEn, shortName]) => ({ id, nameBn, nameEn, shortName, sortOrder: id })),
    );
  await tx.insert(departments).values(
    DEPARTMENTS.map(([id, ministryId, nameBn, nameEn, shortName]) => ({
      id,
      ministryId,
      nameBn,
      nameEn,
      shortName,
      sortOrder: id,
    })),
  );

  for (const office of EXISTING_OFFICES) {
    const [divisionId, districtId, upazilaId] = office.place;
    await tx
      .update(offices)
      .set({
        officeLevelId: office.level,
        ministryId: office.ministry,
        departmentId: office.department,
        divisionId,
        districtId,
        upazilaId,
        address: office.address,
        phone: phoneOf(office.id, districtId),
        email: office.email,
        website: `https://${office.email.split('@')[1]}`,
        latitude: office.latitude,
        longitude: office.longitude,
      })
      .where(eq(offices.id, office.id));
  }

  const newOffices = parseOffices(NEW_OFFICES);
  // One statement: PostgreSQL checks the parent references at its end, so order within it is free.
  await tx.insert(offices).values(
    newOffices.map((office) => {
      const [divisionId, districtId, upazilaId] = office.place;
      // One office of the list has no coordinates yet, as some real ones do not.
      const [latitude, longitude] =
        office.id === 134 ? [null, null] : nearDistrict(districtPoints.get(districtId), office.id);
      return {
        id: office.id,
        nameBn: office.nameBn,
        nameEn: office.nameEn,
        officeLevelId: office.level,
        ministryId: office.ministry,
        departmentId: office.department,
        parentOfficeId: office.parent,
        controllingOfficeId: office.parent,
        divisionId,
        districtId,
        upazilaId,
        address: office.address,
        phone: phoneOf(office.id, districtId),
        email: office.email,
        website: `https://${office.email.split('@')[1]}`,
        latitude,
        longitude,
        sitePermissions: { meetingMgt: office.level <= OFFICE_LEVEL.division },
      };
    }),
  );
  const seeds: OfficeSeed[] = newOffices.map((office) => ({ id: office.id, template: office.template }));
  await seedDemoOrganograms(tx, seeds);
}

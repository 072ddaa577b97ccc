/**
 * The lab, equipment and activity lists as Excel files: the list's filters and the caller's area,
 * streamed in batches, with Bangla headers unless the caller asks for English.
 */
import type { Readable } from 'node:stream';
import type {
  ActivityFilterParams,
  ActivityItem,
  EquipmentFilterParams,
  EquipmentItem,
  LabFilterParams,
  LabSummary,
} from '../../../common/contracts/lab.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { labBatches } from './lab.service';
import { activityBatches, equipmentBatches } from './lab-equipment.service';

const BATCH_SIZE = 1000;
const MAX_EXPORT_ROWS = 100_000;

const NAMES: Record<string, { bn: string; en: string }> = {
  srdl: { bn: 'শেখ রাসেল ডিজিটাল ল্যাব', en: 'Sheikh Russel Digital Lab' },
  ict: { bn: 'আইসিটি ল্যাব', en: 'ICT lab' },
  language: { bn: 'ভাষা প্রশিক্ষণ ল্যাব', en: 'Language lab' },
  other: { bn: 'অন্যান্য', en: 'Other' },
  working: { bn: 'সচল', en: 'Working' },
  faulty: { bn: 'অকেজো', en: 'Faulty' },
  lost: { bn: 'হারানো', en: 'Lost' },
  laptop: { bn: 'ল্যাপটপ', en: 'Laptop' },
  desktop: { bn: 'ডেস্কটপ', en: 'Desktop' },
  projector: { bn: 'প্রজেক্টর', en: 'Projector' },
  router: { bn: 'রাউটার', en: 'Router' },
  printer: { bn: 'প্রিন্টার', en: 'Printer' },
  smart_board: { bn: 'স্মার্ট বোর্ড', en: 'Smart board' },
  ups: { bn: 'ইউপিএস', en: 'UPS' },
  webcam: { bn: 'ওয়েবক্যাম', en: 'Webcam' },
  class: { bn: 'ক্লাস', en: 'Class' },
  training: { bn: 'প্রশিক্ষণ', en: 'Training' },
  usage: { bn: 'ব্যবহার', en: 'Usage' },
};
const label = (key: string, lang: Lang) => NAMES[key]?.[lang] ?? key;

function columnOf<T>(lang: Lang) {
  return (bn: string, en: string, width: number, value: XlsxColumn<T>['value']): XlsxColumn<T> => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
}

export function exportLabs(db: Db, auth: AuthContext, query: LabFilterParams, lang: Lang): Promise<Readable> {
  const column = columnOf<LabSummary>(lang);
  return xlsxStream(
    lang === 'en' ? 'Labs' : 'ল্যাব',
    [
      column('EIIN/কোড', 'EIIN/code', 12, (lab) => lab.code),
      column(
        'প্রতিষ্ঠান',
        'Institution',
        36,
        (lab) => (lang === 'en' && lab.institutionEn) || lab.institutionBn,
      ),
      column('ধরন', 'Type', 22, (lab) => label(lab.type, lang)),
      column('জেলা', 'District', 14, (lab) => nameOf(lab.district, lang)),
      column('উপজেলা', 'Upazila', 14, (lab) => nameOf(lab.upazila, lang) || null),
      column('স্থাপনের সাল', 'Year set up', 10, (lab) => lab.establishedYear),
      column('যোগাযোগকারী শিক্ষক', 'Contact teacher', 22, (lab) => lab.contactTeacher),
      column('মোবাইল', 'Mobile', 14, (lab) => lab.contactMobile),
      column('অক্ষাংশ', 'Latitude', 12, (lab) => lab.latitude),
      column('দ্রাঘিমাংশ', 'Longitude', 12, (lab) => lab.longitude),
      column('সরঞ্জাম', 'Equipment', 10, (lab) => lab.equipmentCount),
      column('সচল', 'Working', 8, (lab) => lab.workingCount),
      column('অকেজো', 'Faulty', 8, (lab) => lab.faultyCount),
      column('হারানো', 'Lost', 8, (lab) => lab.lostCount),
      column('কার্যক্রম', 'Activities', 10, (lab) => lab.activityCount),
    ],
    labBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS),
  );
}

export function exportEquipment(
  db: Db,
  auth: AuthContext,
  query: EquipmentFilterParams,
  lang: Lang,
): Promise<Readable> {
  const column = columnOf<EquipmentItem>(lang);
  return xlsxStream(
    lang === 'en' ? 'Equipment' : 'সরঞ্জাম',
    [
      column(
        'প্রতিষ্ঠান',
        'Institution',
        36,
        (item) => (lang === 'en' && item.lab.institutionEn) || item.lab.institutionBn,
      ),
      column('EIIN/কোড', 'EIIN/code', 12, (item) => item.lab.code),
      column('সরঞ্জাম', 'Equipment', 14, (item) => label(item.kind, lang)),
      column('মডেল', 'Model', 20, (item) => item.model),
      column('সিরিয়াল', 'Serial', 20, (item) => item.serial),
      column('সরবরাহকারী', 'Supplier', 24, (item) => item.supplier),
      column('প্রাপ্তির তারিখ', 'Received on', 12, (item) => item.receivedOn),
      column('অবস্থা', 'Condition', 10, (item) => label(item.condition, lang)),
    ],
    equipmentBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS),
  );
}

export function exportActivities(
  db: Db,
  auth: AuthContext,
  query: ActivityFilterParams,
  lang: Lang,
): Promise<Readable> {
  const column = columnOf<ActivityItem>(lang);
  return xlsxStream(
    lang === 'en' ? 'Activities' : 'কার্যক্রম',
    [
      column('তারিখ', 'Date', 12, (item) => item.heldOn),
      column(
        'প্রতিষ্ঠান',
        'Institution',
        36,
        (item) => (lang === 'en' && item.lab.institutionEn) || item.lab.institutionBn,
      ),
      column('ধরন', 'Kind', 12, (item) => label(item.kind, lang)),
      column('বিবরণ', 'Description', 36, (item) => item.titleBn),
      column('অংশগ্রহণকারী', 'Participants', 12, (item) => item.participants),
      column('নারী', 'Female', 8, (item) => item.female),
      column('ঘণ্টা', 'Hours', 8, (item) => item.hours),
      column('লিখেছেন', 'Logged by', 20, (item) => item.loggedBy),
    ],
    activityBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS),
  );
}

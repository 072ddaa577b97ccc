/**
 * The requests the benchmark times: the health check and sign-in as the baselines, then the lists
 * and details people open most, with the searches and filters that make PostgreSQL work hardest (a
 * common place name matching thousands of offices, a deep page, the largest organogram, the longest
 * request queue).
 */
import { ASSET_PATHS } from '../../src/common/contracts/asset.contract';
import { AUDIT_PATHS } from '../../src/common/contracts/audit.contract';
import { AUTH_PATHS } from '../../src/common/contracts/auth.contract';
import { CHARGE_PATHS } from '../../src/common/contracts/charge.contract';
import { EXAM_PATHS } from '../../src/common/contracts/exam.contract';
import { FREELANCER_PATHS } from '../../src/common/contracts/freelancer.contract';
import { GEOGRAPHY_PATHS } from '../../src/common/contracts/geography.contract';
import { INSPECTION_PATHS } from '../../src/common/contracts/inspection.contract';
import { LAB_PATHS } from '../../src/common/contracts/lab.contract';
import { LEAVE_PATHS } from '../../src/common/contracts/leave.contract';
import { MEETING_PATHS } from '../../src/common/contracts/meeting.contract';
import { MESSAGE_PATHS } from '../../src/common/contracts/message.contract';
import { OFFICE_PATHS } from '../../src/common/contracts/office.contract';
import { OFFICER_PATHS } from '../../src/common/contracts/officer.contract';
import { PROJECT_PATHS } from '../../src/common/contracts/project.contract';
import { REGISTRATION_PATHS } from '../../src/common/contracts/registration.contract';
import { currentPeriod, REPORT_PATHS } from '../../src/common/contracts/report.contract';
import { SETTINGS_PATHS } from '../../src/common/contracts/settings.contract';
import { STORE_PATHS } from '../../src/common/contracts/store.contract';
import { SUPPORT_PATHS } from '../../src/common/contracts/support.contract';
import { TRAINING_PATHS } from '../../src/common/contracts/training.contract';
import { TRANSFER_PATHS } from '../../src/common/contracts/transfer.contract';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-identity';
import type { Targets } from './targets';

/** Who sends it: the super admin, the admin of the office with the longest queue, or nobody (public). */
export type Persona = 'superAdmin' | 'officeAdmin' | 'examDesk' | 'public';

export interface Case {
  name: string;
  persona: Persona;
  url: string;
  /** A sign-in (POST with an account's email and password) instead of a GET. */
  signIn?: true;
}

/** The first case, whose requests per second every other case is compared with. */
export const HEALTH = 'health';

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

/** Rajshahi district and the Ministry of Primary and Mass Education, both of the seed. */
const RAJSHAHI = 15;
const PRIMARY_EDUCATION = 2;

/** The month before the one being collected now (the generator's reports are due on the 10th). */
function lastClosedPeriod(): { fiscalYear: number; periodNo: number } {
  const now = currentPeriod('monthly', 10);
  return now.periodNo > 1
    ? { fiscalYear: now.fiscalYear, periodNo: now.periodNo - 1 }
    : { fiscalYear: now.fiscalYear - 1, periodNo: 12 };
}

function officeWiseCases(): Case[] {
  const period = { reportId: 4, ...lastClosedPeriod() };
  const officeWise = (params: Record<string, string | number>) =>
    query(REPORT_PATHS.officeWise, { ...period, ...params });
  return [
    {
      name: 'reports, office-wise, page 1',
      persona: 'superAdmin',
      url: officeWise({ page: 1, pageSize: 20 }),
    },
    {
      name: 'reports, office-wise, page 500',
      persona: 'superAdmin',
      url: officeWise({ page: 500, pageSize: 20 }),
    },
    {
      name: 'reports, office-wise, missing',
      persona: 'superAdmin',
      url: officeWise({ state: 'missing', page: 1, pageSize: 20 }),
    },
    {
      name: 'reports, office-wise, search "রাজশাহী"',
      persona: 'superAdmin',
      url: officeWise({ search: 'রাজশাহী', page: 1, pageSize: 20 }),
    },
  ];
}

export function benchmarkCases(targets: Targets): Case[] {
  const large = targets.largeOfficeId;
  const offices = OFFICE_PATHS.offices;
  const options = OFFICE_PATHS.options;
  const officers = OFFICER_PATHS.list;
  const queue = SUPPORT_PATHS.queue;
  return [
    { name: HEALTH, persona: 'public', url: '/api/health' },
    { name: 'sign-in', persona: 'public', url: AUTH_PATHS.login, signIn: true },
    { name: 'office list, page 1', persona: 'superAdmin', url: query(offices, { page: 1, pageSize: 20 }) },
    {
      name: 'office list, page 500',
      persona: 'superAdmin',
      url: query(offices, { page: 500, pageSize: 20 }),
    },
    { name: 'office list, search "রাজশাহী"', persona: 'superAdmin', url: query(offices, { search: 'রাজশাহী' }) },
    { name: 'office list, search "Paba"', persona: 'superAdmin', url: query(offices, { search: 'Paba' }) },
    {
      name: 'office list, search with no match',
      persona: 'superAdmin',
      url: query(offices, { search: 'zzqx' }),
    },
    {
      name: 'office list, ministry + district',
      persona: 'superAdmin',
      url: query(offices, { ministryId: PRIMARY_EDUCATION, districtId: RAJSHAHI }),
    },
    { name: 'office list, upazila level', persona: 'superAdmin', url: query(offices, { officeLevelId: 5 }) },
    { name: 'office list, not located', persona: 'superAdmin', url: query(offices, { located: 'no' }) },
    {
      name: 'office options, search "রাজশাহী"',
      persona: 'public',
      url: query(options.offices, { search: 'রাজশাহী' }),
    },
    {
      name: 'office options, district + level',
      persona: 'public',
      url: query(options.offices, { districtId: RAJSHAHI, officeLevelId: 5 }),
    },
    {
      name: 'post options, vacant, large office',
      persona: 'public',
      url: query(options.posts, { officeId: large, vacant: 'true' }),
    },
    { name: 'office detail, large office', persona: 'superAdmin', url: OFFICE_PATHS.office(large) },
    { name: 'organogram, large office', persona: 'superAdmin', url: OFFICE_PATHS.organogram(large) },
    {
      name: 'sections, large office',
      persona: 'superAdmin',
      url: query(OFFICE_PATHS.sections, { officeId: large }),
    },
    { name: 'officers, large office', persona: 'superAdmin', url: OFFICE_PATHS.officers(large) },
    {
      name: 'officers, large office, search "রহমান"',
      persona: 'superAdmin',
      url: query(OFFICE_PATHS.officers(large), { search: 'রহমান' }),
    },
    { name: 'office admins, large office', persona: 'superAdmin', url: OFFICE_PATHS.admins(large) },
    { name: 'officer list, page 1', persona: 'superAdmin', url: query(officers, { page: 1, pageSize: 20 }) },
    {
      name: 'officer list, by name, page 1',
      persona: 'superAdmin',
      url: query(officers, { sort: 'name', page: 1, pageSize: 20 }),
    },
    { name: 'officer list, search "রহমান"', persona: 'superAdmin', url: query(officers, { search: 'রহমান' }) },
    {
      name: 'officer list, search "Rahman"',
      persona: 'superAdmin',
      url: query(officers, { search: 'Rahman' }),
    },
    {
      name: 'officer list, search "সাবরিনা আক্তার"',
      persona: 'superAdmin',
      url: query(officers, { search: 'সাবরিনা আক্তার' }),
    },
    {
      name: 'officer list, exact mobile',
      persona: 'superAdmin',
      url: query(officers, { search: '01900500000' }),
    },
    {
      name: 'officer list, district + non-posted',
      persona: 'superAdmin',
      url: query(officers, { districtId: RAJSHAHI, state: 'nonPosted' }),
    },
    { name: 'officer list, large office', persona: 'superAdmin', url: query(officers, { officeId: large }) },
    {
      name: 'officer list, large office, search "রহমান"',
      persona: 'superAdmin',
      url: query(officers, { officeId: large, search: 'রহমান' }),
    },
    { name: 'request queue, office admin', persona: 'officeAdmin', url: REGISTRATION_PATHS.requests },
    { name: 'request queue, super admin', persona: 'superAdmin', url: REGISTRATION_PATHS.requests },
    {
      name: 'request queue, super admin, page 50',
      persona: 'superAdmin',
      url: query(REGISTRATION_PATHS.requests, { page: 50 }),
    },
    {
      name: 'admin dashboard, large office',
      persona: 'superAdmin',
      url: `/api/reports/admindashboard/${large}`,
    },
    {
      name: 'admin dashboard, own office',
      persona: 'officeAdmin',
      url: `/api/reports/admindashboard/${targets.queueOfficeId}`,
    },
    { name: 'ministries (with office counts)', persona: 'superAdmin', url: OFFICE_PATHS.ministries },
    { name: 'departments (with office counts)', persona: 'superAdmin', url: OFFICE_PATHS.departments },
    { name: 'office levels (with office counts)', persona: 'superAdmin', url: OFFICE_PATHS.levels },
    { name: 'designations (with post counts)', persona: 'superAdmin', url: OFFICE_PATHS.designations },
    { name: 'site permissions, page 1', persona: 'superAdmin', url: SETTINGS_PATHS.sitePermissions },
    {
      name: 'site permissions, search "রাজশাহী"',
      persona: 'superAdmin',
      url: query(SETTINGS_PATHS.sitePermissions, { search: 'রাজশাহী' }),
    },
    { name: 'divisions', persona: 'public', url: GEOGRAPHY_PATHS.divisions },
    {
      name: 'districts of a division',
      persona: 'public',
      url: query(GEOGRAPHY_PATHS.districts, { divisionId: 2 }),
    },
    {
      name: 'upazilas of a district',
      persona: 'public',
      url: query(GEOGRAPHY_PATHS.upazilas, { districtId: RAJSHAHI }),
    },
    {
      name: 'upazilas, search "পুর"',
      persona: 'public',
      url: query(GEOGRAPHY_PATHS.upazilas, { search: 'পুর' }),
    },
    { name: 'session (every page load)', persona: 'officeAdmin', url: AUTH_PATHS.session },
    // The header polls the unread count on every open screen; the inbox is the messages' first page.
    { name: 'unread message count', persona: 'officeAdmin', url: MESSAGE_PATHS.unreadCount },
    {
      name: 'inbox, page 1',
      persona: 'officeAdmin',
      url: query(MESSAGE_PATHS.inbox, { page: 1, pageSize: 20 }),
    },
    {
      name: 'inbox, search "সভা"',
      persona: 'officeAdmin',
      url: query(MESSAGE_PATHS.inbox, { search: 'সভা' }),
    },
    {
      name: 'sent items, page 1',
      persona: 'officeAdmin',
      url: query(MESSAGE_PATHS.sent, { page: 1, pageSize: 20 }),
    },
    // The support desk's queue over 300,000 tickets: every level (the super admin), then by level
    // and status, the overdue ones, and a search.
    { name: 'support queue, page 1', persona: 'superAdmin', url: query(queue, { page: 1, pageSize: 20 }) },
    {
      name: 'support queue, level 1 new',
      persona: 'superAdmin',
      url: query(queue, { level: 1, status: 1 }),
    },
    { name: 'support queue, overdue', persona: 'superAdmin', url: query(queue, { overdue: 'yes' }) },
    {
      name: 'support queue, search "বদলির"',
      persona: 'superAdmin',
      url: query(queue, { search: 'বদলির' }),
    },
    // Reports: 20 monthly reports asked of every office for two fiscal years (about 9.6 million
    // responses). A desk's pending lists, the asking office's received reports and the office-wise
    // view of the first national report (id 4: the seed defines three) over 20,000 offices.
    { name: 'reports, creation pending', persona: 'officeAdmin', url: REPORT_PATHS.creationPending },
    { name: 'reports, verification pending', persona: 'officeAdmin', url: REPORT_PATHS.verificationPending },
    { name: 'reports, all pending of the office', persona: 'officeAdmin', url: REPORT_PATHS.pendingReports },
    {
      name: 'reports, received by the head office',
      persona: 'superAdmin',
      url: query(REPORT_PATHS.submittedReports, { reportId: 4, page: 1, pageSize: 20 }),
    },
    {
      name: 'reports, dashboard',
      persona: 'superAdmin',
      url: query(REPORT_PATHS.dashboardInfo, { reportId: 4 }),
    },
    // The office-wise view of the last closed month (every office submitted, late or missing):
    // page 1, a deep page, the missing ones and a Bangla name search, each over 20,000 assignments.
    ...officeWiseCases(),
    // Transfer over 50,000 applications: the deciding desk's queue (its office and the offices it
    // controls; every office for the super admin), a search, and an officer's own list.
    {
      name: 'transfer approvals, office admin, waiting',
      persona: 'officeAdmin',
      url: query(TRANSFER_PATHS.approvals, { status: 1 }),
    },
    {
      name: 'transfer approvals, super admin, waiting',
      persona: 'superAdmin',
      url: query(TRANSFER_PATHS.approvals, { status: 1, page: 1, pageSize: 20 }),
    },
    {
      name: 'transfer approvals, search "চিকিৎসার"',
      persona: 'superAdmin',
      url: query(TRANSFER_PATHS.approvals, { search: 'চিকিৎসার' }),
    },
    {
      name: 'transfer applications, own list',
      persona: 'officeAdmin',
      url: query(TRANSFER_PATHS.applications, { page: 1, pageSize: 20 }),
    },
    // Leave over 6 million applications: a desk's approval queue (the office admin's desk, and the
    // head office's desk with the other offices whose chains end there), an officer's history and
    // balance, the office's history, and the dashboard's two counts (in the admin dashboard).
    {
      name: 'leave approvals, office admin',
      persona: 'officeAdmin',
      url: query(LEAVE_PATHS.approvals, { page: 1, pageSize: 20 }),
    },
    {
      name: 'leave approvals, other offices, super admin',
      persona: 'superAdmin',
      url: query(LEAVE_PATHS.approvals, { scope: 'other', page: 1, pageSize: 20 }),
    },
    { name: 'leave history, own', persona: 'officeAdmin', url: LEAVE_PATHS.history },
    { name: 'leave balance, own', persona: 'officeAdmin', url: LEAVE_PATHS.balance },
    {
      name: 'leave history, whole office',
      persona: 'officeAdmin',
      url: query(LEAVE_PATHS.history, { scope: 'office' }),
    },
    // Charges over ~3% of desks under charge today (and as many over): the office's list, its running
    // charges and a name search. The desk lookup with charges folded in is timed by every case, and
    // the desk switcher by 'session (every page load)'.
    {
      name: 'charges, office list',
      persona: 'officeAdmin',
      url: query(CHARGE_PATHS.charges, { page: 1, pageSize: 20 }),
    },
    {
      name: 'charges, running today',
      persona: 'officeAdmin',
      url: query(CHARGE_PATHS.charges, { state: 'running', page: 1, pageSize: 20 }),
    },
    {
      name: 'charges, search "ইসলাম"',
      persona: 'officeAdmin',
      url: query(CHARGE_PATHS.charges, { search: 'ইসলাম' }),
    },
    // Meetings over 400,000 meetings and 2 million decisions: a desk's upcoming meetings, its office's
    // pending tasks and overdue tasks, the month's calendar, nominations owed and the dashboard.
    {
      name: 'meetings, upcoming',
      persona: 'officeAdmin',
      url: query(MEETING_PATHS.meetings, { view: 'upcoming', page: 1, pageSize: 20 }),
    },
    {
      name: 'meetings, completed, search',
      persona: 'superAdmin',
      url: query(MEETING_PATHS.meetings, { view: 'completed', search: 'সমন্বয়' }),
    },
    {
      name: 'meeting tasks, pending',
      persona: 'officeAdmin',
      url: query(MEETING_PATHS.tasks, { view: 'pending', page: 1, pageSize: 20 }),
    },
    {
      name: 'meeting tasks, overdue',
      persona: 'superAdmin',
      url: query(MEETING_PATHS.tasks, { view: 'pending', overdue: 'true' }),
    },
    {
      name: 'meeting calendar, month',
      persona: 'officeAdmin',
      url: query(MEETING_PATHS.calendar, {
        from: new Date(Date.now() - 15 * 86_400_000).toISOString().slice(0, 10),
        to: new Date(Date.now() + 26 * 86_400_000).toISOString().slice(0, 10),
      }),
    },
    { name: 'meeting nominations owed', persona: 'officeAdmin', url: MEETING_PATHS.nominations },
    { name: 'meeting dashboard', persona: 'officeAdmin', url: MEETING_PATHS.dashboard },
    {
      name: 'admin dashboard, office admin (leave counts)',
      persona: 'officeAdmin',
      url: `/api/reports/admindashboard/${targets.queueOfficeId}`,
    },
    // Inspections over 300,000 visits, 3 million answers and 500,000 recommendations: the office's
    // visit reports, the recommendations the office must act on (and the overdue ones of every
    // office), the tour plans waiting at the desk, the roll-up of the head office and the dashboard.
    {
      name: 'inspections, office list',
      persona: 'officeAdmin',
      url: query(INSPECTION_PATHS.inspections, { scope: 'office', page: 1, pageSize: 20 }),
    },
    {
      name: 'inspections, own list',
      persona: 'officeAdmin',
      url: query(INSPECTION_PATHS.inspections, { page: 1, pageSize: 20 }),
    },
    {
      name: 'recommendations, responsible office',
      persona: 'officeAdmin',
      url: query(INSPECTION_PATHS.recommendations, { scope: 'responsible', page: 1, pageSize: 20 }),
    },
    {
      name: 'recommendations, overdue, super admin',
      persona: 'superAdmin',
      url: query(INSPECTION_PATHS.recommendations, { scope: 'all', overdue: 'yes', page: 1, pageSize: 20 }),
    },
    {
      name: 'tour plans waiting at the desk',
      persona: 'officeAdmin',
      url: query(INSPECTION_PATHS.plans, { scope: 'approvals', page: 1, pageSize: 20 }),
    },
    { name: 'inspection dashboard, office admin', persona: 'officeAdmin', url: INSPECTION_PATHS.dashboard },
    { name: 'inspection dashboard, super admin', persona: 'superAdmin', url: INSPECTION_PATHS.dashboard },
    // Digital labs: 12,000 labs with 200,000 devices. The national list and its filters, the
    // equipment list, and the SRDL dashboard (≤ 100 ms) nationally and for a district office.
    {
      name: 'labs, national list page 1',
      persona: 'superAdmin',
      url: query(LAB_PATHS.labs, { page: 1, pageSize: 20 }),
    },
    {
      name: 'labs, SRDL in Rajshahi with faulty equipment',
      persona: 'superAdmin',
      url: query(LAB_PATHS.labs, { type: 'srdl', districtId: RAJSHAHI, faulty: 'yes' }),
    },
    {
      name: 'labs, search "উচ্চ বিদ্যালয়"',
      persona: 'superAdmin',
      url: query(LAB_PATHS.labs, { search: 'উচ্চ বিদ্যালয়' }),
    },
    {
      name: 'lab equipment, national page 1',
      persona: 'superAdmin',
      url: query(LAB_PATHS.equipment, { page: 1, pageSize: 20 }),
    },
    {
      name: 'lab equipment, faulty laptops',
      persona: 'superAdmin',
      url: query(LAB_PATHS.equipment, { kind: 'laptop', condition: 'faulty' }),
    },
    {
      name: 'SRDL dashboard, super admin',
      persona: 'superAdmin',
      url: query(LAB_PATHS.dashboard, { type: 'srdl' }),
    },
    {
      name: 'SRDL dashboard, office admin',
      persona: 'officeAdmin',
      url: query(LAB_PATHS.dashboard, { type: 'srdl' }),
    },
    // Freelancers: 700,000 with 1.2 million marketplace entries. The DoICT (national) list, its
    // search and its heaviest filters, the national dashboard, and a district office's list and
    // dashboard.
    {
      name: 'freelancers, DoICT list page 1',
      persona: 'superAdmin',
      url: query(FREELANCER_PATHS.nationalList, { page: 1, pageSize: 20 }),
    },
    {
      name: 'freelancers, DoICT search "রাকিব"',
      persona: 'superAdmin',
      url: query(FREELANCER_PATHS.nationalList, { search: 'রাকিব' }),
    },
    {
      name: 'freelancers, DoICT Rajshahi on a marketplace, earnings 500-1500',
      persona: 'superAdmin',
      url: query(FREELANCER_PATHS.nationalList, {
        districtId: RAJSHAHI,
        marketplaceId: 2,
        minEarnings: 500,
        maxEarnings: 1500,
      }),
    },
    {
      name: 'freelancers, DoICT skill "react", by earnings',
      persona: 'superAdmin',
      url: query(FREELANCER_PATHS.nationalList, { skill: 'react', sort: 'lifetimeEarnings', order: 'desc' }),
    },
    { name: 'freelancers, DoICT dashboard', persona: 'superAdmin', url: FREELANCER_PATHS.nationalDashboard },
    {
      name: 'freelancers, district list',
      persona: 'officeAdmin',
      url: query(FREELANCER_PATHS.list, { page: 1, pageSize: 20 }),
    },
    { name: 'freelancers, district dashboard', persona: 'officeAdmin', url: FREELANCER_PATHS.dashboard },
    {
      name: 'training batches, internal',
      persona: 'superAdmin',
      url: query(TRAINING_PATHS.batches, { kind: 'internal' }),
    },
    {
      name: 'training batches, search "কেন্দ্র ১২"',
      persona: 'superAdmin',
      url: query(TRAINING_PATHS.batches, { search: 'কেন্দ্র ১২' }),
    },
    { name: 'training applicants, all', persona: 'superAdmin', url: TRAINING_PATHS.applications },
    {
      name: 'training applicants, shortlisted',
      persona: 'superAdmin',
      url: query(TRAINING_PATHS.applications, { status: 'shortlisted' }),
    },
    {
      name: 'training trainees, internal',
      persona: 'superAdmin',
      url: query(TRAINING_PATHS.trainees, { kind: 'internal' }),
    },
    {
      name: 'training trainees, search "রহমান"',
      persona: 'superAdmin',
      url: query(TRAINING_PATHS.trainees, { search: 'রহমান' }),
    },
    {
      name: 'training batch feedback, page 1',
      persona: 'superAdmin',
      url: query(TRAINING_PATHS.batchFeedback(1), { page: 1, pageSize: 20 }),
    },
    { name: 'training trainer profile', persona: 'superAdmin', url: TRAINING_PATHS.trainer(1) },
    { name: 'training dashboard', persona: 'superAdmin', url: TRAINING_PATHS.dashboard },
    {
      name: 'training dashboard, internal',
      persona: 'superAdmin',
      url: query(TRAINING_PATHS.dashboard, { kind: 'internal' }),
    },
    // Exams over 600,000 bills of 30,000 experts: the exam desk's lists, a deep page, searches by
    // an expert's name, the approval and payment queues, the bank advice's batch and the dashboard.
    {
      name: 'exam bills, page 1',
      persona: 'examDesk',
      url: query(EXAM_PATHS.bills, { page: 1, pageSize: 20 }),
    },
    {
      name: 'exam bills, page 200',
      persona: 'examDesk',
      url: query(EXAM_PATHS.bills, { page: 200, pageSize: 20 }),
    },
    {
      name: 'exam bills, approval queue',
      persona: 'examDesk',
      url: query(EXAM_PATHS.bills, { status: 'created', page: 1, pageSize: 20 }),
    },
    {
      name: 'exam bills, search "করিম"',
      persona: 'examDesk',
      url: query(EXAM_PATHS.bills, { search: 'করিম', page: 1, pageSize: 20 }),
    },
    {
      name: 'exam experts, page 1',
      persona: 'examDesk',
      url: query(EXAM_PATHS.experts, { page: 1, pageSize: 20 }),
    },
    {
      name: 'exam experts, search "Rahman"',
      persona: 'examDesk',
      url: query(EXAM_PATHS.experts, { search: 'Rahman', page: 1, pageSize: 20 }),
    },
    { name: 'exam list', persona: 'examDesk', url: query(EXAM_PATHS.exams, { page: 1, pageSize: 20 }) },
    {
      name: 'exam list, by subject',
      persona: 'examDesk',
      url: query(EXAM_PATHS.exams, { subjectId: 1, page: 1, pageSize: 20 }),
    },
    {
      name: 'exam answer sheets, outstanding',
      persona: 'examDesk',
      url: query(EXAM_PATHS.answers, { status: 'issued', page: 1, pageSize: 20 }),
    },
    {
      name: 'exam-wise experts',
      persona: 'examDesk',
      url: query(EXAM_PATHS.assignments, { page: 1, pageSize: 20 }),
    },
    { name: 'exam dashboard', persona: 'examDesk', url: EXAM_PATHS.dashboard },
    // Asset statements: 4.5 million (every officer, three fiscal years). Who has and has not filed,
    // by office (a page of offices, each probing its officers against the (user, year) index), one
    // office's non-filers, the largest office's, the dashboard and the receiving desk's queue.
    {
      name: 'asset compliance by office, super admin',
      persona: 'superAdmin',
      url: query(ASSET_PATHS.compliance, { page: 1, pageSize: 20 }),
    },
    {
      name: 'asset compliance by office, search',
      persona: 'superAdmin',
      url: query(ASSET_PATHS.compliance, { search: 'রাজশাহী', page: 1, pageSize: 20 }),
    },
    {
      name: 'asset statements not filed, office admin',
      persona: 'officeAdmin',
      url: query(ASSET_PATHS.officers(targets.queueOfficeId), { filing: 'notFiled', page: 1, pageSize: 20 }),
    },
    {
      name: 'asset statements not filed, largest office',
      persona: 'superAdmin',
      url: query(ASSET_PATHS.officers(large), { filing: 'notFiled', page: 1, pageSize: 20 }),
    },
    { name: 'asset dashboard, office admin', persona: 'officeAdmin', url: ASSET_PATHS.summary },
    {
      name: 'asset statements awaiting the desk',
      persona: 'officeAdmin',
      url: query(ASSET_PATHS.pending, { page: 1, pageSize: 20 }),
    },
    // Stores: 20,000 stores, a stock ledger of 5 million rows. Stock by product of the office's
    // store (lowest first, below the reorder level, a search), another office's store as the super
    // admin, a product's ledger, the store officer's requisition queue and the store dashboard.
    {
      name: 'store inventory, stock by product',
      persona: 'officeAdmin',
      url: query(STORE_PATHS.products, { sort: 'stock', page: 1, pageSize: 20 }),
    },
    {
      name: 'store inventory, to reorder',
      persona: 'officeAdmin',
      url: query(STORE_PATHS.products, { stock: 'low', page: 1, pageSize: 20 }),
    },
    {
      name: 'store inventory, search "কাগজ"',
      persona: 'officeAdmin',
      url: query(STORE_PATHS.products, { search: 'কাগজ', page: 1, pageSize: 20 }),
    },
    {
      name: 'store inventory, another office, super admin',
      persona: 'superAdmin',
      url: query(STORE_PATHS.products, { officeId: targets.largeOfficeId, page: 1, pageSize: 20 }),
    },
    {
      name: 'store requisitions, office queue',
      persona: 'officeAdmin',
      url: query(STORE_PATHS.requisitions, { scope: 'office', status: 'pending', page: 1, pageSize: 20 }),
    },
    { name: 'store dashboard, office admin', persona: 'officeAdmin', url: STORE_PATHS.dashboard },
    {
      name: 'projects, super admin',
      persona: 'superAdmin',
      url: query(PROJECT_PATHS.projects, { page: 1, pageSize: 20 }),
    },
    ...auditCases(targets),
  ];
}

/** A Bangladesh calendar day `days` before today, as the audit trail's date filter takes it. */
function daysAgo(days: number): string {
  return new Date(Date.now() + 6 * 3600_000 - days * 24 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The audit trail (the generator writes a year of rows, 5 or 50 million): the super admin's newest
 * page and a deep one, each filter alone (a common name, an office, a module, an action, one week)
 * and together, and an office admin's own office.
 */
function auditCases(targets: Targets): Case[] {
  const trail = (params: Record<string, string | number>) =>
    query(AUDIT_PATHS.list, { page: 1, pageSize: 20, ...params });
  const week = { from: daysAgo(107), to: daysAgo(100) };
  return [
    { name: 'audit trail, super admin', persona: 'superAdmin', url: trail({}) },
    { name: 'audit trail, page 500', persona: 'superAdmin', url: trail({ page: 500 }) },
    { name: 'audit trail, person "রহমান"', persona: 'superAdmin', url: trail({ person: 'রহমান' }) },
    {
      name: 'audit trail, one office',
      persona: 'superAdmin',
      url: trail({ officeId: targets.queueOfficeId }),
    },
    { name: 'audit trail, module support', persona: 'superAdmin', url: trail({ module: 'support' }) },
    { name: 'audit trail, action delete', persona: 'superAdmin', url: trail({ action: 'delete' }) },
    { name: 'audit trail, one week', persona: 'superAdmin', url: trail(week) },
    {
      name: 'audit trail, module profile, action update, one week',
      persona: 'superAdmin',
      url: trail({ module: 'profile', action: 'update', ...week }),
    },
    { name: 'audit trail, office admin', persona: 'officeAdmin', url: trail({}) },
  ];
}

/** One request as it goes out: over HTTP, or through app.inject() when its statements are recorded. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The client address a sign-in comes from (X-Forwarded-For over HTTP). */
  address?: string;
}

export type Tokens = Record<Persona, string | null>;

/**
 * Each connection signs in its own account from its own address, as people at their own desks
 * would: one account or one address at many connections would only measure the sign-in throttle.
 */
export const addressOf = (slot: number) => `10.23.${Math.floor(slot / 250)}.${(slot % 250) + 1}`;

/** The request connection `slot` sends for a case. */
export function requestOf(item: Case, tokens: Tokens, accounts: string[], slot: number): BenchRequest {
  if (item.signIn) {
    return {
      method: 'POST',
      url: item.url,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: accounts[slot % accounts.length], password: DEMO_PASSWORD }),
      address: addressOf(slot),
    };
  }
  const token = tokens[item.persona];
  return { method: 'GET', url: item.url, headers: token ? { authorization: `Bearer ${token}` } : {} };
}

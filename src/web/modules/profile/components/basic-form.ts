/** Between the basic tab's form and its contract: the body, the form values, and the issues by field path. */
import dayjs, { type Dayjs } from 'dayjs';
import { basicInputSchema, type ProfileBasic } from '../../../../common/contracts/profile-sections.contract';

export interface BasicFormValues {
  nameBn?: string;
  nameEn?: string;
  fatherNameBn?: string;
  fatherNameEn?: string;
  motherNameBn?: string;
  motherNameEn?: string;
  gender?: 'male' | 'female' | 'other';
  dateOfBirth?: Dayjs | null;
  religion?: string;
  permanentAddress?: string;
  sameAddress?: boolean;
  presentAddress?: string;
  postOffice?: string;
  postCode?: string;
  preferredDistrictId?: number | null;
  preferredUpazilaId?: number | null;
  spouses?: { name?: string; occupation?: string }[];
  kids?: { name?: string; gender?: 'male' | 'female' | 'other'; dateOfBirth?: Dayjs | null }[];
}

const day = (value: Dayjs | null | undefined) =>
  value ? value.locale('en').format('YYYY-MM-DD') : undefined;

export function basicBodyOf(values: BasicFormValues): Record<string, unknown> {
  return {
    ...values,
    dateOfBirth: day(values.dateOfBirth) ?? '',
    preferredDistrictId: values.preferredDistrictId ?? undefined,
    preferredUpazilaId: values.preferredUpazilaId ?? undefined,
    spouses: (values.spouses ?? []).map((spouse) => ({
      name: spouse.name ?? '',
      occupation: spouse.occupation,
    })),
    kids: (values.kids ?? []).map((kid) => ({
      name: kid.name ?? '',
      gender: kid.gender,
      dateOfBirth: day(kid.dateOfBirth),
    })),
  };
}

export function basicValuesOf(basic: ProfileBasic): BasicFormValues {
  const text = (value: string | null) => value ?? undefined;
  return {
    nameBn: basic.nameBn,
    nameEn: basic.nameEn,
    fatherNameBn: text(basic.fatherNameBn),
    fatherNameEn: text(basic.fatherNameEn),
    motherNameBn: text(basic.motherNameBn),
    motherNameEn: text(basic.motherNameEn),
    gender: basic.gender ?? undefined,
    dateOfBirth: basic.dateOfBirth ? dayjs(basic.dateOfBirth) : null,
    religion: text(basic.religion),
    permanentAddress: text(basic.permanentAddress),
    sameAddress: Boolean(basic.permanentAddress) && basic.permanentAddress === basic.presentAddress,
    presentAddress: text(basic.presentAddress),
    postOffice: text(basic.postOffice),
    postCode: text(basic.postCode),
    preferredDistrictId: basic.preferredDistrict?.id ?? null,
    preferredUpazilaId: basic.preferredUpazila?.id ?? null,
    spouses: basic.spouses.map((spouse) => ({
      name: spouse.name,
      occupation: spouse.occupation ?? undefined,
    })),
    kids: basic.kids.map((kid) => ({
      name: kid.name,
      gender: kid.gender,
      dateOfBirth: kid.dateOfBirth ? dayjs(kid.dateOfBirth) : null,
    })),
  };
}

/** The contract's messages by field path (['kids', 0, 'gender']), the first of each field. */
export function basicIssuesOf(
  body: Record<string, unknown>,
): { name: (string | number)[]; message: string }[] {
  const result = basicInputSchema.safeParse(body);
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: { name: (string | number)[]; message: string }[] = [];
  for (const issue of result.error.issues) {
    const name = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
    const key = name.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({
      name,
      message: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
    });
  }
  return issues;
}

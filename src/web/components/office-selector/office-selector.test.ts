import { describe, expect, it } from 'vitest';
import { levelFilters, nextSelection } from './office-selector';

describe('office selector cascade (SPEC.md §3)', () => {
  const full = {
    ministryId: 2,
    departmentId: 4,
    districtId: 15,
    upazilaId: 134,
    officeLevelId: 5,
    officeId: 113,
    sectionId: 7,
    deskId: 9,
  };

  it('clears the department, office, branch and post when the ministry changes', () => {
    expect(nextSelection(full, 'ministry', 3)).toEqual({
      ...full,
      ministryId: 3,
      departmentId: null,
      officeId: null,
      sectionId: null,
      deskId: null,
    });
  });

  it('clears the upazila with the district, but keeps the ministry and the level', () => {
    const next = nextSelection(full, 'district', 14);
    expect(next).toMatchObject({
      ministryId: 2,
      officeLevelId: 5,
      districtId: 14,
      upazilaId: null,
      officeId: null,
    });
  });

  it('keeps everything above the branch when the branch changes, and clears only the post', () => {
    expect(nextSelection(full, 'section', 8)).toEqual({ ...full, sectionId: 8, deskId: null });
  });

  it('filters the offices by every earlier choice and the posts by office, branch and vacancy', () => {
    expect(levelFilters('office', full)).toEqual({
      ministryId: 2,
      departmentId: 4,
      districtId: 15,
      upazilaId: 134,
      officeLevelId: 5,
    });
    expect(levelFilters('post', full, true)).toEqual({ officeId: 113, sectionId: 7, vacant: 'true' });
    expect(levelFilters('department', { ministryId: 1 })).toEqual({ ministryId: 1 });
  });
});

-- A person's own transfer applications are kept under the number of the office of their desk
-- (0054), as their own leave (0059) and support tickets (0061) are. An application belongs to the
-- office they applied from, which they may have left, so a change to one marks, besides its office
-- and the office that controls it (0056), the offices of every post its applicant holds now.
SELECT office_work_watch_named('transfer_applications', 'office_work_mark_applicant',
  'office_work_mark_person(''applicant_user_id'')');

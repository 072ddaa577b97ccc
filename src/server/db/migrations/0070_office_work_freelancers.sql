-- Freelancers are kept under the number of their district (platform/read-cache.ts:
-- freelancerDistrictScope, -5,000,000 less the district's id) and every district's under -5
-- (EVERY_FREELANCER), numbers no office has (0054). A freelancer, their marketplace entries and
-- their mentoring mark their district; a team marks its district and its lead's and members'
-- districts, as does a freelancer who leads or belongs to a team (a team's list shows its lead's
-- name, and a freelancer's record their teams). A category or marketplace renamed marks every
-- district (every list shows their names). Each marks -5 too.
CREATE FUNCTION office_work_freelancer_districts(districts_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'SELECT -5000000 - district_id AS office_id FROM (' || districts_query || ') d'
    ' UNION SELECT -5 WHERE EXISTS (' || districts_query || ')';
$$;--> statement-breakpoint
-- The districts of the freelancers a query of ids gives, and of the teams they lead or belong to.
CREATE FUNCTION office_work_districts_of_freelancers(ids_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'SELECT district_id FROM freelancers WHERE id IN (' || ids_query || ')'
    ' UNION SELECT district_id FROM freelancer_teams WHERE lead_id IN (' || ids_query || ')'
    ' UNION SELECT t.district_id FROM freelancer_team_members m JOIN freelancer_teams t ON t.id = m.team_id'
    ' WHERE m.freelancer_id IN (' || ids_query || ')';
$$;--> statement-breakpoint
-- After each statement: the districts the query (TG_ARGV[0], with %1$I for the changed rows) gives.
CREATE FUNCTION office_work_mark_freelancers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(office_work_freelancer_districts(format(TG_ARGV[0], source)));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch('freelancers', 'office_work_mark_freelancers(''SELECT district_id FROM %1$I UNION '
  || office_work_districts_of_freelancers('SELECT id FROM %1$I') || ''')');--> statement-breakpoint
SELECT office_work_watch('freelancer_marketplace_entries', 'office_work_mark_freelancers('''
  || office_work_districts_of_freelancers('SELECT freelancer_id FROM %1$I') || ''')');--> statement-breakpoint
SELECT office_work_watch('freelancer_mentors', 'office_work_mark_freelancers('''
  || office_work_districts_of_freelancers('SELECT freelancer_id FROM %1$I') || ''')');--> statement-breakpoint
SELECT office_work_watch('freelancer_teams', 'office_work_mark_freelancers(''SELECT district_id FROM %1$I UNION '
  || office_work_districts_of_freelancers('SELECT lead_id FROM %1$I UNION SELECT m.freelancer_id'
    ' FROM freelancer_team_members m WHERE m.team_id IN (SELECT id FROM %1$I)') || ''')');--> statement-breakpoint
SELECT office_work_watch('freelancer_team_members', 'office_work_mark_freelancers(''SELECT t.district_id'
  ' FROM freelancer_teams t WHERE t.id IN (SELECT team_id FROM %1$I) UNION '
  || office_work_districts_of_freelancers('SELECT freelancer_id FROM %1$I') || ''')');--> statement-breakpoint
SELECT office_work_watch('freelancer_categories', 'office_work_mark_freelancers(''SELECT id AS district_id FROM districts'')');--> statement-breakpoint
SELECT office_work_watch('freelancer_marketplaces', 'office_work_mark_freelancers(''SELECT id AS district_id FROM districts'')');

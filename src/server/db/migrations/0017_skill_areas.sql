-- Skill areas are master data every database needs (the skills tab, /userskills and the admin
-- dashboard group by them), so they come with the schema rather than with the demo seed.
INSERT INTO skill_areas (id, name_bn, name_en, sort_order) VALUES
  (1, 'সফটওয়্যার উন্নয়ন', 'Software development', 0),
  (2, 'ডেটাবেজ ও ডেটা বিশ্লেষণ', 'Database and data analysis', 1),
  (3, 'নেটওয়ার্ক ও সাইবার নিরাপত্তা', 'Networking and cyber security', 2),
  (4, 'ই-গভর্ন্যান্স ও ডিজিটাল সেবা', 'E-governance and digital services', 3),
  (5, 'প্রকল্প ব্যবস্থাপনা', 'Project management', 4),
  (6, 'দাপ্তরিক ব্যবস্থাপনা ও ই-নথি', 'Office management and e-Nothi', 5),
  (7, 'আর্থিক ব্যবস্থাপনা ও ক্রয়', 'Finance and procurement', 6),
  (8, 'মানবসম্পদ ও প্রশিক্ষণ', 'Human resources and training', 7),
  (9, 'ভূমি ও রাজস্ব প্রশাসন', 'Land and revenue administration', 8),
  (10, 'গ্রাফিক্স ও মাল্টিমিডিয়া', 'Graphics and multimedia', 9),
  (11, 'ভাষা ও যোগাযোগ', 'Language and communication', 10),
  (12, 'অন্যান্য', 'Other', 11)
ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('skill_areas', 'id'), (SELECT max(id) FROM skill_areas));--> statement-breakpoint
-- Skills written at registration before the skills tab existed (profiles.skills) move into the tab
-- under "অন্যান্য" (other), once per officer and skill; the officer can then set area and level.
INSERT INTO profile_skills (user_id, skill_area_id, skill)
SELECT DISTINCT ON (p.user_id, lower(normalize(btrim(s.skill), NFC))) p.user_id, a.id, btrim(s.skill)
FROM profiles p
CROSS JOIN LATERAL jsonb_array_elements_text(p.skills) AS s(skill)
JOIN skill_areas a ON a.name_en = 'Other'
WHERE btrim(s.skill) <> ''
ON CONFLICT DO NOTHING;

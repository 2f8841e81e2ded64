-- The CRM reports: the demo Manager of an existing database gets the report keys the seed now
-- gives it (src/domain/roles.ts): their team's activities and viewings, viewing reviews and portal leads.
update roles set permissions = array(select distinct unnest(permissions || array['VIEWING_REPORT_VIEW', 'VIEWING_REVIEWS_REPORT_VIEW', 'PORTAL_LEADS_REPORT_VIEW']))
 where code = 'MANAGER';

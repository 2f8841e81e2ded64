-- Teams: departments and groups become records of their own (declared resources), which a
-- member picks; a member's whatsapp may be given as a code plus a number; customers' reviews of agents.

create table departments (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  description text,
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index departments_asset_idx on departments (asset_id, name);

-- "groups" is a keyword of window frames: the table says whose groups they are.
create table team_groups (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  description text,
  enabled boolean not null default true,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index team_groups_asset_idx on team_groups (asset_id, name);

alter table team_members add column department_id uuid references departments(id);
alter table team_members add column group_ids uuid[] not null default '{}';
alter table team_members add column whatsapp_code text;
alter table team_members add column whatsapp_number text;
create index team_members_department_idx on team_members (asset_id, department_id);
create index team_members_reported_to_idx on team_members (reported_to_id) where reported_to_id is not null;

-- Existing members keep their department and groups: each distinct name becomes a record of its asset.
insert into departments (id, asset_id, name)
select gen_random_uuid(), asset_id, name
  from (select distinct asset_id, department->>'name' as name from team_members where department->>'name' is not null) d;
update team_members m set department_id = d.id
  from departments d where d.asset_id = m.asset_id and d.name = m.department->>'name';
insert into team_groups (id, asset_id, name)
select gen_random_uuid(), asset_id, name
  from (select distinct asset_id, unnest(groups) as name from team_members) g;
update team_members m set group_ids = array(
  select g.id from team_groups g where g.asset_id = m.asset_id and g.name = any(m.groups) order by g.name)
 where cardinality(m.groups) > 0;
alter table team_members drop column department;
alter table team_members drop column groups;

-- A customer's review of an agent (spec 2 §3), about a subject (a lead).
create table agent_reviews (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  agent_id uuid not null references team_members(id),
  customer_id uuid references customers(id),
  subject_id uuid,
  subject_type text not null default 'Lead',
  subject text,
  category text,
  rating integer not null check (rating between 0 and 5),
  feedback text,
  status text not null default 'published',
  qualification_time numeric,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index agent_reviews_agent_idx on agent_reviews (asset_id, agent_id, created_at desc);
create index agent_reviews_asset_idx on agent_reviews (asset_id, created_at desc);

-- Reviews already on leads become the agents' reviews (the demo seed writes the same for a new database).
insert into agent_reviews (id, asset_id, agent_id, customer_id, subject_id, subject_type, subject, category, rating, feedback, status, created_at, updated_at)
select md5('review:' || l.id)::uuid, l.asset_id, l.agent_id, l.customer_id, l.id, 'Lead', 'Lead #' || l.lead_id, l.review_category,
       least(greatest(l.review_rating, 0), 5), l.review_feedback, 'published', l.updated_at, l.updated_at
  from leads l
 where l.review_rating is not null and l.agent_id is not null and l.deleted_at is null;

-- The demo roles of an existing database get the team keys the seed now gives them (src/domain/roles.ts).
update roles set permissions = array(select distinct unnest(permissions || array['MEMBER_DELETE', 'DEPARTMENTS_VIEW', 'GROUPS_VIEW']))
 where code = 'MANAGER';
update roles set permissions = array(select distinct unnest(permissions || array['MEMBERS_VIEW']))
 where code = 'AGENT';

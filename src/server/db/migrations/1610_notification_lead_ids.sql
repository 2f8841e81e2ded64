-- A notice about several leads ("N leads entered the pool", one per person per scheduler batch) names
-- them all here; lead_id stays the one lead of a notice about one. No default: adding it rewrites nothing.
alter table notifications add column lead_ids uuid[];

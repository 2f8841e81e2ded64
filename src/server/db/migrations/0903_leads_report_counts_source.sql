-- Report search by a source word: the total matched the text against the source of every
-- counter row (34k rows at a million leads, 50 ms of ILIKE). The asset's distinct sources are few: they are
-- listed by a skip scan of this index and matched, then their counter rows read through it
-- (query.ts matchingSourcesSql).
create index lead_report_counts_source_idx on lead_report_counts (asset_id, source);
create index lead_report_sla_counts_source_idx on lead_report_sla_counts (asset_id, source);

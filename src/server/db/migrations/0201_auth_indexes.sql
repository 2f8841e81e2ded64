-- Password reset tokens are invalidated per user when one is used; the admin access log lists newest first.
create index if not exists password_resets_user_idx on password_resets (user_id);
create index if not exists access_logs_created_idx on access_logs (created_at desc);

-- Newsletter (issue 14 item 7): the mailed links find their subscription by the hash of their
-- token, so both hashes are looked up, and no two subscriptions may share one.
CREATE UNIQUE INDEX newsletter_confirm_hash_idx ON newsletter_subscription (confirm_hash) WHERE confirm_hash IS NOT NULL;
CREATE UNIQUE INDEX newsletter_unsubscribe_hash_idx ON newsletter_subscription (unsubscribe_hash);

//! Every setting's names in the three sources (file, environment, flag) and its expected form.

/// Variables of the `OSHEC_` family that are not settings but are expected in an environment
/// (the build's skip switch leaks into test runs), so they are not reported as unknown.
pub(super) const ENV_NOT_SETTINGS: &[&str] = &["OSHEC_SKIP_UI_BUILD", "OSHEC_CONFIG"];

/// A setting that can be given in every source, with the shape each source names it by.
pub(super) struct Key {
    pub(super) file: &'static str,
    pub(super) env: &'static str,
    /// The expected form, as told to a person who got it wrong.
    pub(super) expected: &'static str,
}

pub(super) const BIND: Key = Key {
    file: "bind",
    env: "OSHEC_BIND",
    expected: "an IP address and port such as 127.0.0.1:8080 or 0.0.0.0:80",
};
pub(super) const DATABASE: Key = Key {
    file: "database",
    env: "OSHEC_DATABASE",
    expected: "the path of the database file, such as /var/lib/oshec/oshec.redb",
};
pub(super) const SEED: Key = Key {
    file: "seed",
    env: "OSHEC_SEED",
    expected: "true or false",
};
pub(super) const SESSION_HOURS: Key = Key {
    file: "session_hours",
    env: "OSHEC_SESSION_HOURS",
    expected: "a positive number of hours such as 8 or 0.5",
};
pub(super) const LOGIN_MAX_FAILURES: Key = Key {
    file: "login_max_failures",
    env: "OSHEC_LOGIN_MAX_FAILURES",
    expected: "a whole number of at least 1 such as 10",
};
pub(super) const LOGIN_WINDOW_MINUTES: Key = Key {
    file: "login_window_minutes",
    env: "OSHEC_LOGIN_WINDOW_MINUTES",
    expected: "a positive number of minutes such as 15",
};
pub(super) const TRUSTED_PROXIES: Key = Key {
    file: "trusted_proxies",
    env: "OSHEC_TRUSTED_PROXIES",
    expected: "IP addresses, such as [\"127.0.0.1\", \"::1\"] in oshec.toml or 127.0.0.1,::1 in OSHEC_TRUSTED_PROXIES (no host names, no ranges)",
};
pub(super) const LOG: Key = Key {
    file: "log",
    env: "OSHEC_LOG",
    expected: "a log filter such as info, debug or oshec=debug,info",
};

pub(super) const MAX_DOCUMENT_MB: Key = Key {
    file: "max_document_mb",
    env: "OSHEC_MAX_DOCUMENT_MB",
    expected: "a whole number of megabytes from 1 to 1024, such as 25",
};
pub(super) const BACKUP_DIR: Key = Key {
    file: "backup_dir",
    env: "OSHEC_BACKUP_DIR",
    expected: "the path of a folder for backups, such as /var/backups/oshec (empty for none)",
};
pub(super) const BACKUP_EVERY_HOURS: Key = Key {
    file: "backup_every_hours",
    env: "OSHEC_BACKUP_EVERY_HOURS",
    expected: "a positive number of hours such as 24 or 6 (fractions allowed, e.g. 0.5)",
};
pub(super) const BACKUP_KEEP: Key = Key {
    file: "backup_keep",
    env: "OSHEC_BACKUP_KEEP",
    expected: "a whole number of at least 1 such as 14",
};
pub(super) const METRICS_BIND: Key = Key {
    file: "metrics_bind",
    env: "OSHEC_METRICS_BIND",
    expected: "an IP address and port other than the website's, such as 127.0.0.1:9180 (empty for none)",
};

pub(super) const SMTP_URL: Key = Key {
    file: "smtp_url",
    env: "OSHEC_SMTP_URL",
    expected: "a mail server address such as smtp://mail.example.gov.in:587?tls=required or smtps://user:password@mail.example.gov.in (empty for none)",
};
pub(super) const MAIL_FROM: Key = Key {
    file: "mail_from",
    env: "OSHEC_MAIL_FROM",
    expected: "the sender's e-mail address, such as \"OSHEC website <web@oshec.example.gov.in>\"",
};
pub(super) const PUBLIC_URL: Key = Key {
    file: "public_url",
    env: "OSHEC_PUBLIC_URL",
    expected: "the site's address starting with https:// or http://, such as https://oshec.odisha.gov.in (empty for none)",
};
pub(super) const HSTS_INCLUDE_SUBDOMAINS: Key = Key {
    file: "hsts_include_subdomains",
    env: "OSHEC_HSTS_INCLUDE_SUBDOMAINS",
    expected: "true or false",
};
pub(super) const ADMIN_ALLOW: Key = Key {
    file: "admin_allow",
    env: "OSHEC_ADMIN_ALLOW",
    expected: "IP addresses or CIDR ranges, such as [\"10.20.0.0/16\", \"203.0.113.7\"] in oshec.toml or 10.20.0.0/16,203.0.113.7 in OSHEC_ADMIN_ALLOW (empty for everyone)",
};
pub(super) const HEADER_TIMEOUT_SECONDS: Key = Key {
    file: "header_timeout_seconds",
    env: "OSHEC_HEADER_TIMEOUT_SECONDS",
    expected: "a positive number of seconds such as 10",
};
pub(super) const IDLE_TIMEOUT_SECONDS: Key = Key {
    file: "idle_timeout_seconds",
    env: "OSHEC_IDLE_TIMEOUT_SECONDS",
    expected: "a positive number of seconds such as 15",
};
pub(super) const MAX_CONNECTIONS: Key = Key {
    file: "max_connections",
    env: "OSHEC_MAX_CONNECTIONS",
    expected: "a whole number of at least 16 such as 1000",
};
pub(super) const MAX_CONNECTIONS_PER_ADDRESS: Key = Key {
    file: "max_connections_per_address",
    env: "OSHEC_MAX_CONNECTIONS_PER_ADDRESS",
    expected: "a whole number of at least 1 such as 64",
};
pub(super) const REQUEST_TIMEOUT_SECONDS: Key = Key {
    file: "request_timeout_seconds",
    env: "OSHEC_REQUEST_TIMEOUT_SECONDS",
    expected: "a positive number of seconds such as 300",
};
pub(super) const MIN_BODY_BYTES_PER_SECOND: Key = Key {
    file: "min_body_bytes_per_second",
    env: "OSHEC_MIN_BODY_BYTES_PER_SECOND",
    expected: "a whole number of bytes a second such as 1024, or 0 for no minimum",
};
pub(super) const REQUIRE_MFA: Key = Key {
    file: "require_mfa",
    env: "OSHEC_REQUIRE_MFA",
    expected: "true or false",
};
pub(super) const REVIEW_ALL: Key = Key {
    file: "review_all",
    env: "OSHEC_REVIEW_ALL",
    expected: "true or false",
};
pub(super) const REVISIONS_KEEP: Key = Key {
    file: "revisions_keep",
    env: "OSHEC_REVISIONS_KEEP",
    expected: "a whole number of revisions such as 20, or 0 to keep every revision",
};
pub(super) const SESSION_IDLE_MINUTES: Key = Key {
    file: "session_idle_minutes",
    env: "OSHEC_SESSION_IDLE_MINUTES",
    expected: "a positive number of minutes such as 30 (fractions allowed)",
};
pub(super) const SINGLE_SESSION: Key = Key {
    file: "single_session",
    env: "OSHEC_SINGLE_SESSION",
    expected: "true or false",
};

// ---- site health (docs/health.md) ----
pub(super) const REVIEW_DAYS_NEWS: Key = Key {
    file: "review_days_news",
    env: "OSHEC_REVIEW_DAYS_NEWS",
    expected: "a number of days of at least 0 such as 30 (fractions allowed; 0 for never)",
};
pub(super) const REVIEW_DAYS_NOTICES: Key = Key {
    file: "review_days_notices",
    env: "OSHEC_REVIEW_DAYS_NOTICES",
    expected: "a number of days of at least 0 such as 30 (fractions allowed; 0 for never)",
};
pub(super) const REVIEW_DAYS_PAGES: Key = Key {
    file: "review_days_pages",
    env: "OSHEC_REVIEW_DAYS_PAGES",
    expected: "a number of days of at least 0 such as 365 (fractions allowed; 0 for never)",
};
pub(super) const LINK_CHECK_HOURS: Key = Key {
    file: "link_check_hours",
    env: "OSHEC_LINK_CHECK_HOURS",
    expected: "a number of hours of at least 0 such as 24 (fractions allowed; 0 for only on demand)",
};
pub(super) const LINK_TIMEOUT_SECONDS: Key = Key {
    file: "link_timeout_seconds",
    env: "OSHEC_LINK_TIMEOUT_SECONDS",
    expected: "a positive number of seconds of at most 120, such as 10",
};
pub(super) const LINK_CHECK_ALLOW: Key = Key {
    file: "link_check_allow",
    env: "OSHEC_LINK_CHECK_ALLOW",
    expected: "host names or IP addresses, such as [\"intranet.council.local\", \"10.20.0.5\"] in oshec.toml or intranet.council.local,10.20.0.5 in OSHEC_LINK_CHECK_ALLOW (no ranges, no ports; empty for none)",
};
pub(super) const FEEDBACK_PER_HOUR: Key = Key {
    file: "feedback_per_hour",
    env: "OSHEC_FEEDBACK_PER_HOUR",
    expected: "a whole number of at least 1 such as 5",
};

pub(super) const KEYS: &[&Key] = &[
    &BIND,
    &DATABASE,
    &SEED,
    &SESSION_HOURS,
    &LOGIN_MAX_FAILURES,
    &LOGIN_WINDOW_MINUTES,
    &FEEDBACK_PER_HOUR,
    &TRUSTED_PROXIES,
    &LOG,
    &MAX_DOCUMENT_MB,
    &BACKUP_DIR,
    &BACKUP_EVERY_HOURS,
    &BACKUP_KEEP,
    &METRICS_BIND,
    &SMTP_URL,
    &MAIL_FROM,
    &PUBLIC_URL,
    &HSTS_INCLUDE_SUBDOMAINS,
    &ADMIN_ALLOW,
    &HEADER_TIMEOUT_SECONDS,
    &IDLE_TIMEOUT_SECONDS,
    &MAX_CONNECTIONS,
    &MAX_CONNECTIONS_PER_ADDRESS,
    &REQUEST_TIMEOUT_SECONDS,
    &MIN_BODY_BYTES_PER_SECOND,
    &REVIEW_DAYS_NEWS,
    &REVIEW_DAYS_NOTICES,
    &REVIEW_DAYS_PAGES,
    &LINK_CHECK_HOURS,
    &LINK_TIMEOUT_SECONDS,
    &LINK_CHECK_ALLOW,
    &REQUIRE_MFA,
    &REVIEW_ALL,
    &REVISIONS_KEEP,
    &SESSION_IDLE_MINUTES,
    &SINGLE_SESSION,
];

//! Settings: oshec.toml < OSHEC_* environment < command-line flags.
//!
//! Every source is checked on its own, so a mistake is reported with the place it came from
//! (the file, the variable or the flag) and the form that is expected there.
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::time::Duration;

mod keys;
use keys::*;

/// Everything the server and the CLI can be told. Field names are the oshec.toml keys.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Address `oshec serve` listens on (`bind`, `OSHEC_BIND`, `--bind`). Default 127.0.0.1:8080.
    pub bind: SocketAddr,
    /// The redb file (`database`, `OSHEC_DATABASE`, `--database`). Default ./oshec.redb.
    pub database: PathBuf,
    /// Fill an empty database with starter content (`seed`, `OSHEC_SEED`, `--no-seed`). Default true.
    pub seed: bool,
    /// How long a session token lives (`session_hours`). Default 8 h.
    pub session_ttl: Duration,
    /// Failed logins allowed per user name or client address within `login_window` (`login_max_failures`). Default 10.
    pub login_max_failures: u32,
    /// The window failed logins are counted in, and how long a throttled client waits (`login_window_minutes`). Default 15 min.
    pub login_window: Duration,
    /// Feedback messages one client address (an IPv6 client by its /64) may send per hour
    /// (`feedback_per_hour`). Default 5.
    pub feedback_per_hour: usize,
    /// Reverse proxies whose `X-Forwarded-For` is believed when they are the TCP peer
    /// (`trusted_proxies`, `OSHEC_TRUSTED_PROXIES`). Default none: the header is ignored.
    pub trusted_proxies: Vec<IpAddr>,
    /// Log filter in `tracing_subscriber::EnvFilter` syntax (`log`, `OSHEC_LOG`). Default "info".
    pub log: String,
    /// The largest PDF an administrator may upload as a document, in MB (MiB)
    /// (`max_document_mb`, `OSHEC_MAX_DOCUMENT_MB`). Default 25.
    pub max_document_mb: u64,
    /// Folder for scheduled backups (`backup_dir`, `OSHEC_BACKUP_DIR`). Default none: no
    /// scheduled backups.
    pub backup_dir: Option<PathBuf>,
    /// Time between scheduled backups (`backup_every_hours`). Default 24 h.
    pub backup_every: Duration,
    /// Scheduled backups kept; older ones are removed (`backup_keep`). Default 14.
    pub backup_keep: usize,
    /// Address of the Prometheus `/metrics` listener (`metrics_bind`, `OSHEC_METRICS_BIND`).
    /// Default none: no metrics listener. Never the public address.
    pub metrics_bind: Option<SocketAddr>,
    /// The council's mail server (`smtp_url`, `OSHEC_SMTP_URL`), such as
    /// `smtp://mail.example.gov.in:587?tls=required`. Default none: no mail is sent.
    pub smtp_url: Option<String>,
    /// The sender of the site's mail (`mail_from`, `OSHEC_MAIL_FROM`). Needed with `smtp_url`.
    pub mail_from: Option<String>,
    /// The site's public address, such as https://oshec.odisha.gov.in (`public_url`,
    /// `OSHEC_PUBLIC_URL`). Default none. When it starts with `https://`, every answer carries
    /// HSTS.
    pub public_url: Option<String>,
    /// Whether HSTS also covers subdomains (`hsts_include_subdomains`). Default false.
    pub hsts_include_subdomains: bool,
    /// Addresses and ranges from which the back office, the sign-in call and every token call
    /// may be used (`admin_allow`, `OSHEC_ADMIN_ALLOW`). Default empty: from anywhere.
    pub admin_allow: Vec<ipnet::IpNet>,
    /// Time a client has to send a whole request head (`header_timeout_seconds`). Default 10 s.
    pub header_timeout: Duration,
    /// Time a connection may wait for its next request after an answer
    /// (`idle_timeout_seconds`). Default 15 s.
    pub idle_timeout: Duration,
    /// Connections open at once, at most; when all are in use, the one doing least gives way
    /// (`max_connections`). Default 1000 (less when the process may open fewer files).
    pub max_connections: usize,
    /// Connections open at once from one client address (an IPv6 client by its /64); a
    /// trusted proxy has no such cap (`max_connections_per_address`). Default 64.
    pub max_connections_per_address: usize,
    /// Time a client has to send a whole request, head and body, from its first byte
    /// (`request_timeout_seconds`). Default 300 s.
    pub request_timeout: Duration,
    /// Least average speed of a request body, in bytes a second, counted from
    /// `header_timeout` after the head (`min_body_bytes_per_second`). Default 1024; 0 off.
    pub min_body_rate: u64,
    // ---- site health (docs/health.md) ----
    /// Days after which a news item or announcement is due for review (`review_days_news`).
    /// Default 30; 0 never.
    pub review_days_news: f64,
    /// Days after which a notice or document is due for review (`review_days_notices`).
    /// Default 30; 0 never.
    pub review_days_notices: f64,
    /// Days after which every other item (pages and the rest) is due for review
    /// (`review_days_pages`). Default 365; 0 never.
    pub review_days_pages: f64,
    /// Time between scheduled link checks (`link_check_hours`). Default 24 h; none (0) means
    /// links are checked only on demand.
    pub link_check_every: Option<Duration>,
    /// How long one link may take to answer (`link_timeout_seconds`). Default 10 s.
    pub link_timeout: Duration,
    /// Hosts the link check may ask although they are internal (loopback, private, link-local
    /// addresses), by name or address as links spell them, lower-case (`link_check_allow`,
    /// `OSHEC_LINK_CHECK_ALLOW`). Default none: every internal address is refused
    /// (docs/health.md).
    pub link_check_allow: Vec<String>,
    /// Every account must use a second factor; one without it enrols at its next sign-in
    /// before anything else (`require_mfa`, `OSHEC_REQUIRE_MFA`). Default false.
    pub require_mfa: bool,
    /// Every change, an approver's or administrator's too, waits for another approver's or
    /// administrator's approval (`review_all`, `OSHEC_REVIEW_ALL`; docs/workflow.md). Default
    /// false: approvers and administrators publish their own changes.
    pub review_all: bool,
    /// Each item keeps its newest this many revisions and every published one; 0 keeps every
    /// revision (`revisions_keep`, `OSHEC_REVISIONS_KEEP`; docs/workflow.md). Default 0.
    pub revisions_keep: usize,
    /// A session unused this long ends (`session_idle_minutes`). Default 30 min.
    pub session_idle: Duration,
    /// A sign-in ends the account's older sessions (`single_session`). Default false.
    pub single_session: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            bind: SocketAddr::from(([127, 0, 0, 1], 8080)),
            database: PathBuf::from("oshec.redb"),
            seed: true,
            session_ttl: Duration::from_secs(8 * 3600),
            login_max_failures: 10,
            login_window: Duration::from_secs(15 * 60),
            feedback_per_hour: 5,
            trusted_proxies: Vec::new(),
            log: "info".to_string(),
            max_document_mb: DEFAULT_MAX_DOCUMENT_MB,
            backup_dir: None,
            backup_every: Duration::from_secs(24 * 3600),
            backup_keep: 14,
            metrics_bind: None,
            smtp_url: None,
            mail_from: None,
            public_url: None,
            hsts_include_subdomains: false,
            admin_allow: Vec::new(),
            header_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(15),
            max_connections: 1000,
            max_connections_per_address: 64,
            request_timeout: Duration::from_secs(300),
            min_body_rate: 1024,
            review_days_news: 30.0,
            review_days_notices: 30.0,
            review_days_pages: 365.0,
            link_check_every: Some(Duration::from_secs(24 * 3600)),
            link_timeout: Duration::from_secs(10),
            link_check_allow: Vec::new(),
            require_mfa: false,
            review_all: false,
            revisions_keep: 0,
            session_idle: Duration::from_secs(30 * 60),
            single_session: false,
        }
    }
}

/// The default largest document: 25 MiB (the `max_document_mb` setting).
pub const DEFAULT_MAX_DOCUMENT_MB: u64 = 25;

/// The configuration file read when `--config` is not given, if it exists.
pub const DEFAULT_CONFIG_FILE: &str = "oshec.toml";

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "cannot read the configuration file {path}: {reason}. Check the path given to --config."
    )]
    Unreadable { path: PathBuf, reason: String },
    #[error("the configuration file {path} is not valid TOML: {reason}")]
    Syntax { path: PathBuf, reason: String },
    #[error("{path}: unknown setting `{key}`. Known settings: {known}.")]
    UnknownKey {
        path: PathBuf,
        key: String,
        known: String,
    },
    /// `origin` names where the value came from: a file and key, a variable or a flag.
    #[error("{origin}: {value} is not valid; expected {expected}.")]
    BadValue {
        origin: String,
        value: String,
        expected: &'static str,
    },
}

/// What the command line says, on top of the file and the environment.
#[derive(Debug, Default, Clone)]
pub struct Flags {
    /// `--config FILE`.
    pub config: Option<PathBuf>,
    /// `--bind ADDR`, as typed, so a mistake is reported in the same words as the others.
    pub bind: Option<String>,
    /// `--database FILE`.
    pub database: Option<PathBuf>,
    /// `--no-seed`.
    pub no_seed: bool,
}

/// Settings and the harmless oddities found while reading them, which the caller can log
/// once logging is set up (it depends on these very settings).
#[derive(Debug)]
pub struct Loaded {
    pub settings: Settings,
    /// The configuration file that was read, if any.
    pub config_file: Option<PathBuf>,
    pub warnings: Vec<String>,
}

impl Settings {
    /// Reads the settings from the file, the process environment and the flags.
    pub fn load(flags: &Flags) -> Result<Loaded, ConfigError> {
        Self::load_from(flags, |name| std::env::var(name).ok(), std::env::vars())
    }

    /// `load` with the environment passed in, so it can be tested without touching the
    /// process environment.
    pub fn load_from(
        flags: &Flags,
        env: impl Fn(&str) -> Option<String>,
        all_env: impl Iterator<Item = (String, String)>,
    ) -> Result<Loaded, ConfigError> {
        let mut settings = Settings::default();
        let mut warnings = Vec::new();

        // The file: --config, else OSHEC_CONFIG, else ./oshec.toml when it exists.
        let config_file = match (&flags.config, env("OSHEC_CONFIG")) {
            (Some(path), _) => Some(path.clone()),
            (None, Some(path)) if !path.is_empty() => Some(PathBuf::from(path)),
            _ => {
                let default = PathBuf::from(DEFAULT_CONFIG_FILE);
                default.is_file().then_some(default)
            }
        };
        if let Some(path) = &config_file {
            let text = std::fs::read_to_string(path).map_err(|e| ConfigError::Unreadable {
                path: path.clone(),
                reason: e.to_string(),
            })?;
            apply_file(&mut settings, path, &text)?;
        }

        // The environment.
        for key in KEYS {
            if let Some(value) = env(key.env) {
                apply(&mut settings, key, &value, || key.env.to_string())?;
            }
        }
        for (name, _) in all_env {
            if name.starts_with("OSHEC_")
                && !KEYS.iter().any(|k| k.env == name)
                && !ENV_NOT_SETTINGS.contains(&name.as_str())
            {
                let known: Vec<&str> = KEYS.iter().map(|k| k.env).collect();
                warnings.push(format!(
                    "ignoring unknown environment variable {name} (known: {})",
                    known.join(", ")
                ));
            }
        }

        // The flags.
        if let Some(bind) = &flags.bind {
            apply(&mut settings, &BIND, bind, || "--bind".to_string())?;
        }
        if let Some(database) = &flags.database {
            settings.database = database.clone();
        }
        if flags.no_seed {
            settings.seed = false;
        }
        if settings.metrics_bind.is_some_and(|m| m == settings.bind) {
            return Err(ConfigError::BadValue {
                origin: METRICS_BIND.file.to_string(),
                value: settings.bind.to_string(),
                expected: METRICS_BIND.expected,
            });
        }
        if settings.smtp_url.is_some() && settings.mail_from.is_none() {
            return Err(ConfigError::BadValue {
                origin: MAIL_FROM.file.to_string(),
                value: String::new(),
                expected: "a sender address: smtp_url is set, and mail needs mail_from",
            });
        }

        Ok(Loaded {
            settings,
            config_file,
            warnings,
        })
    }

    /// The owner-only control socket of a server using this database: `<database>.sock`.
    pub fn control_socket(&self) -> PathBuf {
        let mut name = self.database.clone().into_os_string();
        name.push(".sock");
        PathBuf::from(name)
    }
}

/// Applies every key of an oshec.toml text.
fn apply_file(settings: &mut Settings, path: &Path, text: &str) -> Result<(), ConfigError> {
    let table: toml::Table = text
        .parse()
        .map_err(|e: toml::de::Error| ConfigError::Syntax {
            path: path.to_path_buf(),
            reason: e.to_string().trim().to_string(),
        })?;
    for (name, value) in &table {
        let Some(key) = KEYS.iter().find(|k| k.file == name) else {
            let known: Vec<&str> = KEYS.iter().map(|k| k.file).collect();
            return Err(ConfigError::UnknownKey {
                path: path.to_path_buf(),
                key: name.clone(),
                known: known.join(", "),
            });
        };
        // TOML values are typed; read them back as the text a variable would hold, so one
        // parser serves both sources. A string where a number is expected is still accepted
        // if its text is a number, which is what a person writing `"8"` meant.
        let text =
            match value {
                toml::Value::String(s) => s.clone(),
                toml::Value::Integer(i) => i.to_string(),
                toml::Value::Float(f) => f.to_string(),
                toml::Value::Boolean(b) => b.to_string(),
                // The one list setting: each item is checked on its own, so a mistake names the
                // item rather than the whole list.
                toml::Value::Array(items) if key.file == TRUSTED_PROXIES.file => {
                    let origin = || format!("{}, setting `{name}`", path.display());
                    let mut addresses = Vec::with_capacity(items.len());
                    for item in items {
                        let address = item.as_str().and_then(parse_ip).ok_or_else(|| {
                            ConfigError::BadValue {
                                origin: origin(),
                                value: item.to_string(),
                                expected: key.expected,
                            }
                        })?;
                        addresses.push(address);
                    }
                    settings.trusted_proxies = addresses;
                    continue;
                }
                toml::Value::Array(items) if key.file == ADMIN_ALLOW.file => {
                    let origin = || format!("{}, setting `{name}`", path.display());
                    let mut ranges = Vec::with_capacity(items.len());
                    for item in items {
                        let range = item.as_str().and_then(parse_net).ok_or_else(|| {
                            ConfigError::BadValue {
                                origin: origin(),
                                value: item.to_string(),
                                expected: key.expected,
                            }
                        })?;
                        ranges.push(range);
                    }
                    settings.admin_allow = ranges;
                    continue;
                }
                toml::Value::Array(items) if key.file == LINK_CHECK_ALLOW.file => {
                    let origin = || format!("{}, setting `{name}`", path.display());
                    let mut hosts = Vec::with_capacity(items.len());
                    for item in items {
                        let host = item.as_str().and_then(parse_host).ok_or_else(|| {
                            ConfigError::BadValue {
                                origin: origin(),
                                value: item.to_string(),
                                expected: key.expected,
                            }
                        })?;
                        hosts.push(host);
                    }
                    settings.link_check_allow = hosts;
                    continue;
                }
                other => {
                    return Err(ConfigError::BadValue {
                        origin: format!("{}, setting `{name}`", path.display()),
                        value: other.to_string(),
                        expected: key.expected,
                    });
                }
            };
        apply(settings, key, &text, || {
            format!("{}, setting `{name}`", path.display())
        })?;
    }
    Ok(())
}

/// Parses one value and stores it. `source` is only called to describe an error.
fn apply(
    settings: &mut Settings,
    key: &Key,
    value: &str,
    source: impl Fn() -> String,
) -> Result<(), ConfigError> {
    let bad = || ConfigError::BadValue {
        origin: source(),
        value: format!("{value:?}"),
        expected: key.expected,
    };
    let trimmed = value.trim();
    match key.file {
        "bind" => settings.bind = trimmed.parse().map_err(|_| bad())?,
        "database" => {
            if trimmed.is_empty() {
                return Err(bad());
            }
            settings.database = PathBuf::from(trimmed);
        }
        "seed" => settings.seed = boolean(trimmed).ok_or_else(bad)?,
        "require_mfa" => settings.require_mfa = boolean(trimmed).ok_or_else(bad)?,
        "review_all" => settings.review_all = boolean(trimmed).ok_or_else(bad)?,
        "revisions_keep" => {
            settings.revisions_keep = trimmed.parse::<usize>().map_err(|_| bad())?
        }
        "session_idle_minutes" => {
            settings.session_idle = positive_duration(trimmed, 60.0).ok_or_else(bad)?
        }
        "single_session" => settings.single_session = boolean(trimmed).ok_or_else(bad)?,
        "session_hours" => {
            settings.session_ttl = positive_duration(trimmed, 3600.0).ok_or_else(bad)?
        }
        "login_max_failures" => {
            settings.login_max_failures = trimmed
                .parse::<u32>()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(bad)?
        }
        "login_window_minutes" => {
            settings.login_window = positive_duration(trimmed, 60.0).ok_or_else(bad)?
        }
        "feedback_per_hour" => {
            settings.feedback_per_hour = trimmed
                .parse::<usize>()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(bad)?
        }
        "trusted_proxies" => {
            // Comma-separated; an empty value is an empty list (trust no proxy).
            settings.trusted_proxies = if trimmed.is_empty() {
                Vec::new()
            } else {
                trimmed
                    .split(',')
                    .map(parse_ip)
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(bad)?
            };
        }
        "max_document_mb" => {
            settings.max_document_mb = trimmed
                .parse::<u64>()
                .ok()
                .filter(|n| (1..=1024).contains(n))
                .ok_or_else(bad)?
        }
        "log" => {
            if trimmed.is_empty() {
                return Err(bad());
            }
            settings.log = trimmed.to_string();
        }
        "backup_dir" => {
            settings.backup_dir = (!trimmed.is_empty()).then(|| PathBuf::from(trimmed));
        }
        "backup_every_hours" => {
            settings.backup_every = positive_duration(trimmed, 3600.0).ok_or_else(bad)?
        }
        "backup_keep" => {
            settings.backup_keep = trimmed
                .parse::<usize>()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(bad)?
        }
        "metrics_bind" => {
            settings.metrics_bind = if trimmed.is_empty() {
                None
            } else {
                Some(trimmed.parse().map_err(|_| bad())?)
            };
        }
        "smtp_url" => {
            settings.smtp_url = if trimmed.is_empty() {
                None
            } else if trimmed.starts_with("smtp://") || trimmed.starts_with("smtps://") {
                Some(trimmed.to_string())
            } else {
                return Err(bad());
            };
        }
        "mail_from" => {
            settings.mail_from = if trimmed.is_empty() {
                None
            } else if trimmed.contains('@') {
                Some(trimmed.to_string())
            } else {
                return Err(bad());
            };
        }
        "public_url" => {
            settings.public_url = if trimmed.is_empty() {
                None
            } else {
                let lower = trimmed.to_ascii_lowercase();
                let rest = lower
                    .strip_prefix("https://")
                    .or_else(|| lower.strip_prefix("http://"))
                    .ok_or_else(bad)?;
                if rest.is_empty() || rest.starts_with('/') || trimmed.contains(char::is_whitespace)
                {
                    return Err(bad());
                }
                Some(trimmed.trim_end_matches('/').to_string())
            };
        }
        "hsts_include_subdomains" => {
            settings.hsts_include_subdomains = boolean(trimmed).ok_or_else(bad)?
        }
        "admin_allow" => {
            settings.admin_allow = if trimmed.is_empty() {
                Vec::new()
            } else {
                trimmed
                    .split(',')
                    .map(parse_net)
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(bad)?
            };
        }
        "header_timeout_seconds" => {
            settings.header_timeout = positive_duration(trimmed, 1.0).ok_or_else(bad)?
        }
        "idle_timeout_seconds" => {
            settings.idle_timeout = positive_duration(trimmed, 1.0).ok_or_else(bad)?
        }
        "max_connections" => {
            settings.max_connections = trimmed
                .parse::<usize>()
                .ok()
                .filter(|n| *n >= 16)
                .ok_or_else(bad)?
        }
        "max_connections_per_address" => {
            settings.max_connections_per_address = trimmed
                .parse::<usize>()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(bad)?
        }
        "request_timeout_seconds" => {
            settings.request_timeout = positive_duration(trimmed, 1.0).ok_or_else(bad)?
        }
        "min_body_bytes_per_second" => {
            settings.min_body_rate = trimmed.parse::<u64>().ok().ok_or_else(bad)?
        }
        // ---- site health (docs/health.md) ----
        "review_days_news" => settings.review_days_news = days(trimmed).ok_or_else(bad)?,
        "review_days_notices" => settings.review_days_notices = days(trimmed).ok_or_else(bad)?,
        "review_days_pages" => settings.review_days_pages = days(trimmed).ok_or_else(bad)?,
        "link_check_hours" => {
            let hours = days(trimmed).ok_or_else(bad)?;
            settings.link_check_every = if hours <= 0.0 {
                None
            } else {
                Some(positive_duration(trimmed, 3600.0).ok_or_else(bad)?)
            };
        }
        "link_timeout_seconds" => {
            settings.link_timeout = positive_duration(trimmed, 1.0)
                .filter(|d| d.as_secs_f64() <= 120.0)
                .ok_or_else(bad)?
        }
        "link_check_allow" => {
            settings.link_check_allow = if trimmed.is_empty() {
                Vec::new()
            } else {
                trimmed
                    .split(',')
                    .map(parse_host)
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(bad)?
            };
        }
        _ => unreachable!("every key of KEYS is handled above"),
    }
    Ok(())
}

/// `true`/`false` and the usual other spellings of a switch.
fn boolean(text: &str) -> Option<bool> {
    match text.to_ascii_lowercase().as_str() {
        "true" | "1" | "yes" | "on" => Some(true),
        "false" | "0" | "no" | "off" => Some(false),
        _ => None,
    }
}

/// An address range such as `10.20.0.0/16` or `2001:db8::/48`, or one address (a range of
/// one). IPv4-mapped IPv6 addresses are taken as IPv4, the form client addresses are in.
fn parse_net(text: &str) -> Option<ipnet::IpNet> {
    let text = text.trim();
    if let Some(ip) = parse_ip(text) {
        return Some(ipnet::IpNet::from(ip));
    }
    text.parse::<ipnet::IpNet>().ok().map(|n| n.trunc())
}

/// One IP address, IPv4 or IPv6, surrounding spaces allowed. An IPv4-mapped IPv6 address
/// (`::ffff:127.0.0.1`) is stored as the IPv4 address, the form peers are compared in.
fn parse_ip(text: &str) -> Option<IpAddr> {
    text.trim()
        .parse::<IpAddr>()
        .ok()
        .map(|ip| ip.to_canonical())
}

/// A host name (`intranet.council.local`) or an IP address (`10.0.0.5`, `::1`, `[::1]`), in
/// the lower-case form the link check compares with a link's host.
fn parse_host(text: &str) -> Option<String> {
    let text = text.trim().trim_end_matches('.').to_ascii_lowercase();
    let bare = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .unwrap_or(&text);
    if let Ok(ip) = bare.parse::<IpAddr>() {
        return Some(ip.to_canonical().to_string());
    }
    let name_ok = !bare.is_empty()
        && bare.len() <= 253
        && bare.split('.').all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        });
    name_ok.then(|| bare.to_string())
}

/// A positive, finite amount of some unit, as a duration; at most about a hundred years so
/// the arithmetic on expiry times cannot overflow.
/// A number of at least 0 and below a hundred years' worth (days or hours).
fn days(text: &str) -> Option<f64> {
    let n: f64 = text.parse().ok()?;
    (n.is_finite() && (0.0..36_500.0).contains(&n)).then_some(n)
}

fn positive_duration(text: &str, unit_secs: f64) -> Option<Duration> {
    let n: f64 = text.parse().ok()?;
    let secs = n * unit_secs;
    (n.is_finite() && secs > 0.0 && secs < 3.2e9).then(|| Duration::from_secs_f64(secs))
}

#[cfg(test)]
mod tests;

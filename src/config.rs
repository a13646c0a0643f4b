//! Settings: oshec.toml < OSHEC_* environment < command-line flags.
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

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
        }
    }
}

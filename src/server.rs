//! `oshec serve`: open, seed, listen, shut down gracefully.
use std::io::IsTerminal as _;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use poem::EndpointExt as _;

use crate::auth::{Auth, AuthError};
use crate::backup::{self, Backups};
use crate::config::{Loaded, Settings};
use crate::content::{Content, ContentError};
use crate::control;
use crate::http::connections::{GuardedAcceptor, Limits};
use crate::metrics::{self, MetricsError};
use crate::seed;
use crate::store::{Store, StoreError};

/// How long requests in flight may take to finish after a stop signal.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(
        "the database {0} is in use by another oshec process. Stop that server first, or give \
         this one another file with --database (admin commands work while it runs)"
    )]
    Locked(PathBuf),
    #[error(
        "cannot open the database {path}: {reason}. Check that its folder exists and that this \
         user may read and write it, or choose another file with --database"
    )]
    Database { path: PathBuf, reason: String },
    #[error(
        "cannot listen on {addr}: the port is already in use. Stop whatever uses it, or choose \
         another address with --bind (for example --bind 127.0.0.1:8081)"
    )]
    PortTaken { addr: SocketAddr },
    #[error("cannot listen on {addr}: {reason}. Choose another address with --bind")]
    Bind { addr: SocketAddr, reason: String },
    #[error(
        "the log setting {0:?} is not a valid filter; expected for example info, debug or oshec=debug,info"
    )]
    LogFilter(String),
    #[error("sessions: {0}")]
    Auth(#[from] AuthError),
    #[error("content: {0}")]
    Content(#[from] ContentError),
    #[error("mail: {0}")]
    Mail(#[from] crate::mail::MailError),
    #[error("site health: {0}")]
    Health(#[from] crate::health::HealthError),
    #[error(
        "{0}. The database now holds part of the starter content; delete the file and start \
         again, or start with --no-seed on a new file"
    )]
    Seed(#[from] seed::SeedError),
    #[error(transparent)]
    Metrics(#[from] MetricsError),
    #[error(
        "cannot use the backup folder {path}: {reason}. Create it and give this user write \
         access, or change backup_dir"
    )]
    BackupDir { path: PathBuf, reason: String },
    #[error("server: {0}")]
    Io(#[from] std::io::Error),
}

/// Sets up logging to standard error with the `log` setting (`OSHEC_LOG`) as filter.
/// The PDF reader's own warnings ("could not decode extracted text", once per piece of text
/// in a scan or an unusual font) are left out unless the setting names `lopdf`: the site
/// reports such files itself, once each (docs/health.md).
pub fn init_logging(settings: &Settings) -> Result<(), ServeError> {
    let directives = if settings.log.contains("lopdf") {
        settings.log.clone()
    } else {
        format!("{},lopdf=error", settings.log)
    };
    let filter = tracing_subscriber::EnvFilter::try_new(&directives)
        .map_err(|_| ServeError::LogFilter(settings.log.clone()))?;
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    Ok(())
}

/// Runs the server until SIGTERM or SIGINT, then lets requests in flight finish. Answers the
/// database's last hold: drop it after the runtime, so the file closes before the exit.
pub async fn run(loaded: Loaded) -> Result<CloseOnExit, ServeError> {
    let Loaded {
        settings,
        config_file,
        warnings,
    } = loaded;
    for warning in warnings {
        tracing::warn!("{warning}");
    }
    match &config_file {
        Some(path) => tracing::info!("settings from {} and the environment", path.display()),
        None => tracing::info!("no configuration file; settings from the environment and flags"),
    }

    // What each step of the start takes, for the cold-start benchmark (docs/benchmarks.md).
    let started = std::time::Instant::now();
    let step = |name: &str| {
        tracing::debug!(
            step = name,
            micros = started.elapsed().as_micros() as u64,
            "start"
        )
    };
    let opened = match Store::open(&settings.database) {
        Ok(store) => Arc::new(store),
        Err(StoreError::Locked(path)) => return Err(ServeError::Locked(path)),
        Err(e) => {
            return Err(ServeError::Database {
                path: settings.database.clone(),
                reason: e.to_string(),
            });
        }
    };
    let close = CloseOnExit(opened);
    let store = Arc::clone(&close.0);
    let shown =
        std::path::absolute(&settings.database).unwrap_or_else(|_| settings.database.clone());
    tracing::info!("database {}", shown.display());

    // Bound before seeding, so a taken port is reported at once.
    let listener = match tokio::net::TcpListener::bind(settings.bind).await {
        Ok(listener) => listener,
        Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {
            return Err(ServeError::PortTaken {
                addr: settings.bind,
            });
        }
        Err(e) => {
            return Err(ServeError::Bind {
                addr: settings.bind,
                reason: e.to_string(),
            });
        }
    };
    let local = listener.local_addr()?;
    step("database open, port bound");

    // Content first, and its indexes read at once on a thread of their own: a search is
    // answered only once they are in memory (writes below wait for them too).
    let content = Arc::new(
        Content::for_serving(Arc::clone(&store))?
            .with_max_document_mb(settings.max_document_mb)
            .with_revisions_keep(settings.revisions_keep),
    );
    content.preload();
    let auth = Arc::new(Auth::new(Arc::clone(&store), &settings)?);
    let ready = Arc::clone(&content);
    auth.prepare(move || ready.is_ready(), crate::content::AFTER_START);
    step("services");

    match seed::at_start(&content, settings.seed)? {
        seed::Start::New(0) => tracing::info!("starter content is off (--no-seed)"),
        seed::Start::New(created) => {
            tracing::info!("new database: added {created} starter records")
        }
        seed::Start::Added(0) => {}
        seed::Start::Added(added) => {
            tracing::info!("added {added} starter records of content types new in this release")
        }
    }
    if !auth.has_admins()? {
        tracing::info!(
            "there is no administrator yet; create the first with: oshec create-admin --email YOU@EXAMPLE.ORG{} (it works while the server runs)",
            database_flag(&settings)
        );
    }

    step("starter content");
    let backups = Arc::new(Backups::new(Arc::clone(&store)));
    let services = Arc::new(control::Services {
        auth: Arc::clone(&auth),
        backups: Arc::clone(&backups),
        store: Arc::clone(&store),
    });
    let socket_path = settings.control_socket();
    let _control = match control::listen(&socket_path, services) {
        Ok(socket) => Some(socket),
        Err(e) => {
            tracing::warn!("{e}; admin commands will only work while the server is stopped");
            None
        }
    };

    let _scheduled = match &settings.backup_dir {
        Some(dir) => {
            std::fs::create_dir_all(dir).map_err(|e| ServeError::BackupDir {
                path: dir.clone(),
                reason: e.to_string(),
            })?;
            Some(backup::schedule(
                Arc::clone(&backups),
                dir.clone(),
                settings.backup_every,
                settings.backup_keep,
            ))
        }
        None => None,
    };

    let metrics_on = match settings.metrics_bind {
        Some(addr) => {
            let handle = metrics::install()?;
            let gauges = metrics::Gauges {
                store: Arc::clone(&store),
                database: settings.database.clone(),
                backups: Arc::clone(&backups),
            };
            let serving = metrics::listen(addr, handle, gauges).await?;
            tokio::spawn(async move {
                if let Err(e) = serving.await {
                    tracing::error!(error = %e, "the metrics listener stopped");
                }
            });
            true
        }
        None => false,
    };

    // Workflow notices by mail, where the council has a mail server (docs/workflow.md).
    let _mailer = match (&settings.smtp_url, &settings.mail_from) {
        (Some(url), Some(from)) => {
            let mailer = crate::mail::Mailer::start(
                Arc::clone(&store),
                Arc::clone(&auth) as Arc<dyn crate::mail::Moderators>,
                crate::mail::MailSettings {
                    url: url.clone(),
                    from: from.clone(),
                    site: settings.public_url.clone().unwrap_or_default(),
                    retry_after: Duration::from_secs(30),
                },
            )?;
            content.send_notices(mailer.waker());
            auth.send_notices(mailer.waker());
            let reminders = Arc::clone(&content);
            tokio::spawn(async move {
                loop {
                    let content = Arc::clone(&reminders);
                    match tokio::task::spawn_blocking(move || content.workflow().queue_reminders())
                        .await
                    {
                        Ok(Ok(n)) if n > 0 => {
                            tracing::info!(reminders = n, "expiry reminders queued")
                        }
                        Ok(Ok(_)) => {}
                        Ok(Err(e)) => {
                            tracing::error!(error = %e, "queueing expiry reminders failed")
                        }
                        Err(e) => tracing::error!(error = %e, "queueing expiry reminders failed"),
                    }
                    tokio::time::sleep(Duration::from_secs(3600)).await;
                }
            });
            tracing::info!("workflow notices are mailed through smtp_url");
            Some(mailer)
        }
        _ => None,
    };

    step("control socket, backups, metrics, mail");
    // Site health: links are checked every link_check_hours (docs/health.md).
    let health = Arc::new(crate::health::Health::new(
        Arc::clone(&content),
        crate::health::HealthSettings::from(&settings),
    )?);
    let _link_checks = settings
        .link_check_every
        .map(|every| health.schedule(every));
    step("site health");
    let kept = Arc::clone(&content);
    let endpoint = crate::http::app::endpoint_with(content, auth, health, backups, &settings);
    // Requests are counted only when someone collects the counts.
    let endpoint = if metrics_on {
        metrics::track(endpoint).boxed()
    } else {
        endpoint
    };
    step("endpoint");
    tracing::info!("listening on http://{local}");
    let limits = Limits::new(&settings);
    tracing::info!(
        max_connections = limits.max_connections,
        max_connections_per_address = limits.max_per_address,
        header_timeout_s = limits.header_timeout.as_secs_f64(),
        request_timeout_s = limits.request_timeout.as_secs_f64(),
        min_body_bytes_per_second = limits.min_body_rate,
        idle_timeout_s = limits.idle_timeout.as_secs_f64(),
        "connection limits"
    );
    poem::Server::new_with_acceptor(GuardedAcceptor::new(listener, limits)?)
        .run_with_graceful_shutdown(endpoint, stop_signal(), Some(SHUTDOWN_GRACE))
        .await?;
    // The next start reads the indexes instead of rebuilding them (docs/benchmarks.md).
    match tokio::task::spawn_blocking(move || kept.keep_indexes()).await {
        Ok(Err(e)) => tracing::error!(error = %e, "keeping the indexes failed"),
        Err(e) => tracing::error!(error = %e, "keeping the indexes failed"),
        Ok(Ok(_)) => {}
    }
    tracing::info!("stopped");
    Ok(close)
}

/// The store's last hold: when dropped (after the async runtime, whose tasks hold it too), it
/// waits at most [`CLOSE_WAIT`] for threads working in the background to let go, then closes
/// the database on this thread before the process exits. A file left open is repaired at the
/// next start, which takes seconds for a large one (docs/benchmarks.md, cold start).
pub struct CloseOnExit(Arc<Store>);

const CLOSE_WAIT: Duration = Duration::from_secs(5);

impl Drop for CloseOnExit {
    fn drop(&mut self) {
        let deadline = std::time::Instant::now() + CLOSE_WAIT;
        while Arc::strong_count(&self.0) > 1 && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
        if Arc::strong_count(&self.0) > 1 {
            tracing::warn!("the database is still in use; it will be checked at the next start");
        }
        // The last holder now: the file closes when the field drops, right after this.
    }
}

/// `--database FILE` when the database is not the default one, so the hint can be pasted.
fn database_flag(settings: &Settings) -> String {
    if settings.database == Settings::default().database {
        String::new()
    } else {
        format!(" --database {}", settings.database.display())
    }
}

/// Resolves on SIGTERM (systemd, docker) or SIGINT (Ctrl-C).
async fn stop_signal() {
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(e) => {
                tracing::warn!("cannot watch for SIGTERM: {e}");
                std::future::pending::<()>().await;
            }
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => tracing::info!("SIGINT: shutting down"),
        () = terminate => tracing::info!("SIGTERM: shutting down"),
    }
}

//! The owner-only local socket through which admin commands reach a running server.
//!
//! redb lets one process hold the database file. While `oshec serve` holds it, the admin
//! commands of the CLI cannot open it, so the server listens on a Unix socket beside the
//! database (`<database>.sock`) and runs them itself. The socket is mode 0600 and the server
//! also checks the peer's user id, so only the account that runs the server (or root) can
//! use it. One JSON line asks, one JSON line answers.
use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt};

use crate::audit::{self, Actor};
use crate::auth::{AdminInfo, Auth, Role};
use crate::backup::Backups;

/// What the admin commands work on.
pub struct Services {
    pub auth: Arc<Auth>,
    pub backups: Arc<Backups>,
    pub store: Arc<crate::store::Store>,
}

/// A request line longer than this is refused (a password is at most 1 KiB).
const MAX_REQUEST_BYTES: u64 = 16 * 1024;
/// How long a client may take to send its request.
const READ_TIMEOUT: Duration = Duration::from_secs(10);

/// An admin command, as the CLI sends it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "kebab-case")]
pub enum Request {
    CreateAdmin {
        email: String,
        password: String,
        /// Absent from older command-line tools: an administrator.
        #[serde(default)]
        role: Role,
    },
    SetPassword {
        email: String,
        password: String,
    },
    ListAdmins,
    /// Removes an account's second factor (a lost phone) and ends its sessions.
    ResetMfa {
        email: String,
    },
    /// A checked backup written to `output` (an absolute path: the server's working
    /// directory is not the caller's).
    Backup {
        output: PathBuf,
    },
    /// The newest `limit` audit entries from `since_ms` on, one line each, oldest first.
    Audit {
        since_ms: Option<u64>,
        limit: u64,
    },
    /// Every item keeps its newest `keep` revisions and every published one; with `dry_run`,
    /// only what that would free is said.
    PurgeRevisions {
        keep: usize,
        dry_run: bool,
    },
}

/// The answer: `ok` and a sentence for a person, plus the administrators for `list-admins`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Response {
    pub ok: bool,
    pub message: String,
    #[serde(default)]
    pub admins: Vec<AdminInfo>,
}

#[derive(Debug, thiserror::Error)]
pub enum ControlError {
    #[error(
        "the database is in use by another process, and there is no control socket at {0}. \
         If an older oshec or another program holds the file, stop it and run this command again"
    )]
    NoSocket(PathBuf),
    #[error(
        "cannot use the control socket {0}: permission denied. Run this command as the user \
         that runs `oshec serve` (the owner of the database file)"
    )]
    Denied(PathBuf),
    #[error(
        "the database is in use by another process, but nothing answers on {0}. \
         Is `oshec serve` starting or stopping? Try again in a moment"
    )]
    NotAnswering(PathBuf),
    #[error(
        "{path} exists and is not a socket; move it away so the control socket can be made there"
    )]
    NotASocket { path: PathBuf },
    #[error("control socket {path}: {reason}")]
    Io { path: PathBuf, reason: String },
}

/// Runs an admin command against an open database. Used both by the server for requests on
/// the socket and by the CLI when it could open the file itself, so both say the same.
pub fn execute(services: &Services, request: Request) -> Response {
    let auth = &services.auth;
    let result = match request {
        Request::CreateAdmin {
            email,
            password,
            role,
        } => auth
            .create_account(&email, &password, role, false, &Actor::terminal())
            .map(|_| {
                (
                    format!("{role} {} created", email.trim().to_lowercase()),
                    vec![],
                )
            }),
        Request::SetPassword { email, password } => {
            auth.set_password(&email, &password).map(|()| {
                (
                    format!(
                        "password of {} changed; their open sessions were ended",
                        email.trim().to_lowercase()
                    ),
                    vec![],
                )
            })
        }
        Request::ResetMfa { email } => auth.reset_mfa(&email).map(|had| {
            let email = email.trim().to_lowercase();
            let message = if had {
                format!(
                    "second factor of {email} removed; their open sessions were ended. They sign in with their password alone (and set up a new factor if require_mfa is on)"
                )
            } else {
                format!("{email} had no second factor; their open sessions were ended")
            };
            (message, vec![])
        }),
        Request::ListAdmins => auth
            .list_admins()
            .map(|admins| (format!("{} administrator(s)", admins.len()), admins)),
        Request::Backup { output } => {
            match services.backups.backup_to(&output, &Actor::terminal()) {
                Ok(report) => Ok((
                    format!("backup written and checked: {}", report.describe()),
                    vec![],
                )),
                Err(e) => {
                    tracing::error!(error = %e, "backup failed");
                    Err(crate::auth::AuthError::Other(e.to_string()))
                }
            }
        }
        Request::PurgeRevisions { keep, dry_run } => {
            match crate::content::workflow::purge_revisions(&services.store, keep, dry_run) {
                Ok(freed) => {
                    if !dry_run {
                        tracing::info!(keep, revisions = freed.revisions, files = freed.files, images = freed.images, bytes = freed.bytes, "revisions purged");
                    }
                    Ok((freed.describe(!dry_run), vec![]))
                }
                Err(e) => Err(crate::auth::AuthError::Other(e.to_string())),
            }
        }
        Request::Audit { since_ms, limit } => {
            let query = audit::Query {
                page: 1,
                size: limit,
                from_ms: since_ms,
                ..audit::Query::default()
            };
            match audit::list(&services.store, &query) {
                Ok((entries, total)) => {
                    let mut lines: Vec<String> = entries.iter().rev().map(audit::line).collect();
                    if lines.is_empty() {
                        lines.push("no audit entries".to_string());
                    } else if total > entries.len() as u64 {
                        lines.insert(
                            0,
                            format!("the newest {} of {total} entries:", entries.len()),
                        );
                    }
                    Ok((lines.join("\n"), vec![]))
                }
                Err(e) => Err(crate::auth::AuthError::Other(e.to_string())),
            }
        }
    };
    match result {
        Ok((message, admins)) => Response {
            ok: true,
            message,
            admins,
        },
        Err(e) => Response {
            ok: false,
            message: e.to_string(),
            admins: vec![],
        },
    }
}

/// The listening socket; removes its file when dropped, so a stopped server leaves nothing.
pub struct ControlSocket {
    path: PathBuf,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for ControlSocket {
    fn drop(&mut self) {
        self.task.abort();
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Starts answering admin commands on `path`. The caller must hold the database, which is
/// what makes a socket already at `path` stale (left by a server that was killed).
pub fn listen(path: &Path, services: Arc<Services>) -> Result<ControlSocket, ControlError> {
    let io = |e: std::io::Error| ControlError::Io {
        path: path.to_path_buf(),
        reason: e.to_string(),
    };
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_socket() => std::fs::remove_file(path).map_err(io)?,
        Ok(_) => {
            return Err(ControlError::NotASocket {
                path: path.to_path_buf(),
            });
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(io(e)),
    }
    let listener = tokio::net::UnixListener::bind(path).map_err(io)?;
    // Narrowed right after it is made; the peer check below covers the moment in between.
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600)).map_err(io)?;
    // The socket's owner is the server's own user: the only one (with root) let in.
    let owner = std::fs::metadata(path).map_err(io)?.uid();

    let task = tokio::spawn(async move {
        loop {
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                Err(e) => {
                    tracing::warn!("control socket: accept failed: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            };
            let services = Arc::clone(&services);
            tokio::spawn(async move {
                if let Err(e) = serve_one(stream, services, owner).await {
                    tracing::warn!("control socket: {e}");
                }
            });
        }
    });
    Ok(ControlSocket {
        path: path.to_path_buf(),
        task,
    })
}

async fn serve_one(
    stream: tokio::net::UnixStream,
    services: Arc<Services>,
    owner: u32,
) -> Result<(), String> {
    let uid = stream
        .peer_cred()
        .map_err(|e| format!("cannot identify the peer: {e}"))?
        .uid();
    if uid != owner && uid != 0 {
        return Err(format!("refused a connection from user id {uid}"));
    }
    let (read, mut write) = stream.into_split();
    let mut reader = tokio::io::BufReader::new(read.take(MAX_REQUEST_BYTES));
    let mut line = String::new();
    tokio::time::timeout(READ_TIMEOUT, reader.read_line(&mut line))
        .await
        .map_err(|_| "a client sent nothing in time".to_string())?
        .map_err(|e| format!("reading a request: {e}"))?;
    let response = match serde_json::from_str::<Request>(&line) {
        Ok(request) => {
            let what = command_name(&request);
            // Hashing a password takes a while: keep it off the threads serving HTTP.
            let response = tokio::task::spawn_blocking(move || execute(&services, request))
                .await
                .unwrap_or_else(|e| Response {
                    ok: false,
                    message: format!("the command failed: {e}"),
                    admins: vec![],
                });
            tracing::info!(
                command = what,
                ok = response.ok,
                "admin command over the control socket"
            );
            response
        }
        Err(e) => Response {
            ok: false,
            message: format!("not a request this server understands: {e}"),
            admins: vec![],
        },
    };
    let mut out = serde_json::to_vec(&response).map_err(|e| e.to_string())?;
    out.push(b'\n');
    write
        .write_all(&out)
        .await
        .map_err(|e| format!("answering: {e}"))?;
    Ok(())
}

fn command_name(request: &Request) -> &'static str {
    match request {
        Request::CreateAdmin { .. } => "create-admin",
        Request::SetPassword { .. } => "set-password",
        Request::ListAdmins => "list-admins",
        Request::ResetMfa { .. } => "reset-mfa",
        Request::Backup { .. } => "backup",
        Request::Audit { .. } => "audit",
        Request::PurgeRevisions { .. } => "purge-revisions",
    }
}

/// Sends one command to the server holding the database and waits for its answer.
pub fn send(path: &Path, request: &Request) -> Result<Response, ControlError> {
    let io = |e: std::io::Error| ControlError::Io {
        path: path.to_path_buf(),
        reason: e.to_string(),
    };
    let mut stream = std::os::unix::net::UnixStream::connect(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => ControlError::NoSocket(path.to_path_buf()),
        std::io::ErrorKind::PermissionDenied => ControlError::Denied(path.to_path_buf()),
        std::io::ErrorKind::ConnectionRefused => ControlError::NotAnswering(path.to_path_buf()),
        _ => io(e),
    })?;
    // Hashing on a busy server can take a few seconds; a backup of a large file longer.
    let wait = match request {
        Request::Backup { .. } | Request::PurgeRevisions { .. } => Duration::from_secs(3600),
        _ => Duration::from_secs(60),
    };
    stream.set_read_timeout(Some(wait)).map_err(io)?;
    let mut line = serde_json::to_vec(request).map_err(|e| ControlError::Io {
        path: path.to_path_buf(),
        reason: e.to_string(),
    })?;
    line.push(b'\n');
    stream.write_all(&line).map_err(io)?;
    let mut answer = String::new();
    BufReader::new(&stream).read_line(&mut answer).map_err(io)?;
    if answer.is_empty() {
        // The server closes without answering only when it refused the peer.
        return Err(ControlError::Denied(path.to_path_buf()));
    }
    serde_json::from_str(&answer).map_err(|e| ControlError::Io {
        path: path.to_path_buf(),
        reason: format!("unexpected answer: {e}"),
    })
}

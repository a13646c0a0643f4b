//! The `oshec` command line: parse, load settings, dispatch.
use std::io::BufRead as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, Subcommand};

use oshec::auth::{self, Auth, Role};
use oshec::backup::{self, Backups};
use oshec::clock;
use oshec::config::{Flags, Settings};
use oshec::control::{self, Request, Response};
use oshec::server;
use oshec::store::{Store, StoreError};

/// The website of the Odisha State Higher Education Council, and its back office.
#[derive(Parser)]
#[command(name = "oshec", version, about)]
struct Cli {
    /// Settings file (default: ./oshec.toml when it exists).
    #[arg(long, global = true, value_name = "FILE")]
    config: Option<PathBuf>,
    /// The database file (default: ./oshec.redb).
    #[arg(long, global = true, value_name = "FILE")]
    database: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the website (starter content is added to a new, empty database).
    Serve {
        /// Address to listen on, such as 127.0.0.1:8080 or 0.0.0.0:80.
        #[arg(long, value_name = "ADDR")]
        bind: Option<String>,
        /// Do not add starter content to a new, empty database.
        #[arg(long)]
        no_seed: bool,
    },
    /// Add an account; the e-mail is the user name on the sign-in page.
    CreateAdmin {
        #[arg(long, value_name = "EMAIL")]
        email: String,
        /// What the account may do: administrator, approver or contributor (docs/roles.md).
        #[arg(long, value_name = "ROLE", default_value = "administrator", value_parser = parse_role)]
        role: Role,
        /// Read the password from the first line of standard input instead of prompting.
        #[arg(long)]
        password_stdin: bool,
    },
    /// Give an administrator a new password (ends their open sessions).
    SetPassword {
        #[arg(long, value_name = "EMAIL")]
        email: String,
        /// Read the password from the first line of standard input instead of prompting.
        #[arg(long)]
        password_stdin: bool,
    },
    /// Show the administrators.
    ListAdmins,
    /// Remove an account's second factor, for a lost phone (ends their open sessions).
    ResetMfa {
        #[arg(long, value_name = "EMAIL")]
        email: String,
    },
    /// Write a checked copy of the whole database, also while `oshec serve` runs.
    Backup {
        /// Where to write it (must not exist). Default: oshec-<UTC time>.redb in the current
        /// folder.
        #[arg(long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Replace the database with a backup. The server must be stopped; the replaced file is
    /// kept beside it as <database>.before-restore-<time>. Second factors keep working only
    /// with the key file <database>.key the backup's server had (docs/backups.md).
    Restore {
        /// The backup file to restore.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Let go of old revisions: each item keeps its newest N and every published one, and the
    /// earlier files and images only the others named (docs/workflow.md). Works while
    /// `oshec serve` runs.
    PurgeRevisions {
        /// Revisions each item keeps beyond its published ones (default: the `revisions_keep`
        /// setting).
        #[arg(long, value_name = "N")]
        keep: Option<usize>,
        /// Only say what would be removed and how many bytes that frees.
        #[arg(long)]
        dry_run: bool,
    },
    /// Show the audit trail: who changed what, and when (oldest of those shown first).
    Audit {
        /// Only entries from this date (2026-11-23) or time (2026-11-23T10:00:00Z) on.
        #[arg(long, value_name = "DATE")]
        since: Option<String>,
        /// Show at most this many of the newest entries.
        #[arg(long, value_name = "N", default_value_t = 50)]
        limit: u64,
    },
    /// For developers: write the UI's generated files (ui/src/generated/) from the tables this
    /// program was built with (docs/architecture.md).
    #[command(hide = true)]
    WriteUiFiles {
        /// The repository's root.
        #[arg(long, value_name = "DIR", default_value = ".")]
        root: PathBuf,
    },
}

fn main() -> ExitCode {
    oshec::memory::tune();
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("oshec: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Every failure ends up as one line for the person at the terminal.
fn run(cli: Cli) -> Result<(), String> {
    if let Command::WriteUiFiles { root } = &cli.command {
        for file in oshec::ui_export::write_ui_files(root)
            .map_err(|e| format!("cannot write the UI's files under {}: {e}", root.display()))?
        {
            println!("wrote {file}");
        }
        return Ok(());
    }
    let (bind, no_seed) = match &cli.command {
        Command::Serve { bind, no_seed } => (bind.clone(), *no_seed),
        _ => (None, false),
    };
    let flags = Flags {
        config: cli.config,
        bind,
        database: cli.database,
        no_seed,
    };
    let loaded = Settings::load(&flags).map_err(|e| e.to_string())?;

    let request = match cli.command {
        Command::Serve { .. } => {
            server::init_logging(&loaded.settings).map_err(|e| e.to_string())?;
            let runtime = tokio::runtime::Runtime::new()
                .map_err(|e| format!("cannot start the async runtime: {e}"))?;
            let close = runtime
                .block_on(server::run(loaded))
                .map_err(|e| e.to_string())?;
            // Every task and its hold on the database ends with the runtime; then the file
            // is closed, before the process exits.
            drop(runtime);
            drop(close);
            return Ok(());
        }
        Command::CreateAdmin {
            email,
            role,
            password_stdin,
        } => {
            let email = auth::check_email(&email).map_err(|e| e.to_string())?;
            let password = read_password(&email, password_stdin)?;
            Request::CreateAdmin {
                email,
                password,
                role,
            }
        }
        Command::SetPassword {
            email,
            password_stdin,
        } => {
            let email = auth::check_email(&email).map_err(|e| e.to_string())?;
            let password = read_password(&email, password_stdin)?;
            Request::SetPassword { email, password }
        }
        Command::ListAdmins => Request::ListAdmins,
        Command::ResetMfa { email } => Request::ResetMfa {
            email: auth::check_email(&email).map_err(|e| e.to_string())?,
        },
        Command::Backup { output } => {
            let output = output.unwrap_or_else(|| PathBuf::from(backup::timestamped_name()));
            let output = std::path::absolute(&output)
                .map_err(|e| format!("cannot use the path {}: {e}", output.display()))?;
            Request::Backup { output }
        }
        Command::Restore { file } => {
            for warning in &loaded.warnings {
                eprintln!("oshec: warning: {warning}");
            }
            let (report, kept) =
                backup::restore(&loaded.settings.database, &file).map_err(|e| e.to_string())?;
            println!("restored {}", report.describe());
            println!("from the backup {}", file.display());
            if let Some(kept) = kept {
                println!("the database it replaced is kept as {}", kept.display());
            }
            let key = oshec::auth::key_file(&loaded.settings.database);
            if key.exists() {
                println!(
                    "second factors are checked with the key file {}: it must be the one of the server the backup came from",
                    key.display()
                );
            } else {
                println!(
                    "there is no key file {}: copy the one of the server the backup came from there (mode 0600) before starting, or the accounts' second factors cannot be checked and must be reset with `oshec reset-mfa`",
                    key.display()
                );
            }
            println!("start the service again to serve it");
            return Ok(());
        }
        // Done before the settings are read, above.
        Command::WriteUiFiles { .. } => return Ok(()),
        Command::Audit { since, limit } => {
            let since_ms = match since {
                Some(text) => Some(clock::parse(&text).ok_or_else(|| {
                    format!("--since {text:?} is not a date; expected for example 2026-11-23 or 2026-11-23T10:00:00Z")
                })?),
                None => None,
            };
            if limit == 0 {
                return Err("--limit must be at least 1".to_string());
            }
            Request::Audit { since_ms, limit }
        }
        Command::PurgeRevisions { keep, dry_run } => {
            let keep = keep.unwrap_or(loaded.settings.revisions_keep);
            if keep == 0 {
                return Err(
                    "nothing to purge: revisions_keep is 0 (every revision is kept); give --keep N"
                        .to_string(),
                );
            }
            Request::PurgeRevisions { keep, dry_run }
        }
    };
    for warning in &loaded.warnings {
        eprintln!("oshec: warning: {warning}");
    }
    let listing = matches!(request, Request::ListAdmins);
    let response = admin_command(&loaded.settings, request)?;
    if !response.ok {
        return Err(response.message);
    }
    if listing && response.admins.is_empty() {
        println!("no administrators yet; add one with: oshec create-admin --email EMAIL");
    } else if listing {
        for admin in &response.admins {
            println!(
                "{}\tcreated {}\tpassword changed {}\tlast sign-in {}\t{}{}",
                admin.email,
                clock::utc_minutes(admin.created_at),
                clock::utc_minutes(admin.password_changed_at),
                admin
                    .last_sign_in_at
                    .map_or("never".to_string(), clock::utc_minutes),
                admin.role,
                if admin.active { "" } else { " (deactivated)" }
            );
        }
    } else {
        println!("{}", response.message);
    }
    Ok(())
}

/// Runs an admin command on the database itself, or through the running server's control
/// socket when the server holds the file.
fn admin_command(settings: &Settings, request: Request) -> Result<Response, String> {
    let creating = matches!(request, Request::CreateAdmin { .. });
    if !creating && !settings.database.exists() {
        return Err(format!(
            "there is no database at {}. Pass --database FILE (or set OSHEC_DATABASE) to name the one `oshec serve` uses",
            settings.database.display()
        ));
    }
    match Store::open(&settings.database) {
        Ok(store) => {
            let store = Arc::new(store);
            let auth =
                Arc::new(Auth::new(Arc::clone(&store), settings).map_err(|e| e.to_string())?);
            let services = control::Services {
                auth,
                backups: Arc::new(Backups::new(Arc::clone(&store))),
                store,
            };
            Ok(control::execute(&services, request))
        }
        Err(StoreError::Locked(_)) => {
            control::send(&settings.control_socket(), &request).map_err(|e| e.to_string())
        }
        Err(e) => Err(format!(
            "cannot open the database {}: {e}. Check the path and that this user may read and write it",
            settings.database.display()
        )),
    }
}

/// The new password: the first line of standard input, or typed twice without echo.
fn read_password(email: &str, from_stdin: bool) -> Result<String, String> {
    let password = if from_stdin {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .map_err(|e| format!("cannot read the password from standard input: {e}"))?;
        let password = line.strip_suffix('\n').unwrap_or(&line);
        let password = password.strip_suffix('\r').unwrap_or(password);
        if password.is_empty() {
            return Err("no password on standard input (give it as the first line)".to_string());
        }
        password.to_string()
    } else {
        let no_terminal = |e: std::io::Error| {
            format!("cannot ask for a password ({e}); pipe it in and add --password-stdin")
        };
        let first = rpassword::prompt_password(format!("New password for {email}: "))
            .map_err(no_terminal)?;
        auth::check_password(&first, email).map_err(|e| e.to_string())?;
        let second = rpassword::prompt_password("Repeat the password: ").map_err(no_terminal)?;
        if first != second {
            return Err("the two passwords differ; nothing was changed".to_string());
        }
        first
    };
    auth::check_password(&password, email).map_err(|e| e.to_string())?;
    Ok(password)
}

/// `--role`: one of the three roles, by name.
fn parse_role(text: &str) -> Result<Role, String> {
    Role::parse(text)
        .ok_or_else(|| format!("{text} is not a role: use administrator, approver or contributor"))
}

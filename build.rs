//! Builds the React UI in `ui/` into `ui/dist`, which the binary embeds, so that
//! `cargo build --release` on a clean clone gives a complete binary.
//!
//! Cargo reruns this script only when a UI source listed below changes (or the skip variable
//! does). `OSHEC_SKIP_UI_BUILD=1` embeds whatever `ui/dist` holds, for quick Rust-only loops.
use std::path::Path;
use std::process::{Command, Output};

/// Inputs of the UI build. Never `ui/dist` or `ui/node_modules`: the build writes there, and
/// watching them would rebuild forever.
const WATCHED: &[&str] = &[
    "ui/src",
    "ui/public",
    "ui/scripts",
    "ui/index.html",
    "ui/package.json",
    "ui/package-lock.json",
    "ui/vite.config.ts",
    "ui/tsconfig.json",
];

fn main() {
    println!("cargo::rerun-if-env-changed=OSHEC_SKIP_UI_BUILD");
    if std::env::var("OSHEC_SKIP_UI_BUILD").is_ok_and(|v| !v.is_empty() && v != "0") {
        return;
    }
    for path in WATCHED {
        // A path that does not exist would make cargo rerun this script on every build.
        if Path::new(path).exists() {
            println!("cargo::rerun-if-changed={path}");
        }
    }
    if !Path::new("ui/package.json").exists() {
        println!("cargo::warning=ui/package.json is missing; the binary embeds ui/dist as it is");
        return;
    }

    if needs_install() {
        npm(&["ci", "--no-audit", "--no-fund"]);
    }
    npm(&["run", "build"]);
}

/// `npm ci` empties `node_modules` first, so it runs only when the dependencies are missing
/// or the lock file is newer than the last install (npm writes `.package-lock.json` then).
fn needs_install() -> bool {
    let modified = |p: &str| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    match (
        modified("ui/package-lock.json"),
        modified("ui/node_modules/.package-lock.json"),
    ) {
        (_, None) => true,
        (Some(lock), Some(installed)) => lock > installed,
        (None, Some(_)) => false,
    }
}

/// Runs npm in `ui/`. Its standard output is captured, because cargo reads a build script's
/// standard output as instructions, and shown on standard error instead (cargo prints it when
/// the build fails, or with `-vv`). A failure fails the cargo build with npm's own words.
fn npm(args: &[&str]) {
    let shown = format!("npm {}", args.join(" "));
    let output = Command::new("npm")
        .args(args)
        .current_dir("ui")
        // The end-to-end tests use the system Chromium; a build never downloads a browser.
        .env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
        .output();
    match output {
        Ok(Output {
            status,
            stdout,
            stderr,
        }) => {
            eprint!("{}", String::from_utf8_lossy(&stdout));
            eprint!("{}", String::from_utf8_lossy(&stderr));
            if !status.success() {
                eprintln!(
                    "\n`{shown}` in ui/ failed ({status}). Fix the UI build (the output above \
                     says where), or set OSHEC_SKIP_UI_BUILD=1 to embed ui/dist as it is."
                );
                std::process::exit(1);
            }
        }
        Err(e) => {
            eprintln!(
                "cannot run `{shown}` in ui/: {e}. Install Node.js 20 and npm, or set \
                 OSHEC_SKIP_UI_BUILD=1 to embed ui/dist as it is."
            );
            std::process::exit(1);
        }
    }
}

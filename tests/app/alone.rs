//! Tests that measure or set something of the whole process run in a process of their own:
//! this test binary, started again with only that test (it is marked `#[ignore]` so that the
//! run of everything else leaves it out). One binary fewer to link (docs/testing.md).
use std::process::Command;

/// Runs the ignored test at `path` (module::name) alone in a new process of this binary.
fn run_alone(path: &str) {
    let exe = std::env::current_exe().expect("the test binary");
    let out = Command::new(exe)
        .args([
            "--ignored",
            "--exact",
            path,
            "--test-threads=1",
            "--nocapture",
        ])
        .output()
        .expect("start the test binary");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "{path}, run alone, failed:\n{stdout}\n{stderr}"
    );
    assert!(
        stdout.contains("1 passed"),
        "{path} did not run alone:\n{stdout}"
    );
    // What the test printed (the memory it measured) is shown with --nocapture here too.
    eprint!("{stderr}");
}

#[test]
fn memory_stays_flat_during_large_downloads() {
    run_alone("documents::twenty_downloads_of_a_large_file_keep_memory_flat");
}

#[test]
fn logs_carry_requests_but_no_secret() {
    run_alone("logging::logs_carry_requests_but_no_secret");
}

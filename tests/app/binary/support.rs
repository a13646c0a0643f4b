//! The real `oshec` binary in a fresh temporary directory: a server on a free port, admin
//! commands, and typed helpers for the calls these tests make.
// Each test file uses its own subset of these helpers.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use reqwest::StatusCode;
use reqwest::blocking::Client;
use serde_json::{Value, json};

pub const BIN: &str = env!("CARGO_BIN_EXE_oshec");
pub const PASSWORD: &str = "correct horse battery";

/// A temporary directory holding one database; dropped with the test.
pub struct Site {
    pub dir: tempfile::TempDir,
    pub db: PathBuf,
    /// Extra environment for every process started here (on top of an empty environment).
    pub env: Vec<(String, String)>,
}

impl Site {
    pub fn new() -> Site {
        let dir = tempfile::tempdir().expect("temporary directory");
        let db = dir.path().join("oshec.redb");
        Site {
            dir,
            db,
            env: Vec::new(),
        }
    }

    pub fn with_env(mut self, name: &str, value: &str) -> Site {
        self.env.push((name.to_string(), value.to_string()));
        self
    }

    pub fn socket(&self) -> PathBuf {
        PathBuf::from(format!("{}.sock", self.db.display()))
    }

    /// A command for the binary: empty environment but ours, run inside the directory so a
    /// stray ./oshec.toml elsewhere cannot leak in.
    pub fn command(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(BIN);
        cmd.args(args)
            .current_dir(self.dir.path())
            .env_clear()
            .envs(self.env.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        cmd
    }

    /// Runs an admin command against this site's database, with `stdin` piped in.
    pub fn cli(&self, args: &[&str], stdin: &str) -> Output {
        let db = self.db.display().to_string();
        let mut full: Vec<&str> = args.to_vec();
        full.extend(["--database", &db]);
        run(self.command(&full), stdin)
    }

    pub fn create_admin(&self, email: &str, password: &str) -> Output {
        self.cli(
            &["create-admin", "--email", email, "--password-stdin"],
            &format!("{password}\n"),
        )
    }

    /// Starts `oshec serve` on a free port and waits until `/healthz` answers.
    pub fn serve(&self, extra: &[&str]) -> Server {
        let db = self.db.display().to_string();
        let mut args = vec!["serve", "--bind", "127.0.0.1:0", "--database", &db];
        args.extend(extra);
        Server::start(self.command(&args), true)
    }

    /// [`Site::serve`], answering as soon as the server listens, before `/healthz` says it is
    /// ready (its indexes may still be loading).
    pub fn serve_at_once(&self, extra: &[&str]) -> Server {
        let db = self.db.display().to_string();
        let mut args = vec!["serve", "--bind", "127.0.0.1:0", "--database", &db];
        args.extend(extra);
        Server::start(self.command(&args), false)
    }
}

/// Runs a command to completion with `stdin` as its standard input.
///
/// A command that exits without reading its input (a refused argument, a prompt that fails)
/// closes the pipe first, and writing then fails with a broken pipe: that is the command's
/// answer, judged by the caller from its exit status and output, not a failure of the test.
pub fn run(mut cmd: Command, stdin: &str) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start oshec");
    let written = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes());
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "write stdin: {e}");
    }
    child.wait_with_output().expect("wait for oshec")
}

/// Starts the command in a new session, without a controlling terminal, so a password prompt
/// fails instead of waiting for someone at the terminal running the tests.
pub fn without_terminal(cmd: &mut Command) {
    use std::os::unix::process::CommandExt as _;
    // SAFETY: setsid is async-signal-safe and touches no memory of the parent.
    unsafe {
        cmd.pre_exec(|| {
            libc::setsid();
            Ok(())
        });
    }
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A running `oshec serve`; killed when dropped.
pub struct Server {
    child: Child,
    pub addr: SocketAddr,
    log: Arc<Mutex<Vec<String>>>,
}

impl Server {
    fn start(mut cmd: Command, healthy: bool) -> Server {
        let mut child = cmd
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start oshec serve");
        let log = Arc::new(Mutex::new(Vec::new()));
        let (tx, rx) = mpsc::channel();
        let stderr = child.stderr.take().expect("stderr");
        let lines = Arc::clone(&log);
        // Read the log as it comes, both to learn the port and so the pipe never fills.
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(addr) = line.split("listening on http://").nth(1) {
                    let _ = tx.send(addr.trim().to_string());
                }
                lines.lock().unwrap().push(line);
            }
        });
        // A bound on "never started", not a measure: a debug build seeding its starter photos on
        // a busy two-core machine has taken over a minute.
        let addr = match rx.recv_timeout(Duration::from_secs(180)) {
            Ok(addr) => addr.parse().expect("listening address"),
            Err(_) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "oshec serve did not start:\n{}",
                    log.lock().unwrap().join("\n")
                );
            }
        };
        let server = Server { child, addr, log };
        if healthy {
            server.wait_healthy();
        }
        server
    }

    fn wait_healthy(&self) {
        let client = client();
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Ok(r) = client.get(self.url("/healthz")).send()
                && r.status() == StatusCode::OK
            {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "/healthz never answered 200:\n{}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    pub fn api(&self, path: &str) -> String {
        self.url(&format!("/oshec/api{path}"))
    }

    pub fn log(&self) -> String {
        self.log.lock().unwrap().join("\n")
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Sends a signal by name (TERM, KILL) with kill(1).
    pub fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .args([&format!("-{name}"), &self.pid().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -{name} failed");
    }

    /// Waits for the process to end, at most `timeout`.
    pub fn wait(&mut self, timeout: Duration) -> ExitStatus {
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "oshec serve did not stop:\n{}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// `kill -9`: no chance to flush or clean up.
    pub fn crash(mut self) {
        self.signal("KILL");
        self.wait(Duration::from_secs(10));
    }

    /// POST /allowAll/authenticate as the UI sends it.
    pub fn login(&self, user: &str, password: &str) -> (StatusCode, Value) {
        self.login_from(&client(), user, password)
    }

    pub fn login_from(&self, client: &Client, user: &str, password: &str) -> (StatusCode, Value) {
        self.login_forwarded(client, user, password, None)
    }

    /// A sign-in carrying `X-Forwarded-For: forwarded_for`, as a reverse proxy would send it.
    pub fn login_forwarded(
        &self,
        client: &Client,
        user: &str,
        password: &str,
        forwarded_for: Option<&str>,
    ) -> (StatusCode, Value) {
        let body = STANDARD.encode(
            json!({"userName": user, "password": password, "captcha": "ignore"}).to_string(),
        );
        let mut request = client
            .post(self.api("/allowAll/authenticate"))
            .header("Content-Type", "text/plain");
        if let Some(forwarded_for) = forwarded_for {
            request = request.header("X-Forwarded-For", forwarded_for);
        }
        json_of(request.body(body).send().expect("authenticate"))
    }

    /// Signs in and returns the token, or fails the test with the answer.
    pub fn token(&self, user: &str, password: &str) -> String {
        let (status, body) = self.login(user, password);
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["outcome"], true, "{body}");
        body["data"].as_str().expect("token").to_string()
    }

    /// Creates a council record through `manage`, as the back office does.
    pub fn create_council(&self, token: &str, title: &str) -> (StatusCode, Value) {
        let fields = json!({
            "councilId": null,
            "councilTitleEn": title,
            "councilTitleOd": "ପରିଷଦ",
            "councilSubTitleEn": "Subtitle",
            "councilSubTitleOd": "ଉପଶୀର୍ଷକ",
            "councilDescEn": "Description",
            "councilDescOd": "ବିବରଣୀ",
            "isActive": true,
        });
        let form = reqwest::blocking::multipart::Form::new().text(
            "cipherCouncilSectionDTO",
            STANDARD.encode(fields.to_string()),
        );
        let response = client()
            .post(self.api("/council/manage"))
            .bearer_auth(token)
            .multipart(form)
            .send()
            .expect("manage");
        json_of(response)
    }

    /// GET a public list, with a token if given; returns the status and the body.
    pub fn list(&self, entity_path: &str, token: Option<&str>) -> (StatusCode, Value) {
        let mut request = client().get(self.api(&format!("{entity_path}/allowAll/list")));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        json_of(request.send().expect("list"))
    }

    pub fn logout(&self, token: &str) -> StatusCode {
        client()
            .post(self.api("/logout"))
            .bearer_auth(token)
            .send()
            .expect("logout")
            .status()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn client() -> Client {
    // The binary's one TLS provider (ring), which reqwest needs installed before a client.
    let _ = rustls::crypto::ring::default_provider().install_default();
    Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .expect("http client")
}

/// A client whose connections come from `addr` (any 127.x.y.z works on Linux loopback), to
/// appear as another visitor.
pub fn client_from(addr: IpAddr) -> Client {
    // The binary's one TLS provider (ring), which reqwest needs installed before a client.
    let _ = rustls::crypto::ring::default_provider().install_default();
    Client::builder()
        .local_address(addr)
        .timeout(Duration::from_secs(30))
        .build()
        .expect("http client")
}

fn json_of(response: reqwest::blocking::Response) -> (StatusCode, Value) {
    let status = response.status();
    let body = response.text().expect("body");
    let value = serde_json::from_str(&body).unwrap_or(Value::String(body));
    (status, value)
}

/// The items of a list answer, bare array or `data` envelope.
pub fn items(body: &Value) -> Vec<Value> {
    body.as_array()
        .or_else(|| body["data"].as_array())
        .cloned()
        .unwrap_or_default()
}

pub fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path)
        .expect("metadata")
        .permissions()
        .mode()
        & 0o777
}

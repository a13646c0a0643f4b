//! The listener's own defences, so the server survives without a proxy in front
//! (docs/security.md): a cap on open connections and on those of one client address, a
//! deadline for a request's head and one for the whole request, a least speed for a body, an
//! idle timeout between requests, connections that give way to new ones when every slot is in
//! use, and a pause (not a spin) when `accept` fails, as it does when every file descriptor is
//! in use.
//!
//! poem's server has only an inactivity timeout, which a client sending one byte every few
//! seconds keeps resetting; hyper's header timeout needs a timer poem does not give it. So the
//! stream handed to poem watches the bytes itself: a request's head must be complete (an empty
//! line seen) within `header_timeout`, its body (as long as its Content-Length says, or until
//! the answer for a chunked one) must keep up `min_body_rate` on average from `header_timeout`
//! after the head, head and body must be in within `request_timeout`, and a connection that has
//! answered and receives nothing for `idle_timeout` is closed.
use std::collections::HashMap;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll, Waker};
use std::time::Duration;

use poem::http::uri::Scheme;
use poem::listener::Acceptor;
use poem::web::{LocalAddr, RemoteAddr};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::{Instant, Sleep};

use crate::config::Settings;

/// A connection that neither reads nor writes a byte for this long while a request is being
/// received or answered (a stalled upload or download) is closed.
const STALL_TIMEOUT: Duration = Duration::from_secs(60);
/// The first pause after a failed `accept`, doubled on each failure in a row up to the most.
const BACKOFF_FIRST: Duration = Duration::from_millis(10);
const BACKOFF_MOST: Duration = Duration::from_secs(1);
/// Descriptors kept for the database, backups and logs when the cap is derived from the
/// process's limit.
const DESCRIPTORS_KEPT: u64 = 64;
/// A connection younger than this, or answered more recently, never gives way: it is about to
/// send its request, or still sending its answer.
const QUIET_BEFORE_GIVING_WAY: Duration = Duration::from_millis(500);
/// The longest header line looked at (Content-Length and Transfer-Encoding are short).
const LINE_KEPT: usize = 64;

/// The timeouts and caps every connection gets.
#[derive(Debug, Clone)]
pub struct Limits {
    pub header_timeout: Duration,
    pub request_timeout: Duration,
    /// Bytes a second; 0 for no minimum.
    pub min_body_rate: u64,
    pub idle_timeout: Duration,
    pub max_connections: usize,
    pub max_per_address: usize,
    /// Peers without a per-address cap: the reverse proxies every visitor comes through.
    pub uncapped: Vec<IpAddr>,
}

impl Limits {
    pub fn new(settings: &Settings) -> Limits {
        Limits {
            header_timeout: settings.header_timeout,
            request_timeout: settings.request_timeout,
            min_body_rate: settings.min_body_rate,
            idle_timeout: settings.idle_timeout,
            max_connections: settings.max_connections.min(descriptor_room()),
            max_per_address: settings.max_connections_per_address.max(1),
            uncapped: settings
                .trusted_proxies
                .iter()
                .map(|ip| ip.to_canonical())
                .collect(),
        }
    }
}

/// How many connections the process's open-file limit leaves room for.
fn descriptor_room() -> usize {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes into the struct it is given and reads nothing else.
    let ok = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } == 0;
    if !ok || limit.rlim_cur == libc::RLIM_INFINITY {
        return usize::MAX;
    }
    let room = limit.rlim_cur.saturating_sub(DESCRIPTORS_KEPT).max(16);
    usize::try_from(room).unwrap_or(usize::MAX)
}

/// The answer to a connection over its address's cap, written as it is closed.
const TOO_MANY: &str = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 5\r\nConnection: close\r\nContent-Length: 51\r\n\r\nToo many connections from this address; try again.";

/// What the acceptor sees of a connection, to choose one that gives way.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Doing {
    /// Waiting for a request, or for the rest of its head, since `since`.
    Waiting { since: Instant },
    /// Receiving a body: `bytes` of it since `since`.
    Receiving { since: Instant, bytes: u64 },
    /// Working on or sending an answer: never gives way.
    Answering,
}

struct Standing {
    doing: Doing,
    give_way: bool,
    waker: Option<Waker>,
}

/// One connection as the registry holds it.
struct Shared {
    /// The address it is counted under; none for an uncapped peer.
    address: Option<IpAddr>,
    standing: Mutex<Standing>,
}

impl Shared {
    fn standing(&self) -> MutexGuard<'_, Standing> {
        self.standing.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// The open connections, by number, and how many each address holds.
#[derive(Default)]
struct Registry {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    next: u64,
    open: HashMap<u64, Arc<Shared>>,
    per_address: HashMap<IpAddr, usize>,
}

impl Registry {
    fn inner(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn count(&self, address: IpAddr) -> usize {
        self.inner().per_address.get(&address).copied().unwrap_or(0)
    }

    fn register(self: &Arc<Self>, address: Option<IpAddr>, now: Instant) -> Registered {
        let shared = Arc::new(Shared {
            address,
            standing: Mutex::new(Standing {
                doing: Doing::Waiting { since: now },
                give_way: false,
                waker: None,
            }),
        });
        let mut inner = self.inner();
        inner.next += 1;
        let id = inner.next;
        inner.open.insert(id, Arc::clone(&shared));
        if let Some(address) = address {
            *inner.per_address.entry(address).or_default() += 1;
        }
        Registered {
            registry: Arc::clone(self),
            id,
            shared,
        }
    }

    /// Asks one connection to close to make room: of `address` only, when given, else of all.
    /// The one waiting longest for a request goes first; with `bodies`, when none waits, the
    /// one receiving its body slowest. False when none can.
    fn give_way(&self, address: Option<IpAddr>, bodies: bool) -> bool {
        let now = Instant::now();
        let chosen = {
            let inner = self.inner();
            let mut waiting: Option<(Instant, &Arc<Shared>)> = None;
            let mut slowest: Option<(f64, &Arc<Shared>)> = None;
            for shared in inner.open.values() {
                if address.is_some_and(|a| shared.address != Some(a)) {
                    continue;
                }
                let standing = shared.standing();
                if standing.give_way {
                    continue;
                }
                let quiet = |since: Instant| since + QUIET_BEFORE_GIVING_WAY <= now;
                match standing.doing {
                    Doing::Waiting { since }
                        if quiet(since) && waiting.is_none_or(|(oldest, _)| since < oldest) =>
                    {
                        waiting = Some((since, shared));
                    }
                    Doing::Receiving { since, bytes } if quiet(since) => {
                        let rate = bytes as f64 / (now - since).as_secs_f64().max(1.0);
                        if slowest.is_none_or(|(least, _)| rate < least) {
                            slowest = Some((rate, shared));
                        }
                    }
                    _ => {}
                }
            }
            let chosen = waiting
                .map(|(_, s)| s)
                .or(slowest.filter(|_| bodies).map(|(_, s)| s));
            chosen.map(Arc::clone)
        };
        let Some(chosen) = chosen else {
            return false;
        };
        let waker = {
            let mut standing = chosen.standing();
            standing.give_way = true;
            standing.waker.take()
        };
        if let Some(waker) = waker {
            waker.wake();
        }
        metrics::counter!("oshec_connections_gave_way_total").increment(1);
        true
    }
}

/// A connection's place in the registry, given up when it closes.
struct Registered {
    registry: Arc<Registry>,
    id: u64,
    shared: Arc<Shared>,
}

impl Drop for Registered {
    fn drop(&mut self) {
        let mut inner = self.registry.inner();
        inner.open.remove(&self.id);
        if let Some(address) = self.shared.address
            && let Some(n) = inner.per_address.get_mut(&address)
        {
            *n = n.saturating_sub(1);
            if *n == 0 {
                inner.per_address.remove(&address);
            }
        }
    }
}

/// A TCP acceptor with caps on open connections, in all and per client address, connections
/// that give way when every slot is in use, and a back-off when `accept` fails.
pub struct GuardedAcceptor {
    listener: TcpListener,
    local: LocalAddr,
    slots: Arc<Semaphore>,
    registry: Arc<Registry>,
    limits: Arc<Limits>,
    backoff: Duration,
}

impl GuardedAcceptor {
    pub fn new(listener: TcpListener, limits: Limits) -> io::Result<GuardedAcceptor> {
        let local = LocalAddr(listener.local_addr()?.into());
        Ok(GuardedAcceptor {
            listener,
            local,
            slots: Arc::new(Semaphore::new(limits.max_connections.max(1))),
            registry: Arc::new(Registry::default()),
            limits: Arc::new(limits),
            backoff: BACKOFF_FIRST,
        })
    }
}

impl Acceptor for GuardedAcceptor {
    type Io = GuardedStream;

    fn local_addr(&self) -> Vec<LocalAddr> {
        vec![self.local.clone()]
    }

    async fn accept(&mut self) -> io::Result<(GuardedStream, LocalAddr, RemoteAddr, Scheme)> {
        loop {
            let (stream, peer) = match self.listener.accept().await {
                Ok(accepted) => {
                    self.backoff = BACKOFF_FIRST;
                    accepted
                }
                Err(e) => {
                    // Out of descriptors or memory, or a connection reset before it was
                    // taken: wait a little, longer each time, instead of retrying at once.
                    tracing::warn!(error = %e, pause_ms = self.backoff.as_millis() as u64, "accepting a connection failed");
                    tokio::time::sleep(self.backoff).await;
                    self.backoff = (self.backoff * 2).min(BACKOFF_MOST);
                    continue;
                }
            };
            let ip = peer.ip().to_canonical();
            let address =
                (!self.limits.uncapped.contains(&ip)).then(|| crate::netaddr::counted(ip));
            if let Some(address) = address
                && self.registry.count(address) >= self.limits.max_per_address
                && !self.registry.give_way(Some(address), false)
            {
                // Every connection of this address is busy with a request: this one is
                // answered 503 and closed (the send buffer of a new socket takes it whole).
                metrics::counter!("oshec_connections_refused_total", "reason" => "address_cap")
                    .increment(1);
                let _ = stream.try_write(TOO_MANY.as_bytes());
                continue;
            }
            let permit = match self.slots.clone().try_acquire_owned() {
                Ok(permit) => permit,
                Err(_) => {
                    // Every slot is in use: one waiting for a request (or the slowest body)
                    // closes, and its slot is this one's. When none can, new connections wait
                    // in the kernel's queue until one closes; the timeouts make sure one does.
                    if !self.registry.give_way(None, true) {
                        tracing::warn!(
                            cap = self.limits.max_connections,
                            "the connection cap is reached; new connections wait"
                        );
                        metrics::counter!("oshec_connection_cap_reached_total").increment(1);
                    }
                    self.slots
                        .clone()
                        .acquire_owned()
                        .await
                        .map_err(io::Error::other)?
                }
            };
            let _ = stream.set_nodelay(true);
            let registered = self.registry.register(address, Instant::now());
            return Ok((
                GuardedStream::new(stream, permit, registered, Arc::clone(&self.limits)),
                self.local.clone(),
                RemoteAddr(peer.into()),
                Scheme::HTTP,
            ));
        }
    }
}

/// Where a connection is in its request and answer cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Receiving a request's head since `since`.
    Head { since: Instant },
    /// The head is in (the request began at `request_since`); its body is arriving: `received`
    /// bytes since `since`, of `expected` when the head gave a length (none when chunked).
    Body {
        request_since: Instant,
        since: Instant,
        received: u64,
        expected: Option<u64>,
    },
    /// The request is in: the answer is made and sent.
    Busy,
    /// Answered; waiting for the next request.
    Idle,
}

/// Follows a request head's bytes: where it ends (an empty line), and what it says of its
/// body (Content-Length, Transfer-Encoding: chunked).
#[derive(Debug, Default)]
struct HeadScan {
    /// Line ends in a row.
    newlines: u8,
    /// The start of the present line, lower-case.
    line: Vec<u8>,
    length: Option<u64>,
    chunked: bool,
}

impl HeadScan {
    /// Reads head bytes; answers how many of them the head took when it ended with them.
    fn feed(&mut self, bytes: &[u8]) -> Option<usize> {
        for (i, &b) in bytes.iter().enumerate() {
            match b {
                b'\n' => {
                    self.newlines += 1;
                    self.end_line();
                    if self.newlines == 2 {
                        return Some(i + 1);
                    }
                }
                b'\r' => {}
                _ => {
                    self.newlines = 0;
                    if self.line.len() < LINE_KEPT {
                        self.line.push(b.to_ascii_lowercase());
                    }
                }
            }
        }
        None
    }

    fn end_line(&mut self) {
        let line = std::mem::take(&mut self.line);
        if let Some(value) = line.strip_prefix(b"content-length:") {
            self.length = std::str::from_utf8(value)
                .ok()
                .and_then(|v| v.trim().parse().ok());
        } else if let Some(value) = line.strip_prefix(b"transfer-encoding:") {
            self.chunked = value.windows(7).any(|w| w == b"chunked");
        }
        self.line = line;
        self.line.clear();
    }
}

/// A TCP stream that closes itself (a `TimedOut` error to the server) when a deadline passes,
/// and ends (as if the client had closed it) when asked to give way.
pub struct GuardedStream {
    inner: TcpStream,
    _slot: OwnedSemaphorePermit,
    registered: Registered,
    limits: Arc<Limits>,
    phase: Phase,
    head: HeadScan,
    last_progress: Instant,
    /// The last write could not go out: the client is not reading the answer.
    write_blocked: bool,
    timer: Pin<Box<Sleep>>,
}

impl GuardedStream {
    fn new(
        inner: TcpStream,
        slot: OwnedSemaphorePermit,
        registered: Registered,
        limits: Arc<Limits>,
    ) -> GuardedStream {
        let now = Instant::now();
        let first = now + limits.header_timeout.min(limits.request_timeout);
        GuardedStream {
            inner,
            _slot: slot,
            registered,
            limits,
            phase: Phase::Head { since: now },
            head: HeadScan::default(),
            last_progress: now,
            write_blocked: false,
            timer: Box::pin(tokio::time::sleep_until(first)),
        }
    }

    /// The bound a body keeps to: `received` bytes by `header_timeout` after it began plus
    /// their time at the least speed.
    fn body_pace(&self, since: Instant, received: u64) -> Option<Instant> {
        let rate = self.limits.min_body_rate;
        (rate > 0).then(|| {
            since
                + self.limits.header_timeout
                + Duration::from_secs_f64(received as f64 / rate as f64)
        })
    }

    fn deadline(&self) -> Instant {
        if self.write_blocked {
            return self.last_progress + STALL_TIMEOUT;
        }
        match self.phase {
            Phase::Head { since } => {
                since + self.limits.header_timeout.min(self.limits.request_timeout)
            }
            Phase::Body {
                request_since,
                since,
                received,
                ..
            } => {
                let whole = (request_since + self.limits.request_timeout)
                    .min(self.last_progress + STALL_TIMEOUT);
                self.body_pace(since, received)
                    .map_or(whole, |pace| pace.min(whole))
            }
            Phase::Idle => self.last_progress + self.limits.idle_timeout,
            Phase::Busy => self.last_progress + STALL_TIMEOUT,
        }
    }

    /// What the acceptor sees of this connection now.
    fn doing(&self) -> Doing {
        if self.write_blocked {
            return Doing::Answering;
        }
        match self.phase {
            Phase::Head { since } => Doing::Waiting { since },
            Phase::Idle => Doing::Waiting {
                since: self.last_progress,
            },
            Phase::Body {
                since, received, ..
            } => Doing::Receiving {
                since,
                bytes: received,
            },
            Phase::Busy => Doing::Answering,
        }
    }

    /// Tells the registry what this connection is doing.
    fn publish(&self) {
        let doing = self.doing();
        let mut standing = self.registered.shared.standing();
        if standing.doing != doing {
            standing.doing = doing;
        }
    }

    /// Follows the bytes received: where a request's head ends, how much of its body is in.
    fn received(&mut self, bytes: &[u8], now: Instant) {
        self.last_progress = now;
        if self.phase == Phase::Idle {
            self.phase = Phase::Head { since: now };
            self.head = HeadScan::default();
        }
        let mut body = bytes;
        if let Phase::Head { since } = self.phase {
            let Some(used) = self.head.feed(bytes) else {
                return;
            };
            body = &bytes[used..];
            self.phase = match (self.head.chunked, self.head.length) {
                (true, _) => Phase::Body {
                    request_since: since,
                    since: now,
                    received: 0,
                    expected: None,
                },
                (false, Some(n)) if n > 0 => Phase::Body {
                    request_since: since,
                    since: now,
                    received: 0,
                    expected: Some(n),
                },
                _ => Phase::Busy,
            };
        }
        if let Phase::Body {
            received, expected, ..
        } = &mut self.phase
        {
            *received = received.saturating_add(body.len() as u64);
            if expected.is_some_and(|n| *received >= n) {
                self.phase = Phase::Busy;
            }
        }
    }

    /// Moves the timer to the present phase's deadline while a read may already be waiting on
    /// it (the server reads and writes from one task, so this task's waker is the one).
    fn rearm(&mut self, cx: &mut Context<'_>) {
        let deadline = self.deadline();
        if self.timer.deadline() != deadline {
            self.timer.as_mut().reset(deadline);
            // Registers the waker for the new deadline; it lies ahead, so this is pending.
            let _ = self.timer.as_mut().poll(cx);
        }
    }

    /// Pending, or the timeout error when the deadline of the present phase has passed.
    fn wait(&mut self, cx: &mut Context<'_>) -> Poll<io::Error> {
        let deadline = self.deadline();
        if self.timer.deadline() != deadline {
            self.timer.as_mut().reset(deadline);
        }
        match self.timer.as_mut().poll(cx) {
            Poll::Ready(()) => {
                let (what, reason) = self.why_closed();
                metrics::counter!("oshec_connections_timed_out_total", "reason" => reason)
                    .increment(1);
                Poll::Ready(io::Error::new(io::ErrorKind::TimedOut, what))
            }
            Poll::Pending => Poll::Pending,
        }
    }

    /// Why the present deadline closes the connection: in words, and as a metric label.
    fn why_closed(&self) -> (&'static str, &'static str) {
        if self.write_blocked {
            return ("the client stopped reading the answer", "stalled");
        }
        match self.phase {
            Phase::Head { since } if since + self.limits.request_timeout <= Instant::now() => {
                ("the request took too long", "request")
            }
            Phase::Head { .. } => ("the request's head took too long", "head"),
            Phase::Body {
                request_since,
                since,
                received,
                ..
            } => {
                let now = Instant::now();
                if request_since + self.limits.request_timeout <= now {
                    ("the request took too long", "request")
                } else if self
                    .body_pace(since, received)
                    .is_some_and(|pace| pace <= now)
                {
                    ("the request's body came too slowly", "slow_body")
                } else {
                    ("the connection stalled", "stalled")
                }
            }
            Phase::Idle => ("the connection was idle too long", "idle"),
            Phase::Busy => ("the connection stalled", "stalled"),
        }
    }

    /// After a write of the inner stream: bytes going out mean an answer is being sent, so
    /// what is read next is a new request (unless a body with a length is still due: the
    /// bytes were an interim or early answer); a write that cannot go on means a reader that
    /// stopped reading, which stalls the answer like a silent sender.
    fn wrote(
        &mut self,
        cx: &mut Context<'_>,
        written: Poll<io::Result<usize>>,
    ) -> Poll<io::Result<usize>> {
        match written {
            Poll::Ready(Ok(n)) => {
                self.write_blocked = false;
                if n > 0 {
                    self.last_progress = Instant::now();
                    let body_due = matches!(
                        self.phase,
                        Phase::Body {
                            expected: Some(_),
                            ..
                        }
                    );
                    if !body_due {
                        self.phase = Phase::Idle;
                    }
                    self.rearm(cx);
                }
                self.publish();
                Poll::Ready(Ok(n))
            }
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
            Poll::Pending => {
                self.write_blocked = true;
                self.publish();
                self.wait(cx).map(Err)
            }
        }
    }

    /// Keeps the task's waker where the acceptor can wake it; true when this connection has
    /// been asked to give way.
    fn asked_to_give_way(&self, cx: &mut Context<'_>) -> bool {
        let mut standing = self.registered.shared.standing();
        if standing.give_way {
            return true;
        }
        if !standing
            .waker
            .as_ref()
            .is_some_and(|w| w.will_wake(cx.waker()))
        {
            standing.waker = Some(cx.waker().clone());
        }
        false
    }
}

impl AsyncRead for GuardedStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = &mut *self;
        if this.asked_to_give_way(cx) {
            // As if the client had closed: the server ends the connection, and its slot
            // goes to a new one.
            return Poll::Ready(Ok(()));
        }
        let before = buf.filled().len();
        match Pin::new(&mut this.inner).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                let now = Instant::now();
                let fresh = &buf.filled()[before..];
                if !fresh.is_empty() {
                    this.received(fresh, now);
                    this.publish();
                }
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
            Poll::Pending => this.wait(cx).map(Err),
        }
    }
}

impl AsyncWrite for GuardedStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        let written = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.wrote(cx, written)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        let written = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.wrote(cx, written)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_head_is_followed_to_its_end_and_its_body_length() {
        let mut scan = HeadScan::default();
        assert_eq!(
            scan.feed(b"POST /x HTTP/1.1\r\nHost: a\r\nContent-Le"),
            None
        );
        assert_eq!(scan.feed(b"ngth:  12 \r\n\r\nbody"), Some(14));
        assert_eq!((scan.length, scan.chunked), (Some(12), false));

        let mut scan = HeadScan::default();
        let head = b"POST / HTTP/1.1\nTransfer-Encoding: gzip, Chunked\n\n";
        assert_eq!(scan.feed(head), Some(head.len()));
        assert!(scan.chunked);

        // A long line is cut, not kept whole.
        let mut scan = HeadScan::default();
        let long = vec![b'x'; 100_000];
        assert_eq!(scan.feed(&long), None);
        assert_eq!(scan.line.len(), LINE_KEPT);
        assert_eq!(scan.feed(b"\r\n\r\n"), Some(4));
        assert_eq!(scan.length, None);
    }
}

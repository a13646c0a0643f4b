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

mod registry;
mod stream;
use registry::*;
pub use stream::*;

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

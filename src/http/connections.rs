//! The listener's own defences, so the server survives without a proxy in front: a cap on open
//! connections, a deadline for a request's head, an idle timeout between requests, and a pause
//! (not a spin) when `accept` fails, as it does when every file descriptor is in use.
//!
//! poem's server has only an inactivity timeout, which a client sending one header line every
//! few seconds keeps resetting; hyper's header timeout needs a timer poem does not give it.
//! So the stream handed to poem watches the bytes itself: a request's head must be complete
//! (an empty line seen) within `header_timeout`, and a connection that has answered and
//! receives nothing for `idle_timeout` is closed.
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
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

/// The timeouts every connection gets.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub header_timeout: Duration,
    pub idle_timeout: Duration,
    pub max_connections: usize,
}

impl Limits {
    pub fn new(settings: &Settings) -> Limits {
        Limits {
            header_timeout: settings.header_timeout,
            idle_timeout: settings.idle_timeout,
            max_connections: settings.max_connections.min(descriptor_room()),
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

/// A TCP acceptor with a cap on open connections and a back-off when `accept` fails.
pub struct GuardedAcceptor {
    listener: TcpListener,
    local: LocalAddr,
    slots: Arc<Semaphore>,
    limits: Limits,
    backoff: Duration,
}

impl GuardedAcceptor {
    pub fn new(listener: TcpListener, limits: Limits) -> io::Result<GuardedAcceptor> {
        let local = LocalAddr(listener.local_addr()?.into());
        Ok(GuardedAcceptor {
            listener,
            local,
            slots: Arc::new(Semaphore::new(limits.max_connections.max(1))),
            limits,
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
            // At the cap, new connections wait in the kernel's queue until one closes; the
            // timeouts below make sure one does.
            let permit = match self.slots.clone().try_acquire_owned() {
                Ok(permit) => permit,
                Err(_) => {
                    tracing::warn!(
                        cap = self.limits.max_connections,
                        "the connection cap is reached; new connections wait"
                    );
                    metrics::counter!("oshec_connection_cap_reached_total").increment(1);
                    self.slots
                        .clone()
                        .acquire_owned()
                        .await
                        .map_err(io::Error::other)?
                }
            };
            match self.listener.accept().await {
                Ok((stream, peer)) => {
                    self.backoff = BACKOFF_FIRST;
                    let _ = stream.set_nodelay(true);
                    return Ok((
                        GuardedStream::new(stream, permit, self.limits),
                        self.local.clone(),
                        RemoteAddr(peer.into()),
                        Scheme::HTTP,
                    ));
                }
                Err(e) => {
                    // Out of descriptors or memory, or a connection reset before it was
                    // taken: wait a little, longer each time, instead of retrying at once.
                    drop(permit);
                    tracing::warn!(error = %e, pause_ms = self.backoff.as_millis() as u64, "accepting a connection failed");
                    tokio::time::sleep(self.backoff).await;
                    self.backoff = (self.backoff * 2).min(BACKOFF_MOST);
                }
            }
        }
    }
}

/// Where a connection is in its request and answer cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Receiving a request's head since `since`; `newlines` counts line ends in a row (an
    /// empty line ends the head).
    Head { since: Instant, newlines: u8 },
    /// The head is in: a body is read or the answer is made and sent.
    Busy,
    /// Answered; waiting for the next request.
    Idle,
}

/// A TCP stream that closes itself (a `TimedOut` error to the server) when a deadline passes.
pub struct GuardedStream {
    inner: TcpStream,
    _slot: OwnedSemaphorePermit,
    limits: Limits,
    phase: Phase,
    last_progress: Instant,
    /// The last write could not go out: the client is not reading the answer.
    write_blocked: bool,
    timer: Pin<Box<Sleep>>,
}

impl GuardedStream {
    fn new(inner: TcpStream, slot: OwnedSemaphorePermit, limits: Limits) -> GuardedStream {
        let now = Instant::now();
        GuardedStream {
            inner,
            _slot: slot,
            limits,
            phase: Phase::Head {
                since: now,
                newlines: 0,
            },
            last_progress: now,
            write_blocked: false,
            timer: Box::pin(tokio::time::sleep_until(now + limits.header_timeout)),
        }
    }

    fn deadline(&self) -> Instant {
        if self.write_blocked {
            return self.last_progress + STALL_TIMEOUT;
        }
        match self.phase {
            Phase::Head { since, .. } => since + self.limits.header_timeout,
            Phase::Idle => self.last_progress + self.limits.idle_timeout,
            Phase::Busy => self.last_progress + STALL_TIMEOUT,
        }
    }

    /// Follows the bytes received, to see where a request's head ends.
    fn received(&mut self, bytes: &[u8], now: Instant) {
        self.last_progress = now;
        if self.phase == Phase::Idle {
            self.phase = Phase::Head {
                since: now,
                newlines: 0,
            };
        }
        let Phase::Head {
            since,
            mut newlines,
        } = self.phase
        else {
            return;
        };
        for &b in bytes {
            match b {
                b'\n' => {
                    newlines += 1;
                    if newlines == 2 {
                        self.phase = Phase::Busy;
                        return;
                    }
                }
                b'\r' => {}
                _ => newlines = 0,
            }
        }
        self.phase = Phase::Head { since, newlines };
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
                let what = match self.phase {
                    Phase::Head { .. } => "the request's head took too long",
                    Phase::Idle => "the connection was idle too long",
                    Phase::Busy => "the connection stalled",
                };
                let what = if self.write_blocked {
                    "the client stopped reading the answer"
                } else {
                    what
                };
                metrics::counter!("oshec_connections_timed_out_total").increment(1);
                Poll::Ready(io::Error::new(io::ErrorKind::TimedOut, what))
            }
            Poll::Pending => Poll::Pending,
        }
    }

    /// After a write of the inner stream: bytes going out mean an answer is being sent, so
    /// what is read next is a new request; a write that cannot go on means a reader that
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
                    self.phase = Phase::Idle;
                    self.rearm(cx);
                }
                Poll::Ready(Ok(n))
            }
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
            Poll::Pending => {
                self.write_blocked = true;
                self.wait(cx).map(Err)
            }
        }
    }
}

impl AsyncRead for GuardedStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = &mut *self;
        let before = buf.filled().len();
        match Pin::new(&mut this.inner).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                let now = Instant::now();
                let fresh = &buf.filled()[before..];
                if !fresh.is_empty() {
                    this.received(fresh, now);
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

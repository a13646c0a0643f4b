//! The stream handed to poem: it watches a request's bytes (its head to its end, its body's
//! pace) against the deadlines, and closes a connection that misses one or must give way.

use super::*;

/// Where a connection is in its request and answer cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Phase {
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
pub(super) struct HeadScan {
    /// Line ends in a row.
    newlines: u8,
    /// The start of the present line, lower-case.
    pub(super) line: Vec<u8>,
    pub(super) length: Option<u64>,
    pub(super) chunked: bool,
}

impl HeadScan {
    /// Reads head bytes; answers how many of them the head took when it ended with them.
    pub(super) fn feed(&mut self, bytes: &[u8]) -> Option<usize> {
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

    pub(super) fn end_line(&mut self) {
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
    pub(super) fn new(
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
    pub(super) fn body_pace(&self, since: Instant, received: u64) -> Option<Instant> {
        let rate = self.limits.min_body_rate;
        (rate > 0).then(|| {
            since
                + self.limits.header_timeout
                + Duration::from_secs_f64(received as f64 / rate as f64)
        })
    }

    pub(super) fn deadline(&self) -> Instant {
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
    pub(super) fn doing(&self) -> Doing {
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
    pub(super) fn publish(&self) {
        let doing = self.doing();
        let mut standing = self.registered.shared.standing();
        if standing.doing != doing {
            standing.doing = doing;
        }
    }

    /// Follows the bytes received: where a request's head ends, how much of its body is in.
    pub(super) fn received(&mut self, bytes: &[u8], now: Instant) {
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
    pub(super) fn rearm(&mut self, cx: &mut Context<'_>) {
        let deadline = self.deadline();
        if self.timer.deadline() != deadline {
            self.timer.as_mut().reset(deadline);
            // Registers the waker for the new deadline; it lies ahead, so this is pending.
            let _ = self.timer.as_mut().poll(cx);
        }
    }

    /// Pending, or the timeout error when the deadline of the present phase has passed.
    pub(super) fn wait(&mut self, cx: &mut Context<'_>) -> Poll<io::Error> {
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
    pub(super) fn why_closed(&self) -> (&'static str, &'static str) {
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
    pub(super) fn wrote(
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
    pub(super) fn asked_to_give_way(&self, cx: &mut Context<'_>) -> bool {
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

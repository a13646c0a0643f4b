//! The connections open now, by client address: counting them against the caps, and asking
//! one to give way when every slot is in use.

use super::*;

/// The open connections, by number, and how many each address holds.
#[derive(Default)]
pub(super) struct Registry {
    inner: Mutex<Inner>,
}

#[derive(Default)]
pub(super) struct Inner {
    next: u64,
    open: HashMap<u64, Arc<Shared>>,
    per_address: HashMap<IpAddr, usize>,
}

impl Registry {
    pub(super) fn inner(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub(super) fn count(&self, address: IpAddr) -> usize {
        self.inner().per_address.get(&address).copied().unwrap_or(0)
    }

    pub(super) fn register(self: &Arc<Self>, address: Option<IpAddr>, now: Instant) -> Registered {
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
    pub(super) fn give_way(&self, address: Option<IpAddr>, bodies: bool) -> bool {
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
pub(super) struct Registered {
    registry: Arc<Registry>,
    id: u64,
    pub(super) shared: Arc<Shared>,
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

//! How many feedback messages one client address may send in a window (so a script cannot
//! flood the inbox). The counts are kept in the database as well as in memory
//! (`store::windows`), so a restart does not reset them; a message is a durable write anyway.
use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::store::windows::Windows;
use crate::store::{Store, StoreError};

pub struct Limiter {
    max: usize,
    windows: Windows,
}

impl Limiter {
    /// Counts kept in `store` and read back from it.
    pub fn new(max: usize, window: Duration, store: Arc<Store>) -> Result<Limiter, StoreError> {
        Ok(Limiter {
            max: max.max(1),
            windows: Windows::open(store, "feedback", window)?,
        })
    }

    /// Counts kept in memory only: a restart forgets them.
    pub fn memory(max: usize, window: Duration) -> Limiter {
        Limiter {
            max: max.max(1),
            windows: Windows::memory("feedback", window),
        }
    }

    /// Counts one message from `addr` at `now`, or refuses it with the seconds until the
    /// oldest counted one leaves the window.
    pub fn take(&self, addr: IpAddr, now: Instant) -> Result<(), u64> {
        let now_ms = self.windows.ms(now);
        let key = crate::netaddr::counted(addr).to_string();
        let mut counts = self.windows.counts(now_ms);
        let times = counts.recent(&key, now_ms);
        if times.len() >= self.max {
            let oldest = times.front().copied().unwrap_or(now_ms);
            let wait_ms = (oldest + self.windows.window_ms()).saturating_sub(now_ms);
            return Err((wait_ms / 1000).max(1));
        }
        counts.push(&key, now_ms);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_refused_past_the_limit_until_the_window_moves() {
        let limiter = Limiter::memory(3, Duration::from_secs(3600));
        let a: IpAddr = "203.0.113.7".parse().unwrap();
        let b: IpAddr = "203.0.113.8".parse().unwrap();
        let start = Instant::now();
        for _ in 0..3 {
            assert!(limiter.take(a, start).is_ok());
        }
        let wait = limiter.take(a, start).unwrap_err();
        assert!(wait > 3500 && wait <= 3600, "{wait}");
        assert!(
            limiter.take(b, start).is_ok(),
            "another address is not held back"
        );
        assert!(limiter.take(a, start + Duration::from_secs(3601)).is_ok());
    }

    #[test]
    fn one_ipv6_64_is_one_sender() {
        let limiter = Limiter::memory(2, Duration::from_secs(3600));
        let now = Instant::now();
        for host in ["2001:db8:5:6::1", "2001:db8:5:6::2"] {
            assert!(limiter.take(host.parse().unwrap(), now).is_ok());
        }
        assert!(
            limiter
                .take("2001:db8:5:6:ffff::9".parse().unwrap(), now)
                .is_err()
        );
        assert!(
            limiter
                .take("2001:db8:5:7::1".parse().unwrap(), now)
                .is_ok()
        );
    }
}

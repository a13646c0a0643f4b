//! How many feedback messages one client address may send in a window (so a script cannot
//! flood the inbox). Kept in memory, like sign-in throttling: a restart forgets it, and a
//! refused attempt costs no database write.
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Past this many tracked addresses, those with nothing inside the window are dropped.
const PRUNE_ABOVE: usize = 10_000;

pub struct Limiter {
    max: usize,
    window: Duration,
    sent: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

impl Limiter {
    pub fn new(max: usize, window: Duration) -> Limiter {
        Limiter {
            max: max.max(1),
            window,
            sent: Mutex::new(HashMap::new()),
        }
    }

    /// Counts one message from `addr` at `now`, or refuses it with the seconds until the
    /// oldest counted one leaves the window.
    pub fn take(&self, addr: IpAddr, now: Instant) -> Result<(), u64> {
        let addr = crate::netaddr::counted(addr);
        let mut sent = self.sent.lock().unwrap_or_else(|p| p.into_inner());
        if sent.len() > PRUNE_ABOVE {
            sent.retain(|_, times| {
                times
                    .back()
                    .is_some_and(|t| now.duration_since(*t) < self.window)
            });
        }
        let times = sent.entry(addr).or_default();
        while times
            .front()
            .is_some_and(|t| now.duration_since(*t) >= self.window)
        {
            times.pop_front();
        }
        if times.len() >= self.max {
            let oldest = times.front().copied().unwrap_or(now);
            let wait = self.window.saturating_sub(now.duration_since(oldest));
            return Err(wait.as_secs().max(1));
        }
        times.push_back(now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_refused_past_the_limit_until_the_window_moves() {
        let limiter = Limiter::new(3, Duration::from_secs(3600));
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
        let limiter = Limiter::new(2, Duration::from_secs(3600));
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

//! Failed-login counting per user name and per client address (IPv6 per /64).
//!
//! The counts are kept in the database as well as in memory (`store::windows`), so a restart
//! does not give an attacker a fresh allowance. A failure already costs a durable write (its
//! audit entry), so counting it costs no new kind of load.
use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::store::windows::Windows;
use crate::store::{Store, StoreError};

pub struct Throttle {
    max_failures: usize,
    windows: Windows,
}

/// An attempt that was let through. Its failure is already counted, so that a burst of
/// parallel attempts cannot all pass the check before any of them fails; `succeeded` takes it
/// back.
pub struct Attempt {
    user: String,
    addr: String,
    at_ms: u64,
    /// Failures already counted against the user name or the address, whichever is more.
    prior: usize,
}

/// Failures answered at once; each one past these waits `SLOWDOWN_STEP` longer.
const FREE_FAILURES: usize = 3;
const SLOWDOWN_STEP: Duration = Duration::from_millis(250);
const SLOWDOWN_MAX: Duration = Duration::from_secs(2);

impl Attempt {
    /// How long to hold back the answer if this attempt fails: nothing for the first few
    /// failures (a person mistyping), then growing, so that guessing is slowed well before
    /// it is refused.
    pub fn slowdown(&self) -> Duration {
        let extra = self.prior.saturating_sub(FREE_FAILURES - 1);
        SLOWDOWN_STEP
            .saturating_mul(u32::try_from(extra).unwrap_or(u32::MAX))
            .min(SLOWDOWN_MAX)
    }
}

impl Throttle {
    /// Counts kept in `store` and read back from it.
    pub fn new(
        max_failures: u32,
        window: Duration,
        store: Arc<Store>,
    ) -> Result<Throttle, StoreError> {
        Ok(Throttle {
            max_failures: max_failures.max(1) as usize,
            windows: Windows::open(store, "sign-in", window)?,
        })
    }

    /// Counts kept in memory only: a restart forgets them.
    #[cfg(test)]
    fn memory(max_failures: u32, window: Duration) -> Throttle {
        Throttle {
            max_failures: max_failures.max(1) as usize,
            windows: Windows::memory("sign-in", window),
        }
    }

    /// Lets the attempt through, counting it as a failure until told otherwise, or refuses it
    /// with the number of seconds until the next attempt would be let through.
    ///
    /// Failures against a user name alone never refuse an address that has not failed itself
    /// within the window: otherwise anyone could lock an administrator out by guessing wrong
    /// on purpose. Such an attempt is let through and only slowed if it fails.
    pub fn begin(&self, user: &str, addr: IpAddr, now: Instant) -> Result<Attempt, u64> {
        let now_ms = self.windows.ms(now);
        let user = format!("user:{user}");
        let addr = format!("addr:{}", crate::netaddr::counted(addr));
        let mut counts = self.windows.counts(now_ms);
        let addr_wait = self.wait(counts.recent(&addr, now_ms), now_ms);
        let user_wait = self.wait(counts.recent(&user, now_ms), now_ms);
        let addr_has_failed = counts.len(&addr) > 0;
        let wait = if addr_has_failed {
            addr_wait.max(user_wait)
        } else {
            addr_wait
        };
        let prior = counts.len(&user).max(counts.len(&addr));
        if let Some(wait_ms) = wait {
            // Rounded up so that a client waiting exactly that long is let through.
            return Err(wait_ms.div_ceil(1000).max(1));
        }
        counts.push(&user, now_ms);
        counts.push(&addr, now_ms);
        Ok(Attempt {
            user,
            addr,
            at_ms: now_ms,
            prior,
        })
    }

    /// The attempt had the right password: the user name starts afresh, and the address
    /// loses this one attempt (but keeps its other failures, which may be against other
    /// user names).
    pub fn succeeded(&self, attempt: Attempt) {
        let mut counts = self.windows.counts(attempt.at_ms);
        counts.clear(&attempt.user);
        counts.take_back(&attempt.addr, attempt.at_ms);
    }

    /// The attempt proved the password but still owes the second factor's code: it stays a
    /// failure of the user name, but not of the address, so a sign-in in two steps (password,
    /// then code) does not count against an office's shared address. A wrong code is a
    /// failure of both, like a wrong password.
    pub fn owes_code(&self, attempt: Attempt) {
        self.windows
            .counts(attempt.at_ms)
            .take_back(&attempt.addr, attempt.at_ms);
    }

    /// Failures counted against a user name, old ones included.
    #[cfg(test)]
    pub fn failures(&self, user: &str) -> usize {
        self.windows.counts(0).len(&format!("user:{user}"))
    }

    /// How many milliseconds a subject with these recent failures must wait, if it has used
    /// them up: until enough of the oldest leave the window to bring the count below the limit.
    fn wait(&self, times: &std::collections::VecDeque<u64>, now_ms: u64) -> Option<u64> {
        if times.len() < self.max_failures {
            return None;
        }
        let oldest_that_must_expire = times[times.len() - self.max_failures];
        Some((oldest_that_must_expire + self.windows.window_ms()).saturating_sub(now_ms))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 1));
    const B: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 2));

    #[test]
    fn refuses_after_max_failures_per_user_until_the_window_passes() {
        let t = Throttle::memory(3, Duration::from_secs(60));
        let start = Instant::now();
        for i in 0..3 {
            assert!(t.begin("u", A, start + Duration::from_secs(i)).is_ok());
        }
        // The address that failed is refused for that user name.
        assert_eq!(
            t.begin("u", A, start + Duration::from_secs(10)).err(),
            Some(50)
        );
        // An address that has not failed still gets its attempt (the right password must
        // work from there), but once it fails too it is held back like the first.
        assert!(t.begin("u", B, start + Duration::from_secs(10)).is_ok());
        assert_eq!(
            t.begin("u", B, start + Duration::from_secs(11)).err(),
            Some(50)
        );
        // Another user name from a fresh address is fine.
        let c = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 3));
        assert!(t.begin("v", c, start + Duration::from_secs(10)).is_ok());
        // Once enough failures leave the window, one more attempt is allowed.
        assert!(t.begin("u", A, start + Duration::from_secs(61)).is_ok());
        assert!(t.begin("u", A, start + Duration::from_secs(61)).is_err());
    }

    #[test]
    fn an_ipv6_64_is_one_address() {
        let t = Throttle::memory(2, Duration::from_secs(60));
        let now = Instant::now();
        let host = |h: &str| -> IpAddr { h.parse().unwrap() };
        assert!(t.begin("a", host("2001:db8:9:9::1"), now).is_ok());
        assert!(t.begin("b", host("2001:db8:9:9::2"), now).is_ok());
        assert!(t.begin("c", host("2001:db8:9:9:abcd::3"), now).is_err());
        assert!(t.begin("c", host("2001:db8:9:a::1"), now).is_ok());
    }

    #[test]
    fn refuses_after_max_failures_per_address() {
        let t = Throttle::memory(2, Duration::from_secs(60));
        let now = Instant::now();
        assert!(t.begin("a", A, now).is_ok());
        assert!(t.begin("b", A, now).is_ok());
        assert_eq!(t.begin("c", A, now).err(), Some(60));
        assert!(t.begin("c", B, now).is_ok());
    }

    #[test]
    fn failures_are_slowed_before_they_are_refused() {
        let t = Throttle::memory(10, Duration::from_secs(60));
        let now = Instant::now();
        let delays: Vec<u128> = (0..10)
            .map(|_| t.begin("u", A, now).unwrap().slowdown().as_millis())
            .collect();
        assert_eq!(delays, [0, 0, 0, 250, 500, 750, 1000, 1250, 1500, 1750]);
        assert!(t.begin("u", A, now).is_err());
    }

    #[test]
    fn success_clears_the_user_and_takes_back_the_attempt() {
        let t = Throttle::memory(2, Duration::from_secs(60));
        let now = Instant::now();
        assert!(t.begin("u", A, now).is_ok());
        let ok = t.begin("u", A, now).unwrap();
        t.succeeded(ok);
        assert_eq!(t.failures("u"), 0);
        // The address keeps its one real failure: one more attempt, then refused.
        assert!(t.begin("x", A, now).is_ok());
        assert!(t.begin("y", A, now).is_err());
    }
}

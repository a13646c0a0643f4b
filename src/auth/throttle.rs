//! Failed-login counting per user name and per client address (IPv6 per /64).
//!
//! Kept in memory: a restart forgets it, which only gives an attacker one more window after
//! an administrator-visible restart, and it keeps every failed attempt from costing a durable
//! database write (which would itself be a way to load the server).
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Past this many tracked keys, keys with no failure inside the window are dropped, so a
/// stream of attempts from many addresses cannot grow the map without bound.
const PRUNE_ABOVE: usize = 10_000;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Subject {
    User(String),
    Addr(IpAddr),
}

pub struct Throttle {
    max_failures: usize,
    window: Duration,
    failures: Mutex<HashMap<Subject, VecDeque<Instant>>>,
}

/// An attempt that was let through. Its failure is already counted, so that a burst of
/// parallel attempts cannot all pass the check before any of them fails; `succeeded` takes it
/// back.
pub struct Attempt {
    user: Subject,
    addr: Subject,
    at: Instant,
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
    pub fn new(max_failures: u32, window: Duration) -> Throttle {
        Throttle {
            max_failures: max_failures.max(1) as usize,
            window,
            failures: Mutex::new(HashMap::new()),
        }
    }

    /// Lets the attempt through, counting it as a failure until told otherwise, or refuses it
    /// with the number of seconds until the next attempt would be let through.
    ///
    /// Failures against a user name alone never refuse an address that has not failed itself
    /// within the window: otherwise anyone could lock an administrator out by guessing wrong
    /// on purpose. Such an attempt is let through and only slowed if it fails.
    pub fn begin(&self, user: &str, addr: IpAddr, now: Instant) -> Result<Attempt, u64> {
        let user = Subject::User(user.to_string());
        let addr = Subject::Addr(crate::netaddr::counted(addr));
        let mut map = self.lock();
        if map.len() > PRUNE_ABOVE {
            let window = self.window;
            map.retain(|_, times| {
                times
                    .back()
                    .is_some_and(|last| now.saturating_duration_since(*last) < window)
            });
        }
        let addr_wait = self.wait(&mut map, &addr, now);
        let user_wait = self.wait(&mut map, &user, now);
        let addr_has_failed = map.get(&addr).is_some_and(|times| !times.is_empty());
        let wait = if addr_has_failed {
            addr_wait.max(user_wait)
        } else {
            addr_wait
        };
        let prior = [&user, &addr]
            .into_iter()
            .map(|s| map.get(s).map_or(0, VecDeque::len))
            .max()
            .unwrap_or(0);
        if let Some(wait) = wait {
            // Rounded up so that a client waiting exactly that long is let through.
            let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            return Err(secs.max(1));
        }
        for subject in [&user, &addr] {
            map.entry(subject.clone()).or_default().push_back(now);
        }
        Ok(Attempt {
            user,
            addr,
            at: now,
            prior,
        })
    }

    /// The attempt had the right password: the user name starts afresh, and the address
    /// loses this one attempt (but keeps its other failures, which may be against other
    /// user names).
    pub fn succeeded(&self, attempt: Attempt) {
        let mut map = self.lock();
        map.remove(&attempt.user);
        if let Some(times) = map.get_mut(&attempt.addr) {
            if let Some(pos) = times.iter().rposition(|t| *t == attempt.at) {
                times.remove(pos);
            }
            if times.is_empty() {
                map.remove(&attempt.addr);
            }
        }
    }

    /// The attempt proved the password but still owes the second factor's code: it stays a
    /// failure of the user name, but not of the address, so a sign-in in two steps (password,
    /// then code) does not count against an office's shared address. A wrong code is a
    /// failure of both, like a wrong password.
    pub fn owes_code(&self, attempt: Attempt) {
        let mut map = self.lock();
        if let Some(times) = map.get_mut(&attempt.addr) {
            if let Some(pos) = times.iter().rposition(|t| *t == attempt.at) {
                times.remove(pos);
            }
            if times.is_empty() {
                map.remove(&attempt.addr);
            }
        }
    }

    /// Failures counted against a user name, old ones included.
    #[cfg(test)]
    pub fn failures(&self, user: &str) -> usize {
        self.lock()
            .get(&Subject::User(user.to_string()))
            .map_or(0, VecDeque::len)
    }

    /// How long `subject` must wait, if it has used up its failures.
    fn wait(
        &self,
        map: &mut HashMap<Subject, VecDeque<Instant>>,
        subject: &Subject,
        now: Instant,
    ) -> Option<Duration> {
        let times = map.get_mut(subject)?;
        while times
            .front()
            .is_some_and(|t| now.saturating_duration_since(*t) >= self.window)
        {
            times.pop_front();
        }
        if times.len() < self.max_failures {
            return None;
        }
        // The attempt is allowed again once enough of the oldest failures have left the
        // window to bring the count below the limit.
        let oldest_that_must_expire = times[times.len() - self.max_failures];
        Some((oldest_that_must_expire + self.window).saturating_duration_since(now))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Subject, VecDeque<Instant>>> {
        // A panic while holding the lock cannot leave the counts inconsistent in a way that
        // matters (at worst one failure too many or too few), so poisoning is ignored.
        self.failures
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 1));
    const B: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 2));

    #[test]
    fn refuses_after_max_failures_per_user_until_the_window_passes() {
        let t = Throttle::new(3, Duration::from_secs(60));
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
        let t = Throttle::new(2, Duration::from_secs(60));
        let now = Instant::now();
        let host = |h: &str| -> IpAddr { h.parse().unwrap() };
        assert!(t.begin("a", host("2001:db8:9:9::1"), now).is_ok());
        assert!(t.begin("b", host("2001:db8:9:9::2"), now).is_ok());
        assert!(t.begin("c", host("2001:db8:9:9:abcd::3"), now).is_err());
        assert!(t.begin("c", host("2001:db8:9:a::1"), now).is_ok());
    }

    #[test]
    fn refuses_after_max_failures_per_address() {
        let t = Throttle::new(2, Duration::from_secs(60));
        let now = Instant::now();
        assert!(t.begin("a", A, now).is_ok());
        assert!(t.begin("b", A, now).is_ok());
        assert_eq!(t.begin("c", A, now).err(), Some(60));
        assert!(t.begin("c", B, now).is_ok());
    }

    #[test]
    fn failures_are_slowed_before_they_are_refused() {
        let t = Throttle::new(10, Duration::from_secs(60));
        let now = Instant::now();
        let delays: Vec<u128> = (0..10)
            .map(|_| t.begin("u", A, now).unwrap().slowdown().as_millis())
            .collect();
        assert_eq!(delays, [0, 0, 0, 250, 500, 750, 1000, 1250, 1500, 1750]);
        assert!(t.begin("u", A, now).is_err());
    }

    #[test]
    fn success_clears_the_user_and_takes_back_the_attempt() {
        let t = Throttle::new(2, Duration::from_secs(60));
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

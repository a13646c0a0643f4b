//! Failed-login counting per client address (IPv6 per /64), per user name from that address,
//! and wrong second-factor codes per account from anywhere (docs/security.md).
//!
//! A failure counts against a user name only together with the address that made it, so a
//! stranger's wrong passwords never refuse the owner at their own address. Wrong codes are
//! different: only someone who has the password reaches the code, so they are counted per
//! account whatever the address, which rotating addresses cannot get round.
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

/// Wrong second-factor codes one account may be sent within the window (`login_window`),
/// from all addresses together; further codes are refused (429) until old ones leave it.
pub const CODE_MAX_FAILURES: usize = 5;

/// An attempt that was let through. Its failure is already counted, so that a burst of
/// parallel attempts cannot all pass the check before any of them fails; `succeeded` takes it
/// back.
pub struct Attempt {
    /// The user name from this address.
    pair: String,
    addr: String,
    at_ms: u64,
    /// Failures already counted against the user name from this address or the address,
    /// whichever is more.
    prior: usize,
}

/// A second-factor code about to be checked, already counted as wrong against the account
/// (so parallel guesses cannot all pass the check); `right` takes it back.
pub struct CodeAttempt {
    account: String,
    at_ms: u64,
    /// Wrong codes counted against the account before this one.
    pub prior: usize,
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
    /// Refused when the address has used up its failures (against any user names), or this
    /// user name has from this address. Failures of the user name from other addresses never
    /// refuse, nor slow, an attempt: otherwise anyone could lock an administrator out by
    /// guessing wrong on purpose.
    pub fn begin(&self, user: &str, addr: IpAddr, now: Instant) -> Result<Attempt, u64> {
        let now_ms = self.windows.ms(now);
        let counted = crate::netaddr::counted(addr);
        let pair = format!("user:{user} addr:{counted}");
        let addr = format!("addr:{counted}");
        let mut counts = self.windows.counts(now_ms);
        let addr_wait = self.wait(counts.recent(&addr, now_ms), now_ms, self.max_failures);
        let pair_wait = self.wait(counts.recent(&pair, now_ms), now_ms, self.max_failures);
        let prior = counts.len(&pair).max(counts.len(&addr));
        if let Some(wait_ms) = addr_wait.max(pair_wait) {
            // Rounded up so that a client waiting exactly that long is let through.
            return Err(wait_ms.div_ceil(1000).max(1));
        }
        counts.push(&pair, now_ms);
        counts.push(&addr, now_ms);
        Ok(Attempt {
            pair,
            addr,
            at_ms: now_ms,
            prior,
        })
    }

    /// The attempt had the right password: the user name starts afresh from this address,
    /// and the address loses this one attempt (but keeps its other failures, which may be
    /// against other user names).
    pub fn succeeded(&self, attempt: Attempt) {
        let mut counts = self.windows.counts(attempt.at_ms);
        counts.clear(&attempt.pair);
        counts.take_back(&attempt.addr, attempt.at_ms);
    }

    /// The attempt proved the password but still owes the second factor's code: not a
    /// failure of the address nor of the user name, so a sign-in in two steps (password, then
    /// code) does not count against an office's shared address. The code is counted on its
    /// own ([`Throttle::begin_code`]).
    pub fn owes_code(&self, attempt: Attempt) {
        let mut counts = self.windows.counts(attempt.at_ms);
        counts.take_back(&attempt.pair, attempt.at_ms);
        counts.take_back(&attempt.addr, attempt.at_ms);
    }

    /// Lets a second-factor code for the account `user` be checked, counting it as wrong
    /// until told otherwise, or refuses it with the seconds to wait: at most
    /// [`CODE_MAX_FAILURES`] wrong codes per account within the window, from all addresses.
    pub fn begin_code(&self, user: &str, now: Instant) -> Result<CodeAttempt, u64> {
        let now_ms = self.windows.ms(now);
        let account = format!("code:{user}");
        let mut counts = self.windows.counts(now_ms);
        if let Some(wait_ms) = self.wait(counts.recent(&account, now_ms), now_ms, CODE_MAX_FAILURES)
        {
            return Err(wait_ms.div_ceil(1000).max(1));
        }
        let prior = counts.len(&account);
        counts.push(&account, now_ms);
        Ok(CodeAttempt {
            account,
            at_ms: now_ms,
            prior,
        })
    }

    /// Whether the owner of `user` is to be told of a wrong code now: once a window per
    /// account, so a long attack mails them a few times an hour, not at every guess.
    pub fn tell_owner(&self, user: &str, now: Instant) -> bool {
        let now_ms = self.windows.ms(now);
        let key = format!("told:{user}");
        let mut counts = self.windows.counts(now_ms);
        if !counts.recent(&key, now_ms).is_empty() {
            return false;
        }
        counts.push(&key, now_ms);
        true
    }

    /// The code was right: it is not a wrong one after all.
    pub fn code_right(&self, attempt: CodeAttempt) {
        self.windows
            .counts(attempt.at_ms)
            .take_back(&attempt.account, attempt.at_ms);
    }

    /// Failures counted against a user name, old ones included.
    #[cfg(test)]
    pub fn failures(&self, user: &str, addr: IpAddr) -> usize {
        let counted = crate::netaddr::counted(addr);
        self.windows
            .counts(0)
            .len(&format!("user:{user} addr:{counted}"))
    }

    /// How many milliseconds a subject with these recent failures must wait, if it has used
    /// them up: until enough of the oldest leave the window to bring the count below the limit.
    fn wait(
        &self,
        times: &std::collections::VecDeque<u64>,
        now_ms: u64,
        max: usize,
    ) -> Option<u64> {
        if times.len() < max {
            return None;
        }
        let oldest_that_must_expire = times[times.len() - max];
        Some((oldest_that_must_expire + self.windows.window_ms()).saturating_sub(now_ms))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 1));
    const B: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 2));

    #[test]
    fn refuses_after_max_failures_per_user_and_address_until_the_window_passes() {
        let t = Throttle::memory(3, Duration::from_secs(60));
        let start = Instant::now();
        for i in 0..3 {
            assert!(t.begin("u", A, start + Duration::from_secs(i)).is_ok());
        }
        // The address that failed is refused.
        assert_eq!(
            t.begin("u", A, start + Duration::from_secs(10)).err(),
            Some(50)
        );
        // Another address is not held back by A's failures, even after failing itself.
        assert!(t.begin("u", B, start + Duration::from_secs(10)).is_ok());
        let at_b = t.begin("u", B, start + Duration::from_secs(11)).unwrap();
        assert_eq!(at_b.slowdown(), Duration::ZERO);
        // Another user name from a fresh address is fine.
        let c = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 3));
        assert!(t.begin("v", c, start + Duration::from_secs(10)).is_ok());
        // Once failures leave the window (two of three by 61 s), as many attempts are allowed.
        let later = start + Duration::from_secs(61);
        assert!(t.begin("u", A, later).is_ok());
        assert!(t.begin("u", A, later).is_ok());
        assert!(t.begin("u", A, later).is_err());
    }

    #[test]
    fn a_strangers_failures_never_refuse_the_owners_address() {
        let t = Throttle::memory(10, Duration::from_secs(60));
        let now = Instant::now();
        // A colleague's typo from the office's address.
        assert!(t.begin("u", A, now).is_ok());
        // A stranger's ten wrong passwords from elsewhere.
        for _ in 0..10 {
            assert!(t.begin("u", B, now).is_ok());
        }
        assert!(t.begin("u", B, now).is_err());
        // The owner at the office is neither refused nor slowed.
        let owner = t.begin("u", A, now).expect("the office is let through");
        assert_eq!(owner.slowdown(), Duration::ZERO);
    }

    #[test]
    fn wrong_codes_are_counted_per_account_from_any_address() {
        let t = Throttle::memory(10, Duration::from_secs(60));
        let now = Instant::now();
        for _ in 0..CODE_MAX_FAILURES {
            assert!(t.begin_code("u", now).is_ok());
        }
        assert_eq!(t.begin_code("u", now).err(), Some(60));
        assert!(t.begin_code("v", now).is_ok());
        let right = t.begin_code("v", now).unwrap();
        t.code_right(right);
        assert_eq!(t.begin_code("v", now).unwrap().prior, 1);
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
        assert_eq!(t.failures("u", A), 0);
        // The address keeps its one real failure: one more attempt, then refused.
        assert!(t.begin("x", A, now).is_ok());
        assert!(t.begin("y", A, now).is_err());
    }
}

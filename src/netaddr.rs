//! The address a client is counted under by the limiters (sign-in, feedback).
use std::net::{IpAddr, Ipv6Addr};

/// IPv4 addresses as they are; an IPv6 address as its /64 network, the block one subscriber
/// usually gets whole (RFC 6177), so hopping between its addresses does not reset a count.
pub fn counted(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(bits))
        }
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_is_counted_per_64() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff:1:2:3".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(counted(a), counted(b));
        assert_ne!(counted(a), counted(c));
        assert_eq!(counted(a).to_string(), "2001:db8:1:2::");
        let v4: IpAddr = "203.0.113.7".parse().unwrap();
        assert_eq!(counted(v4), v4);
        let mapped: IpAddr = "::ffff:203.0.113.7".parse().unwrap();
        assert_eq!(counted(mapped), v4);
    }
}
